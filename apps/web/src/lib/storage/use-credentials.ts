import { useSyncExternalStore } from 'react';
import type { Credentials } from '@portal/contracts/credentials';
import { loadCredentials, subscribeCredentials } from './credentials-storage';
import { STORAGE_KEYS } from './storage-keys';

let snapshot: Credentials | null | undefined;
let snapshotRaw: string | null = null;

const read = (): Credentials | null => {
  const current = loadCredentials();
  const raw = current ? JSON.stringify(current) : null;
  if (snapshot === undefined || raw !== snapshotRaw) {
    snapshot = current;
    snapshotRaw = raw;
  }
  return snapshot;
};

const subscribe = (onChange: () => void): (() => void) => {
  const unsubscribe = subscribeCredentials(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.credentials || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
};

/** The stored credentials (spec section 3), re-rendering when they change here or in another tab. */
export const useCredentials = (): Credentials | null => useSyncExternalStore(subscribe, read, () => null);
