import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '@portal/contracts/constants';
import type { InboxPage, InboxUnread, MarkInboxRead, ReminderPreferences } from '@portal/contracts/inbox';
import { api } from '../../../lib/api-client';

/** The inbox's queries share this prefix: marking read refreshes the list and the count at once. */
const INBOX = ['inbox'] as const;

/** `GET /api/inbox`: one page of the caller's inbox, unread first (decision 0058). */
export const inboxPageQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: [...INBOX, 'page', page, size],
    queryFn: () => api.get<InboxPage>(`/api/inbox?page=${page}&size=${size}`),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useInboxPage = (page: number, size: number) => useQuery(inboxPageQuery(page, size));

/** `GET /api/inbox/unread`, polled like the five notification counts (spec 7). */
export const useInboxUnread = (): number => {
  const query = useQuery({
    queryKey: [...INBOX, 'unread'],
    queryFn: () => api.get<InboxUnread>('/api/inbox/unread', { ignoreUnauthorized: true }),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    meta: { skipGlobalErrorHandler: true },
  });
  return query.data?.unread ?? 0;
};

/** `POST /api/inbox/read`: some items or all of them. */
export const useMarkInboxRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkInboxRead) => api.post<InboxUnread>('/api/inbox/read', which),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX }),
  });
};

const PREFERENCES = [...INBOX, 'preferences'] as const;

export const useReminderPreferences = () =>
  useQuery({
    queryKey: PREFERENCES,
    queryFn: () => api.get<ReminderPreferences>('/api/inbox/preferences'),
    meta: { skipGlobalErrorHandler: true },
  });

export const useSaveReminderPreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: ReminderPreferences) =>
      api.put<ReminderPreferences>('/api/inbox/preferences', preferences),
    onSuccess: (saved) => client.setQueryData(PREFERENCES, saved),
  });
};
