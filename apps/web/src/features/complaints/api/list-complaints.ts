import { useQuery } from '@tanstack/react-query';
import type { ComplaintList, ComplaintListQuery } from '@portal/contracts/complaints';
import { buildQuery } from '../../../lib/api-client';
import { complaintKeys, connector } from './connector';

/** Connector `GET /api/complaints?status=&q=`: the complaints the caller's organisation sees. */
export const listComplaints = (query: ComplaintListQuery): Promise<ComplaintList> =>
  connector.request<ComplaintList>('GET', `/api/complaints${buildQuery(query)}`);

export const useComplaintList = (query: ComplaintListQuery) =>
  useQuery({
    queryKey: complaintKeys.list(query),
    queryFn: () => listComplaints(query),
    meta: { skipGlobalErrorHandler: true },
    retry: false,
  });
