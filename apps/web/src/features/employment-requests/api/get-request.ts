import { useQuery } from '@tanstack/react-query';
import type { EmploymentRequest, EmploymentRequestBulk } from '@portal/contracts/employment-requests/schemas';
import { api } from '../../../lib/api-client';
import { REQUESTS_URL, requestKeys } from './requests-keys';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** `GET /api/employment-requests/{id}`: the request with what its views show and the caller's `actions`. */
export const useRequest = (id: number) =>
  useQuery({
    queryKey: requestKeys.one(id),
    queryFn: () => api.get<EmploymentRequest>(`${REQUESTS_URL}/${id}`),
    enabled: validId(id),
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });

/** `GET /api/employment-requests/bulk/{id}`: the requests one submission made. */
export const useBulk = (id: number) =>
  useQuery({
    queryKey: requestKeys.bulk(id),
    queryFn: () => api.get<EmploymentRequestBulk>(`${REQUESTS_URL}/bulk/${id}`),
    enabled: validId(id),
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
