import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '@portal/contracts/constants';
import type { InboxPage, InboxUnread, MarkInboxRead, ReminderPreferences } from '@portal/contracts/inbox';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { onNotificationsRefresh } from '../../../lib/notifications-events';

/** The inbox's queries share this prefix: marking read refreshes the list and the count at once. */
const INBOX = ['inbox'] as const;

const UNREAD = [...INBOX, 'unread'] as const;

/**
 * `GET /api/inbox`: one page of the caller's inbox, unread first (decision 0058). Reading it asks
 * for the unread count again, so the app bar's count agrees with the items just shown.
 */
export const inboxPageQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: [...INBOX, 'page', page, size],
    queryFn: async ({ client }) => {
      const answer = await api.get<InboxPage>(`/api/inbox?page=${page}&size=${size}`);
      void client.invalidateQueries({ queryKey: UNREAD });
      return answer;
    },
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useInboxPage = (page: number, size: number) => useQuery(inboxPageQuery(page, size));

/**
 * `GET /api/inbox/unread`, handled as the five notification counts are (spec 8): 401 resets the
 * count to zero, status 0 keeps the last count (the error is ignored).
 */
export const fetchInboxUnread = async (previous: InboxUnread | undefined): Promise<InboxUnread> => {
  try {
    return await api.get<InboxUnread>('/api/inbox/unread', { ignoreUnauthorized: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { unread: 0 };
    if (isApiError(error) && error.status === 0) return previous ?? { unread: 0 };
    throw error;
  }
};

/**
 * The unread count beside the five notification counts (decision 0058): polled every 10 minutes
 * while the tab is visible, refreshed when it becomes visible again and at once on
 * `notifications:refresh` (after the writes spec 7 lists), and set by marking items read.
 */
export const useInboxUnread = (): number => {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: UNREAD,
    queryFn: ({ client: queries }) => fetchInboxUnread(queries.getQueryData<InboxUnread>(UNREAD)),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    meta: { skipGlobalErrorHandler: true },
  });
  useEffect(
    () => onNotificationsRefresh(() => void client.invalidateQueries({ queryKey: UNREAD })),
    [client],
  );
  return query.data?.unread ?? 0;
};

/** `POST /api/inbox/read`: some items or all of them; its answer is the new unread count. */
export const useMarkInboxRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkInboxRead) => api.post<InboxUnread>('/api/inbox/read', which),
    onSuccess: async (unread) => {
      client.setQueryData(UNREAD, unread);
      await client.invalidateQueries({ queryKey: [...INBOX, 'page'] });
    },
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
