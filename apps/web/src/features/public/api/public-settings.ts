import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@portal/contracts/settings';
import { api } from '../../../lib/api-client';

/** `GET /api/settings/public`: the support contacts set by the admins (ETag). */
export const fetchPublicSettings = (): Promise<PublicSettings> =>
  api.get<PublicSettings>('/api/settings/public', { anonymous: true });

export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: fetchPublicSettings,
    staleTime: 5 * 60_000,
    meta: { skipGlobalErrorHandler: true },
  });

export const usePublicSettings = () => useQuery(publicSettingsQuery());
