import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  EmploymentRequestSubmit,
  EmploymentRequestSubmitResponse,
  WizardCandidate,
  WizardVisa,
} from '@portal/contracts/employment-requests/wizard';
import type { ListResponse } from '@portal/contracts/list';
import { api } from '../../../lib/api-client';

const BASE = '/api/employment-requests';
const WIZARD = `${BASE}/wizard`;
/** Candidates shown per page for one visa. */
export const CANDIDATE_PAGE_SIZE = 10;

/** `GET …/wizard/visas?nationalId=`: the employer's visas a request can take (null: nothing asked yet). */
export const useWizardVisas = (nationalId: string | null) =>
  useQuery({
    queryKey: ['employmentWizard', 'visas', nationalId],
    queryFn: ({ signal }) =>
      api.get<{ items: WizardVisa[] }>(`${WIZARD}/visas`, { query: { nationalId }, signal }),
    enabled: nationalId !== null,
    staleTime: 0,
    meta: { skipGlobalErrorHandler: true },
  });

/** `GET …/wizard/candidates?visaId=&q=&page=`: the candidates that fit one visa, a page at a time. */
export const useWizardCandidates = (visaId: number, q: string, page: number) =>
  useQuery({
    queryKey: ['employmentWizard', 'candidates', visaId, q, page],
    queryFn: ({ signal }) =>
      api.get<ListResponse<WizardCandidate>>(`${WIZARD}/candidates`, {
        query: { visaId, q, page, size: CANDIDATE_PAGE_SIZE },
        signal,
      }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    meta: { skipGlobalErrorHandler: true },
  });

/** `GET …/wizard/availability?ids=`: which of the chosen candidates were taken since. */
export const useCandidateAvailability = (ids: number[]) =>
  useQuery({
    queryKey: ['employmentWizard', 'availability', [...ids].sort((a, b) => a - b)],
    queryFn: ({ signal }) => fetchUnavailable(ids, signal),
    enabled: ids.length > 0,
    staleTime: 0,
    meta: { skipGlobalErrorHandler: true },
  });

export const fetchUnavailable = async (ids: number[], signal?: AbortSignal): Promise<number[]> =>
  (
    await api.get<{ unavailable: number[] }>(`${WIZARD}/availability`, {
      query: { ids: ids.join(',') },
      signal,
    })
  ).unavailable;

/** `POST /api/employment-requests`: every step at once; errors are shown by the wizard. */
export const useSubmitEmploymentRequest = () =>
  useMutation({
    mutationFn: (body: EmploymentRequestSubmit) => api.post<EmploymentRequestSubmitResponse>(BASE, body),
    meta: { skipGlobalErrorHandler: true },
  });
