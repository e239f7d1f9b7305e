import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Country } from '@portal/contracts/lookups-countries';
import { api } from '../../../lib/api-client';

/** `POST /api/lookups/countries/{id}/activate` or `/deactivate` (active for recruitment). */
export const setCountryActive = ({ id, active }: { id: number; active: boolean }): Promise<Country> =>
  api.post<Country>(`/api/lookups/countries/${id}/${active ? 'activate' : 'deactivate'}`);

export const useSetCountryActive = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCountryActive,
    onSuccess: (country) => {
      client.setQueryData(['countries', 'one', country.id], country);
    },
  });
};
