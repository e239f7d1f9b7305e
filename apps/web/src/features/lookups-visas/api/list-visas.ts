import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@portal/contracts/list';
import type { Visa } from '@portal/contracts/visas';
import { api, type QueryValue } from '../../../lib/api-client';

export const VISAS_URL = '/api/visas';

/** `GET /api/visas`: one filtered, sorted page and the total. */
export const fetchVisas = (query: Record<string, QueryValue>): Promise<ListResponse<Visa>> =>
  api.get<ListResponse<Visa>>(VISAS_URL, { query });

export const visasQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['visas', 'list', query],
    queryFn: () => fetchVisas(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useVisas = (query: Record<string, QueryValue>) => useQuery(visasQuery(query));
