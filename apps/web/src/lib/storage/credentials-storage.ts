import type { Credentials } from '@portal/contracts/credentials';
import { readItem, readJson, removeItem, writeItem, type StorageKind } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

type Listener = (credentials: Credentials | null) => void;
const listeners = new Set<Listener>();

/** "Remember me" keeps everything in local storage; otherwise it lives only for the browser session. */
export const isRememberMe = (): boolean => readItem('local', STORAGE_KEYS.rememberMe) === 'true';

export const setRememberMe = (remember: boolean): void => {
  if (remember) writeItem('local', STORAGE_KEYS.rememberMe, 'true');
  else removeItem('local', STORAGE_KEYS.rememberMe);
};

export const credentialsStorageKind = (): StorageKind => (isRememberMe() ? 'local' : 'session');

export const loadCredentials = (): Credentials | null =>
  readJson<Credentials>(credentialsStorageKind(), STORAGE_KEYS.credentials);

export const saveCredentials = (credentials: Credentials): void => {
  const kind = credentialsStorageKind();
  writeItem(kind, STORAGE_KEYS.credentials, JSON.stringify(credentials));
  removeItem(kind === 'local' ? 'session' : 'local', STORAGE_KEYS.credentials);
  listeners.forEach((listener) => listener(credentials));
};

export const clearCredentials = (): void => {
  removeItem('local', STORAGE_KEYS.credentials);
  removeItem('session', STORAGE_KEYS.credentials);
  listeners.forEach((listener) => listener(null));
};

export const subscribeCredentials = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
