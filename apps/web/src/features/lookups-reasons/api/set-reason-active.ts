import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { api } from '../../../lib/api-client';

/** `POST /api/lookups/reasons/{id}/activate` or `/deactivate`. */
export const setReasonActive = ({ id, active }: { id: number; active: boolean }): Promise<ReasonRecord> =>
  api.post<ReasonRecord>(`/api/lookups/reasons/${id}/${active ? 'activate' : 'deactivate'}`);

export const useSetReasonActive = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setReasonActive,
    onSuccess: (reason) => {
      client.setQueryData(['reasons', 'one', reason.id], reason);
    },
  });
};
