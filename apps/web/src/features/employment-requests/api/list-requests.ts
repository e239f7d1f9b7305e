import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmploymentRequestSummary } from '@portal/contracts/employment-requests/schemas';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';
import { REQUESTS_URL, requestKeys } from './requests-keys';

/** The list answer; the total may be an estimate on very large results (like the HR pool). */
export type RequestList = ListResponse<EmploymentRequestSummary> & { totalIsEstimate?: boolean };

/**
 * `GET /api/employment-requests?…`: one page of the requests the caller sees (`status` comma
 * separated, `waiting=true` for the pending queue, `after` the keyset cursor).
 */
export const useRequestList = (query: Record<string, QueryValue>, enabled = true) =>
  useQuery({
    queryKey: requestKeys.list(query),
    queryFn: () => api.get<RequestList>(REQUESTS_URL, { query }),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
    enabled,
  });
