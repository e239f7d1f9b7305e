import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visa, VisaInput } from '@portal/contracts/visas';
import { api } from '../../../lib/api-client';

/** `PUT /api/visas/{id}`: an available visa; it may keep the inactive country or job it holds. */
export const updateVisa = (id: number, input: VisaInput): Promise<Visa> =>
  api.put<Visa>(`/api/visas/${id}`, input);

export const useUpdateVisa = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VisaInput) => updateVisa(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (visa) => {
      client.setQueryData(['visas', 'one', id], visa);
    },
  });
};
