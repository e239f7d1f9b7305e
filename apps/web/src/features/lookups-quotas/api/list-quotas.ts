import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Quota } from '@portal/contracts/lookups-quotas';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';

export const QUOTAS_URL = '/api/lookups/quotas';

/** `GET /api/lookups/quotas`: one filtered, sorted page (with used versus allowed) and the total. */
export const fetchQuotas = (query: Record<string, QueryValue>): Promise<ListResponse<Quota>> =>
  api.get<ListResponse<Quota>>(QUOTAS_URL, { query });

export const quotasQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['quotas', 'list', query],
    queryFn: () => fetchQuotas(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useQuotas = (query: Record<string, QueryValue>) => useQuery(quotasQuery(query));
