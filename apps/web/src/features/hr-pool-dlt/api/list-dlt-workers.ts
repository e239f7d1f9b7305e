import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DltListResponse } from '@portal/contracts/hr-pool/dlt';
import { api, type QueryValue } from '../../../lib/api-client';
import { DLT_URL, dltKeys } from './dlt-keys';

/** `GET /api/hr-pool/dlt`: one page of the DLT workers the caller sees (filters q, gender, jobId, taken). */
export const fetchDltWorkers = (query: Record<string, QueryValue>): Promise<DltListResponse> =>
  api.get<DltListResponse>(DLT_URL, { query });

export const dltWorkersQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: dltKeys.list(query),
    queryFn: () => fetchDltWorkers(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useDltWorkers = (query: Record<string, QueryValue>, enabled = true) =>
  useQuery({ ...dltWorkersQuery(query), enabled });
