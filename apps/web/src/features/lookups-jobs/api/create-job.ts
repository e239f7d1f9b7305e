import { useMutation } from '@tanstack/react-query';
import type { Job, JobInput } from '@portal/contracts/lookups-jobs';
import { api } from '../../../lib/api-client';

/** `POST /api/lookups/jobs` (409 with a field error when the code is taken). */
export const createJob = (input: JobInput): Promise<Job> => api.post<Job>('/api/lookups/jobs', input);

export const useCreateJob = () =>
  useMutation({
    mutationFn: createJob,
    // The form shows the errors (on the fields or as an alert).
    meta: { skipGlobalErrorHandler: true },
  });
