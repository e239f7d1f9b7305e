import { useQuery } from '@tanstack/react-query';
import { jobsOverviewSchema, type JobsOverview } from '@portal/contracts/system-jobs';
import { api } from '../../../lib/api-client';

/** How often the screen reads the queue again while it is open. */
export const JOBS_REFRESH_MS = 5_000;

/** `GET /api/system/jobs` (admins): read again every few seconds while the screen is open. */
export const useJobsOverview = () =>
  useQuery({
    queryKey: ['system-jobs'],
    queryFn: async (): Promise<JobsOverview> => jobsOverviewSchema.parse(await api.get('/api/system/jobs')),
    refetchInterval: JOBS_REFRESH_MS,
    meta: { skipGlobalErrorHandler: true },
  });
