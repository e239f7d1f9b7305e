import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@portal/contracts/lookups-countries';
import { api } from '../../../lib/api-client';

/** `GET /api/lookups/countries/{id}`. */
export const fetchCountry = (id: number): Promise<Country> =>
  api.get<Country>(`/api/lookups/countries/${id}`);

export const countryQuery = (id: number) =>
  queryOptions({ queryKey: ['countries', 'one', id], queryFn: () => fetchCountry(id) });

export const useCountry = (id: number, enabled = true) => useQuery({ ...countryQuery(id), enabled });
