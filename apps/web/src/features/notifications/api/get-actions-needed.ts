import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '@portal/contracts/constants';
import type { Credentials } from '@portal/contracts/credentials';
import { hidesEmploymentRequestNotifications } from '@portal/contracts/navigation';
import { NO_ACTIONS_NEEDED, type ActionsNeeded } from '@portal/contracts/notifications';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatEstablishmentKey } from '@portal/contracts/http-headers';
import { onNotificationsRefresh } from '../../../lib/notifications-events';

/**
 * `GET /api/statistic/actionsNeeded` (spec 7/8): 401 resets the counts to zero; status 0 keeps the
 * last counts (the error is ignored).
 */
export const fetchActionsNeeded = async (previous: ActionsNeeded | undefined): Promise<ActionsNeeded> => {
  try {
    return await api.get<ActionsNeeded>('/api/statistic/actionsNeeded', { ignoreUnauthorized: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return NO_ACTIONS_NEEDED;
    if (isApiError(error) && error.status === 0) return previous ?? NO_ACTIONS_NEEDED;
    throw error;
  }
};

const establishmentKey = (credentials: Credentials) =>
  formatEstablishmentKey(
    credentials.establishment.id.laborOfficeId,
    credentials.establishment.id.sequenceNumber,
  );

export const actionsNeededQuery = (credentials: Credentials) =>
  queryOptions({
    queryKey: ['actions-needed', establishmentKey(credentials)],
    queryFn: ({ client, queryKey }) => fetchActionsNeeded(client.getQueryData<ActionsNeeded>(queryKey)),
    // Polled every 10 minutes while the tab is visible, refreshed when it becomes visible again.
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    meta: { skipGlobalErrorHandler: true },
    // Spec 6: a Philippine embassy without an office location sees zero employment-request notifications.
    select: (counts: ActionsNeeded): ActionsNeeded =>
      hidesEmploymentRequestNotifications(credentials) ? { ...counts, employment_requests: 0 } : counts,
  });

/** The notification counts of the chosen establishment, refreshed at once on `notifications:refresh`. */
export const useActionsNeeded = (credentials: Credentials): ActionsNeeded => {
  const client = useQueryClient();
  const query = useQuery(actionsNeededQuery(credentials));
  const key = establishmentKey(credentials);
  useEffect(
    () => onNotificationsRefresh(() => void client.invalidateQueries({ queryKey: ['actions-needed', key] })),
    [client, key],
  );
  return query.data ?? NO_ACTIONS_NEEDED;
};
