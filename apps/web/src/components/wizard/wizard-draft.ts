import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from '../../lib/storage/safe-storage';

/** A wizard's unfinished values as kept in browser storage (spec 9), with when they were last saved. */
export type WizardDraft<T> = { data: T; savedAt: string };

/**
 * One draft per person and per record: `<base>:<user>:<record id or "new">`, so two people sharing
 * a browser, or one person editing two contracts, never see each other's draft.
 */
export const wizardDraftKey = (
  base: string,
  userId: string | number,
  recordId?: string | number | null,
): string => `${base}:${userId}:${recordId === undefined || recordId === null ? 'new' : recordId}`;

const listeners = new Set<() => void>();
/** When this page load started: a draft saved before it was left on an earlier visit. */
const PAGE_LOADED_AT = Date.now();
/** Drafts found from an earlier visit; they stay "restored" while the person goes on with them. */
const restoredHere = new Set<string>();
const emit = () => listeners.forEach((listener) => listener());

const parseDraft = <T>(raw: string | null): WizardDraft<T> | null => {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || !('data' in value) || !('savedAt' in value)) return null;
    return value as WizardDraft<T>;
  } catch {
    return null;
  }
};

export const readWizardDraft = <T>(key: string): WizardDraft<T> | null =>
  parseDraft<T>(readItem('local', key));

export const writeWizardDraft = <T>(key: string, data: T, now: Date = new Date()): void => {
  writeItem('local', key, JSON.stringify({ data, savedAt: now.toISOString() }));
  emit();
};

export const clearWizardDraft = (key: string): void => {
  removeItem('local', key);
  restoredHere.delete(key);
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the same person changing the draft.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/**
 * The draft of one wizard and record, live: every step page reads and writes the same stored value,
 * so moving between steps, reloading or coming back later finds the values where they were left.
 */
export const useWizardDraft = <T>(key: string) => {
  const raw = useSyncExternalStore(
    subscribe,
    () => readItem('local', key),
    () => null,
  );
  const draft = useMemo(() => parseDraft<T>(raw), [raw]);
  if (draft && Date.parse(draft.savedAt) < PAGE_LOADED_AT) restoredHere.add(key);
  const restored = draft !== null && restoredHere.has(key);
  const save = useCallback((data: T) => writeWizardDraft(key, data), [key]);
  const clear = useCallback(() => clearWizardDraft(key), [key]);
  return { draft, restored, save, clear };
};
