import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/lookups/quotas/{id}`: that month has no limit any more. */
export const deleteQuota = (id: number): Promise<void> => api.delete<void>(`/api/lookups/quotas/${id}`);

export const useDeleteQuota = () =>
  useMutation({
    mutationFn: deleteQuota,
  });
