import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FmolStatistics } from '@portal/contracts/dashboard';
import { api } from '../../../lib/api-client';

/** `GET /api/dashboard/fmol-statistics` (flag fmolStatistics, FMOL): its country's agencies. */
export const fetchFmolStatistics = (): Promise<FmolStatistics> =>
  api.get<FmolStatistics>('/api/dashboard/fmol-statistics');

export const fmolStatisticsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'fmol-statistics'],
    queryFn: fetchFmolStatistics,
    meta: { skipGlobalErrorHandler: true },
  });

/** Asked only for FMOL with the flag on (`enabled`). */
export const useFmolStatistics = (enabled: boolean) => useQuery({ ...fmolStatisticsQuery(), enabled });
