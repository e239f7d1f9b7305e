import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/announcements/{id}` (its history stays). */
export const deleteAnnouncement = (id: number): Promise<void> => api.delete<void>(`/api/announcements/${id}`);

export const useDeleteAnnouncement = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
};
