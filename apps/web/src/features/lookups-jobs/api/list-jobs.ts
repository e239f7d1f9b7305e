import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@portal/contracts/lookups-jobs';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';

export const JOBS_URL = '/api/lookups/jobs';

/** `GET /api/lookups/jobs`: one filtered, sorted page and the total. */
export const fetchJobs = (query: Record<string, QueryValue>): Promise<ListResponse<Job>> =>
  api.get<ListResponse<Job>>(JOBS_URL, { query });

export const jobsQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['jobs', 'list', query],
    queryFn: () => fetchJobs(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useJobs = (query: Record<string, QueryValue>) => useQuery(jobsQuery(query));
