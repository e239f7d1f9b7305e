import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Country, CountryUpdate } from '@portal/contracts/lookups-countries';
import { api } from '../../../lib/api-client';

/** `PUT /api/lookups/countries/{id}` (code3 is fixed). */
export const updateCountry = (id: number, input: CountryUpdate): Promise<Country> =>
  api.put<Country>(`/api/lookups/countries/${id}`, input);

export const useUpdateCountry = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CountryUpdate) => updateCountry(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (country) => {
      client.setQueryData(['countries', 'one', id], country);
    },
  });
};
