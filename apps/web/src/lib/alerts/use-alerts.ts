import { useSyncExternalStore } from 'react';
import { alertStore, type Alert } from './alert-store';

export const useAlerts = (): readonly Alert[] =>
  useSyncExternalStore(alertStore.subscribe, alertStore.getAlerts, alertStore.getAlerts);
