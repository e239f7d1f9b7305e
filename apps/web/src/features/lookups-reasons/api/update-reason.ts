import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReasonRecord, ReasonUpdate } from '@portal/contracts/lookups-reasons';
import { api } from '../../../lib/api-client';

/** `PUT /api/lookups/reasons/{id}` with the `rowVersion` the form was read on. */
export const updateReason = (id: number, input: ReasonUpdate): Promise<ReasonRecord> =>
  api.put<ReasonRecord>(`/api/lookups/reasons/${id}`, input);

export const useUpdateReason = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReasonUpdate) => updateReason(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (reason) => {
      client.setQueryData(['reasons', 'one', id], reason);
    },
  });
};
