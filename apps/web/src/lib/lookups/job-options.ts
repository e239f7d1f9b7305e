import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobOption } from '@portal/contracts/lookups-jobs';
import { api } from '../api-client';

/**
 * `GET /api/lookups/jobs/options`: active jobs, plus `includeId` (the job a visa already holds,
 * even when deactivated). ETag-revalidated by the browser; always asked again when a form opens,
 * so a job deactivated a moment ago is no longer offered.
 */
export const fetchJobOptions = (includeId?: number): Promise<JobOption[]> =>
  api.get<JobOption[]>('/api/lookups/jobs/options', { query: { includeId } });

export const jobOptionsQuery = (includeId?: number) =>
  queryOptions({
    queryKey: ['jobs', 'options', includeId ?? null],
    queryFn: () => fetchJobOptions(includeId),
    staleTime: 0,
  });

export const useJobOptions = (includeId?: number) => useQuery(jobOptionsQuery(includeId));
