import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@portal/contracts/lookups-countries';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';

export const COUNTRIES_URL = '/api/lookups/countries';

/** `GET /api/lookups/countries`: one filtered, sorted page and the total. */
export const fetchCountries = (query: Record<string, QueryValue>): Promise<ListResponse<Country>> =>
  api.get<ListResponse<Country>>(COUNTRIES_URL, { query });

export const countriesQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['countries', 'list', query],
    queryFn: () => fetchCountries(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useCountries = (query: Record<string, QueryValue>) => useQuery(countriesQuery(query));
