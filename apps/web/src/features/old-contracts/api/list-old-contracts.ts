import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OldContractListResponse } from '@portal/contracts/hr-pool/old-contracts';
import { api, type QueryValue } from '../../../lib/api-client';
import { OLD_CONTRACTS_URL, oldContractKeys } from './old-contracts-keys';

/** `GET /api/old-contracts`: exact passport, visa number and employer id; one page and the total. */
export const fetchOldContracts = (query: Record<string, QueryValue>): Promise<OldContractListResponse> =>
  api.get<OldContractListResponse>(OLD_CONTRACTS_URL, { query });

export const oldContractsQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: oldContractKeys.list(query),
    queryFn: () => fetchOldContracts(query),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });

export const useOldContracts = (query: Record<string, QueryValue>) => useQuery(oldContractsQuery(query));
