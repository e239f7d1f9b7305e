import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@portal/contracts/lookups-jobs';
import { api } from '../../../lib/api-client';

/** `POST /api/lookups/jobs/{id}/activate` or `/deactivate`. */
export const setJobActive = ({ id, active }: { id: number; active: boolean }): Promise<Job> =>
  api.post<Job>(`/api/lookups/jobs/${id}/${active ? 'activate' : 'deactivate'}`);

export const useSetJobActive = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setJobActive,
    onSuccess: (job) => {
      client.setQueryData(['jobs', 'one', job.id], job);
    },
  });
};
