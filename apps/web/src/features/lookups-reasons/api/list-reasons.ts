import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';

export const REASONS_URL = '/api/lookups/reasons';

/** `GET /api/lookups/reasons`: one filtered, sorted page and the total. */
export const fetchReasons = (query: Record<string, QueryValue>): Promise<ListResponse<ReasonRecord>> =>
  api.get<ListResponse<ReasonRecord>>(REASONS_URL, { query });

export const reasonsQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['reasons', 'list', query],
    queryFn: () => fetchReasons(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useReasons = (query: Record<string, QueryValue>) => useQuery(reasonsQuery(query));
