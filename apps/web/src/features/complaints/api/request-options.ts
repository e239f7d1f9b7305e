import { useQuery } from '@tanstack/react-query';
import type { EmploymentRequestSummary } from '@portal/contracts/employment-requests/schemas';
import type { ListResponse } from '@portal/contracts/list';
import { api } from '../../../lib/api-client';

/** `GET /api/employment-requests?size=100`: the caller's newest requests, to pick the complaint's. */
export const useRequestOptions = () =>
  useQuery({
    queryKey: ['complaints', 'request-options'],
    queryFn: () =>
      api.get<ListResponse<EmploymentRequestSummary>>('/api/employment-requests', { query: { size: 100 } }),
  });
