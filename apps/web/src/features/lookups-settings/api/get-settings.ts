import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@portal/contracts/settings';
import { api } from '../../../lib/api-client';

/** `GET /api/settings`: every value, typed, and who changed each one. */
export const fetchSettings = (): Promise<SettingsResponse> => api.get<SettingsResponse>('/api/settings');

export const settingsQuery = () => queryOptions({ queryKey: ['settings', 'all'], queryFn: fetchSettings });

export const useSettings = () => useQuery(settingsQuery());
