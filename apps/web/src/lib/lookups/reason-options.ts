import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reason, ReasonKind } from '@portal/contracts/reasons';
import { api } from '../api-client';

/**
 * `GET /api/lookups/reasons/options?kind=`: active reasons of a kind, plus `includeId` (the value a
 * record already holds). ETag-revalidated by the browser like the countries' options.
 */
export const fetchReasonOptions = (kind?: ReasonKind, includeId?: number): Promise<Reason[]> =>
  api.get<Reason[]>('/api/lookups/reasons/options', { query: { kind, includeId } });

export const reasonOptionsQuery = (kind?: ReasonKind, includeId?: number) =>
  queryOptions({
    queryKey: ['reasons', 'options', kind ?? null, includeId ?? null],
    queryFn: () => fetchReasonOptions(kind, includeId),
  });

export const useReasonOptions = (kind?: ReasonKind, includeId?: number) =>
  useQuery(reasonOptionsQuery(kind, includeId));
