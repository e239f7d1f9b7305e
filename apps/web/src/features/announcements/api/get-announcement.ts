import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@portal/contracts/announcements';
import { api } from '../../../lib/api-client';

/** `GET /api/announcements/{id}`. */
export const fetchAnnouncement = (id: number): Promise<Announcement> =>
  api.get<Announcement>(`/api/announcements/${id}`);

export const announcementQuery = (id: number) =>
  queryOptions({ queryKey: ['announcements', 'one', id], queryFn: () => fetchAnnouncement(id) });

export const useAnnouncement = (id: number, enabled = true) =>
  useQuery({ ...announcementQuery(id), enabled });
