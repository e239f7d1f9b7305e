import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisibleAnnouncement } from '@portal/contracts/announcements';
import { api } from '../../../lib/api-client';

/** `GET /api/announcements/public`: public announcements visible today, newest first (ETag). */
export const fetchPublicAnnouncements = (): Promise<VisibleAnnouncement[]> =>
  api.get<VisibleAnnouncement[]>('/api/announcements/public', { anonymous: true });

export const publicAnnouncementsQuery = () =>
  queryOptions({
    queryKey: ['announcements', 'public'],
    queryFn: fetchPublicAnnouncements,
    staleTime: 60_000,
    // The home page works without them: no alert when they cannot be loaded.
    meta: { skipGlobalErrorHandler: true },
  });

export const usePublicAnnouncements = () => useQuery(publicAnnouncementsQuery());
