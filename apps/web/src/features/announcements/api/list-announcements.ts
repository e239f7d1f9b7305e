import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@portal/contracts/announcements';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';

export const ANNOUNCEMENTS_URL = '/api/announcements';

/** `GET /api/announcements`: one filtered, sorted page and the total. */
export const fetchAnnouncements = (query: Record<string, QueryValue>): Promise<ListResponse<Announcement>> =>
  api.get<ListResponse<Announcement>>(ANNOUNCEMENTS_URL, { query });

export const announcementsQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['announcements', 'list', query],
    queryFn: () => fetchAnnouncements(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useAnnouncements = (query: Record<string, QueryValue>) => useQuery(announcementsQuery(query));
