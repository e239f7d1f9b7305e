import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/lookups/organization-limits/{id}`: the office has no limit for that country any more. */
export const deleteLimit = (id: number): Promise<void> =>
  api.delete<void>(`/api/lookups/organization-limits/${id}`);

export const useDeleteLimit = () =>
  useMutation({
    mutationFn: deleteLimit,
  });
