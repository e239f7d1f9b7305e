import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryOption } from '@portal/contracts/lookups-countries';
import { api } from '../api-client';

/**
 * `GET /api/lookups/countries/options`: countries active for recruitment, plus `includeId` (the
 * value a record already holds). The server answers with an ETag and `private, no-cache`: the
 * browser keeps the answer and revalidates it on every fetch (304 while unchanged).
 */
export const fetchCountryOptions = (includeId?: number): Promise<CountryOption[]> =>
  api.get<CountryOption[]>('/api/lookups/countries/options', { query: { includeId } });

export const countryOptionsQuery = (includeId?: number) =>
  queryOptions({
    queryKey: ['countries', 'options', includeId ?? null],
    queryFn: () => fetchCountryOptions(includeId),
  });

export const useCountryOptions = (includeId?: number) => useQuery(countryOptionsQuery(includeId));
