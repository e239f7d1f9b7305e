import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateListResponse } from '@portal/contracts/hr-pool/candidates';
import { api, type QueryValue } from '../../../lib/api-client';
import { CANDIDATES_URL, candidateKeys } from './candidates-keys';

/**
 * `GET /api/hr-pool/candidates`: one page of the candidates the caller sees, filtered
 * (`countryIds`, `careers` and `statuses` comma separated) and the total (an estimate beyond 10,000).
 */
export const fetchCandidates = (query: Record<string, QueryValue>): Promise<CandidateListResponse> =>
  api.get<CandidateListResponse>(CANDIDATES_URL, { query });

export const candidatesQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: candidateKeys.list(query),
    queryFn: () => fetchCandidates(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useCandidates = (query: Record<string, QueryValue>) => useQuery(candidatesQuery(query));
