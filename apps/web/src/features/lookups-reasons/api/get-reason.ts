import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { api } from '../../../lib/api-client';

/** `GET /api/lookups/reasons/{id}`. */
export const fetchReason = (id: number): Promise<ReasonRecord> =>
  api.get<ReasonRecord>(`/api/lookups/reasons/${id}`);

export const reasonQuery = (id: number) =>
  queryOptions({ queryKey: ['reasons', 'one', id], queryFn: () => fetchReason(id) });

export const useReason = (id: number, enabled = true) => useQuery({ ...reasonQuery(id), enabled });
