import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visa, VisaInput } from '@portal/contracts/visas';
import { api } from '../../../lib/api-client';

/** `POST /api/visas` (409 on the number when it exists; 400 on an inactive country or job). */
export const createVisa = (input: VisaInput): Promise<Visa> => api.post<Visa>('/api/visas', input);

export const useCreateVisa = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVisa,
    // The form shows the errors (on the fields or as an alert).
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (visa) => client.setQueryData(['visas', 'one', visa.id], visa),
  });
};
