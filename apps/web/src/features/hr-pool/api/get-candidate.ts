import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Candidate } from '@portal/contracts/hr-pool/candidates';
import { api } from '../../../lib/api-client';
import { CANDIDATES_URL, candidateKeys } from './candidates-keys';

/** `GET /api/hr-pool/candidates/{id}`: 404 for a candidate outside the caller's scope. */
export const fetchCandidate = (id: number): Promise<Candidate> =>
  api.get<Candidate>(`${CANDIDATES_URL}/${id}`);

export const candidateQuery = (id: number) =>
  queryOptions({
    queryKey: candidateKeys.one(id),
    queryFn: () => fetchCandidate(id),
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });

export const useCandidate = (id: number, enabled = true) => useQuery({ ...candidateQuery(id), enabled });
