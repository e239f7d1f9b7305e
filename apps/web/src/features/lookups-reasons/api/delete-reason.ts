import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/lookups/reasons/{id}` (409 naming where it is used: the global handler shows it). */
export const deleteReason = (id: number): Promise<void> => api.delete<void>(`/api/lookups/reasons/${id}`);

export const useDeleteReason = () =>
  useMutation({
    mutationFn: deleteReason,
  });
