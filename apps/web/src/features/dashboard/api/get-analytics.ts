import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAnalytics } from '@portal/contracts/dashboard';
import { api } from '../../../lib/api-client';

/** `GET /api/dashboard/analytics` (flag employmentAnalytics): requests per month, country and status. */
export const fetchDashboardAnalytics = (): Promise<DashboardAnalytics> =>
  api.get<DashboardAnalytics>('/api/dashboard/analytics');

export const dashboardAnalyticsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'analytics'],
    queryFn: fetchDashboardAnalytics,
    meta: { skipGlobalErrorHandler: true },
  });

/** Asked only with the flag on (`enabled`). */
export const useDashboardAnalytics = (enabled: boolean) =>
  useQuery({ ...dashboardAnalyticsQuery(), enabled });
