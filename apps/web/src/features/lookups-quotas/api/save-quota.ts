import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quota, QuotaInput } from '@portal/contracts/lookups-quotas';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/lookups/quotas` (no id) or `PUT /api/lookups/quotas/{id}` with the `rowVersion` the form
 * was read on; 409 on the month when taken.
 */
export const saveQuota = (
  id: number | undefined,
  input: QuotaInput & { rowVersion?: number | undefined },
): Promise<Quota> =>
  id ? api.put<Quota>(`/api/lookups/quotas/${id}`, input) : api.post<Quota>('/api/lookups/quotas', input);

export const useSaveQuota = (id?: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotaInput & { rowVersion?: number | undefined }) => saveQuota(id, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (quota) => {
      client.setQueryData(['quotas', 'one', quota.id], quota);
    },
  });
};
