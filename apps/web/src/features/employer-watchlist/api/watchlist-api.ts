import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmployerRecord,
  WatchlistCreateInput,
  WatchlistEntry,
  WatchlistLiftInput,
  WatchlistReviewInput,
} from '@portal/contracts/employer-watchlist';
import type { ListResponse } from '@portal/contracts/list';
import type { Reason } from '@portal/contracts/reasons';
import { api, type QueryValue } from '../../../lib/api-client';

const BASE = '/api/employer-watchlist';

export const useWatchlist = (query: Record<string, QueryValue>) =>
  useQuery({
    queryKey: ['watchlist', 'list', query],
    queryFn: ({ signal }) => api.get<ListResponse<WatchlistEntry>>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useWatchlistReasons = (enabled: boolean) =>
  useQuery({
    queryKey: ['watchlist', 'reasons'],
    queryFn: ({ signal }) => api.get<Reason[]>(`${BASE}/reasons`, { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });

/** What an embassy weighs before approving a request: the employer's record and its flags. */
export const useEmployerRecord = (requestId: number) =>
  useQuery({
    queryKey: ['watchlist', 'employer-record', requestId],
    queryFn: ({ signal }) =>
      api.get<EmployerRecord>(`${BASE}/requests/${requestId}/employer-record`, { signal }),
  });

const useInvalidating = <I>(mutationFn: (input: I) => Promise<WatchlistEntry>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // 400/409 are shown in the dialog.
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['watchlist'] }),
  });
};

export const useFlagEmployer = () =>
  useInvalidating((body: WatchlistCreateInput) => api.post<WatchlistEntry>(BASE, body));

export const useSetReviewDate = () =>
  useInvalidating(({ id, ...body }: WatchlistReviewInput & { id: number }) =>
    api.put<WatchlistEntry>(`${BASE}/${id}/review`, body),
  );

export const useLiftFlag = () =>
  useInvalidating(({ id, ...body }: WatchlistLiftInput & { id: number }) =>
    api.post<WatchlistEntry>(`${BASE}/${id}/lift`, body),
  );
