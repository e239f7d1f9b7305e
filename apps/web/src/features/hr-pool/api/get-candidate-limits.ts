import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateLimitsResponse } from '@portal/contracts/hr-pool/candidates';
import {
  CANDIDATE_CV_DEFAULT_MB,
  CANDIDATE_PHOTO_DEFAULT_MB,
} from '@portal/contracts/hr-pool/candidates-values';
import { api } from '../../../lib/api-client';
import { CANDIDATES_URL, candidateKeys } from './candidates-keys';

/** `GET /api/hr-pool/candidates/limits`: the current size limits of the photo and CV, in MB. */
export const fetchCandidateLimits = (): Promise<CandidateLimitsResponse> =>
  api.get<CandidateLimitsResponse>(`${CANDIDATES_URL}/limits`);

export const candidateLimitsQuery = () =>
  queryOptions({ queryKey: candidateKeys.limits, queryFn: fetchCandidateLimits });

/**
 * The setting's defaults (`SETTING_DEFAULTS.candidateDocumentLimits` is built from the same constants),
 * without the settings' schemas: the candidate form loads no zod before its first check (decision 0064).
 */
const DEFAULT_LIMITS: CandidateLimitsResponse = {
  photoMb: CANDIDATE_PHOTO_DEFAULT_MB,
  cvMb: CANDIDATE_CV_DEFAULT_MB,
};

/** The current limits; the defaults while they load (or when they cannot be read: the server checks again). */
export const useCandidateLimits = (): CandidateLimitsResponse =>
  useQuery(candidateLimitsQuery()).data ?? DEFAULT_LIMITS;
