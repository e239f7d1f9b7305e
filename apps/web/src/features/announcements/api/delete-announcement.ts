import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/announcements/{id}` (its history stays). */
export const deleteAnnouncement = (id: number): Promise<void> => api.delete<void>(`/api/announcements/${id}`);

export const useDeleteAnnouncement = () =>
  useMutation({
    mutationFn: deleteAnnouncement,
  });
