import { useQuery } from '@tanstack/react-query';
import type { Reason } from '@portal/contracts/reasons';
import { api } from '../api-client';

/**
 * `GET /api/suspensions/reasons`: the reasons an organisation may be suspended for (the admins'
 * suspension, and the reason a compliance order's breach will name).
 */
export const useSuspensionReasons = (enabled: boolean) =>
  useQuery({
    queryKey: ['suspensions', 'reasons'],
    queryFn: ({ signal }) => api.get<Reason[]>('/api/suspensions/reasons', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
