import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobUpdate } from '@portal/contracts/lookups-jobs';
import { api } from '../../../lib/api-client';

/** `PUT /api/lookups/jobs/{id}` with the `rowVersion` the form was read on. */
export const updateJob = (id: number, input: JobUpdate): Promise<Job> =>
  api.put<Job>(`/api/lookups/jobs/${id}`, input);

export const useUpdateJob = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JobUpdate) => updateJob(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (job) => {
      client.setQueryData(['jobs', 'one', id], job);
    },
  });
};
