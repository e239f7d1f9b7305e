import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@portal/contracts/dashboard';
import { api } from '../../../lib/api-client';

/** `GET /api/dashboard/summary`: what waits on the caller, requests and contracts by status, deadlines, licence. */
export const fetchDashboardSummary = (): Promise<DashboardSummary> =>
  api.get<DashboardSummary>('/api/dashboard/summary');

export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: fetchDashboardSummary,
    staleTime: 0,
    meta: { skipGlobalErrorHandler: true },
  });

export const useDashboardSummary = () => useQuery(dashboardSummaryQuery());
