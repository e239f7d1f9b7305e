import { useQuery } from '@tanstack/react-query';
import type { ComplaintClocks } from '@portal/contracts/complaints';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/complaints/clocks?ids=`: the answer clocks the portal keeps for these complaints
 * (decision 0063), asked of the portal, not the tracker. A complaint the portal has not recorded
 * yet (the sync runs each minute) has none.
 */
export const fetchComplaintClocks = (ids: readonly number[]): Promise<ComplaintClocks> =>
  api.get<ComplaintClocks>('/api/complaints/clocks', { query: { ids: ids.join(',') } });

export const useComplaintClocks = (ids: readonly number[]) =>
  useQuery({
    queryKey: ['complaints', 'clocks', [...ids].sort((a, b) => a - b)],
    queryFn: () => fetchComplaintClocks(ids),
    enabled: ids.length > 0,
    // The countdown moves by itself (useNow); a new reading each minute catches the sync's changes.
    refetchInterval: 60_000,
    meta: { skipGlobalErrorHandler: true },
  });
