import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DltTakeInput, DltTakeResult } from '@portal/contracts/hr-pool/dlt';
import { api } from '../../../lib/api-client';
import { DLT_URL, dltKeys } from './dlt-keys';

/** `POST /api/hr-pool/dlt/{id}/take`: the agency takes the worker; the answer names the new candidate. */
export const takeDltWorker = ({ id, ...input }: DltTakeInput & { id: number }): Promise<DltTakeResult> =>
  api.post<DltTakeResult>(`${DLT_URL}/${id}/take`, input);

export const useTakeDltWorker = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeDltWorker,
    // The dialog shows the refusal (another agency was first) and the list refreshes either way.
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => client.invalidateQueries({ queryKey: dltKeys.all }),
  });
};
