import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateLimitsResponse } from '@portal/contracts/hr-pool/candidates';
import { SETTING_DEFAULTS } from '@portal/contracts/settings';
import { api } from '../../../lib/api-client';
import { CANDIDATES_URL, candidateKeys } from './candidates-keys';

/** `GET /api/hr-pool/candidates/limits`: the current size limits of the photo and CV, in MB. */
export const fetchCandidateLimits = (): Promise<CandidateLimitsResponse> =>
  api.get<CandidateLimitsResponse>(`${CANDIDATES_URL}/limits`);

export const candidateLimitsQuery = () =>
  queryOptions({ queryKey: candidateKeys.limits, queryFn: fetchCandidateLimits });

/** The current limits; the defaults while they load (or when they cannot be read: the server checks again). */
export const useCandidateLimits = (): CandidateLimitsResponse =>
  useQuery(candidateLimitsQuery()).data ?? SETTING_DEFAULTS.candidateDocumentLimits;
