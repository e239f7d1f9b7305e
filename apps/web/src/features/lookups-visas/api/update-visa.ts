import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visa, VisaUpdate } from '@portal/contracts/visas';
import { api } from '../../../lib/api-client';

/** `PUT /api/visas/{id}` with the `rowVersion` read: an available visa; it may keep the inactive country or job it holds. */
export const updateVisa = (id: number, input: VisaUpdate): Promise<Visa> =>
  api.put<Visa>(`/api/visas/${id}`, input);

export const useUpdateVisa = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VisaUpdate) => updateVisa(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (visa) => {
      client.setQueryData(['visas', 'one', id], visa);
    },
  });
};
