import { useEffect } from 'react';
import { onCredentialsRefresh } from '../../lib/credentials-events';
import { syncCredentialsFromServer } from './sync-credentials';

let running: Promise<boolean> | null = null;

/** One reload at a time: several refused writes at once ask for one `/api/me`. */
export const refreshCredentials = (): Promise<boolean> => {
  running ??= syncCredentialsFromServer()
    .catch(() => false)
    .finally(() => {
      running = null;
    });
  return running;
};

/**
 * Mounted once in the authenticated layout: reloads the stored credentials when the API client
 * says they are out of date (the "organisation suspended" 403 of a write).
 */
export const useCredentialsRefresh = (): void => {
  useEffect(() => onCredentialsRefresh(() => void refreshCredentials()), []);
};
