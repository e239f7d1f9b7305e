import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartnershipContractList } from '@portal/contracts/partnership-contracts/schemas';
import { api, type QueryValue } from '../../../lib/api-client';
import { CONTRACTS_URL, contractKeys } from './contracts-keys';

/** `GET /api/partnership/contracts?…`: the contracts the caller sees, filtered and paged (10 a page). */
export const useContractList = (query: Record<string, QueryValue>) =>
  useQuery({
    queryKey: contractKeys.list(query),
    queryFn: () => api.get<PartnershipContractList>(CONTRACTS_URL, { query }),
    placeholderData: keepPreviousData,
  });
