import type { ImportKind } from '@portal/contracts/import-runs';
import { readJson, removeItem, writeItem } from '../../lib/storage/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

/**
 * The run a person follows for one import kind, kept for the browser tab: closing the dialog (or
 * reloading the page) while the job goes on does not lose it, and the dialog shows it again until
 * the person starts another (docs/decisions/0048). `refreshed` is set once the lists were read
 * again after the run finished, so a reopened dialog does not read them again.
 */
export type FollowedImportRun = { id: string; refreshed: boolean };

const keyOf = (kind: ImportKind) => `${STORAGE_KEYS.importRun}.${kind}`;

export const readFollowedRun = (kind: ImportKind): FollowedImportRun | null => {
  const stored = readJson<Partial<FollowedImportRun>>('session', keyOf(kind));
  return stored && typeof stored.id === 'string'
    ? { id: stored.id, refreshed: stored.refreshed === true }
    : null;
};

export const followRun = (kind: ImportKind, run: FollowedImportRun): void =>
  writeItem('session', keyOf(kind), JSON.stringify(run));

export const forgetRun = (kind: ImportKind): void => removeItem('session', keyOf(kind));
