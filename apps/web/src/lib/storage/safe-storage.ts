/** Browser storage that never throws (private mode, quota, disabled storage). */
export type StorageKind = 'local' | 'session';

const pick = (kind: StorageKind): Storage | null => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const readItem = (kind: StorageKind, key: string): string | null => {
  try {
    return pick(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeItem = (kind: StorageKind, key: string, value: string): void => {
  try {
    pick(kind)?.setItem(key, value);
  } catch {
    /* storage full or disabled: the value lives for this page only */
  }
};

export const removeItem = (kind: StorageKind, key: string): void => {
  try {
    pick(kind)?.removeItem(key);
  } catch {
    /* ignore */
  }
};

export const readJson = <T>(kind: StorageKind, key: string): T | null => {
  const raw = readItem(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

/** Ids kept in a JSON array (booking modal shown per profile, contract modal per establishment). */
export const rememberedIds = (key: string) => ({
  has: (id: string | number): boolean => (readJson<string[]>('local', key) ?? []).includes(String(id)),
  add: (id: string | number): void => {
    const ids = new Set(readJson<string[]>('local', key) ?? []);
    ids.add(String(id));
    writeItem('local', key, JSON.stringify([...ids]));
  },
});
