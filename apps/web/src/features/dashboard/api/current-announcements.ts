import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisibleAnnouncement } from '@portal/contracts/announcements';
import { api } from '../../../lib/api-client';

/** `GET /api/announcements/current`: addressed to the caller's role and visible today, newest first. */
export const fetchCurrentAnnouncements = (): Promise<VisibleAnnouncement[]> =>
  api.get<VisibleAnnouncement[]>('/api/announcements/current');

export const currentAnnouncementsQuery = () =>
  queryOptions({
    queryKey: ['announcements', 'current'],
    queryFn: fetchCurrentAnnouncements,
    meta: { skipGlobalErrorHandler: true },
  });

export const useCurrentAnnouncements = () => useQuery(currentAnnouncementsQuery());
