import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Visa } from '@portal/contracts/visas';
import { api } from '../../../lib/api-client';

/** `GET /api/visas/{id}`: the visa with its country and job, inactive ones included. */
export const fetchVisa = (id: number): Promise<Visa> => api.get<Visa>(`/api/visas/${id}`);

export const visaQuery = (id: number) =>
  queryOptions({ queryKey: ['visas', 'one', id], queryFn: () => fetchVisa(id) });

export const useVisa = (id: number, enabled = true) => useQuery({ ...visaQuery(id), enabled });
