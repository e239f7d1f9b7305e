import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReasonInput, ReasonRecord } from '@portal/contracts/lookups-reasons';
import { api } from '../../../lib/api-client';

/** `PUT /api/lookups/reasons/{id}`. */
export const updateReason = (id: number, input: ReasonInput): Promise<ReasonRecord> =>
  api.put<ReasonRecord>(`/api/lookups/reasons/${id}`, input);

export const useUpdateReason = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReasonInput) => updateReason(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (reason) => {
      client.setQueryData(['reasons', 'one', id], reason);
    },
  });
};
