import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@portal/contracts/lookups-jobs';
import { api } from '../../../lib/api-client';

/** `GET /api/lookups/jobs/{id}`. */
export const fetchJob = (id: number): Promise<Job> => api.get<Job>(`/api/lookups/jobs/${id}`);

export const jobQuery = (id: number) =>
  queryOptions({ queryKey: ['jobs', 'one', id], queryFn: () => fetchJob(id) });

export const useJob = (id: number, enabled = true) => useQuery({ ...jobQuery(id), enabled });
