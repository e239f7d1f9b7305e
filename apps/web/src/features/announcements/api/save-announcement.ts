import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementInput } from '@portal/contracts/announcements';
import { api } from '../../../lib/api-client';

/** `POST /api/announcements`, or `PUT /api/announcements/{id}` when editing (bodies sanitised by the server). */
export const saveAnnouncement = (id: number | undefined, input: AnnouncementInput): Promise<Announcement> =>
  id
    ? api.put<Announcement>(`/api/announcements/${id}`, input)
    : api.post<Announcement>('/api/announcements', input);

export const useSaveAnnouncement = (id?: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => saveAnnouncement(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (saved) => {
      client.setQueryData(['announcements', 'one', saved.id], saved);
    },
  });
};
