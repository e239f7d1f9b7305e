import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quota } from '@portal/contracts/lookups-quotas';
import { api } from '../../../lib/api-client';

/** `GET /api/lookups/quotas/{id}`. */
export const fetchQuota = (id: number): Promise<Quota> => api.get<Quota>(`/api/lookups/quotas/${id}`);

export const quotaQuery = (id: number) =>
  queryOptions({ queryKey: ['quotas', 'one', id], queryFn: () => fetchQuota(id) });

export const useQuota = (id: number, enabled = true) => useQuery({ ...quotaQuery(id), enabled });
