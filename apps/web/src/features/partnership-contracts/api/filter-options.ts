import { useQuery } from '@tanstack/react-query';
import type { ContractFilterOptions } from '@portal/contracts/partnership-contracts/schemas';
import { api } from '../../../lib/api-client';
import { CONTRACTS_URL, contractKeys } from './contracts-keys';

/**
 * `GET /api/partnership/contracts/filters/pro` (the local offices) or `.../filters/epro` (the
 * foreign agencies), with the countries, of the contracts the caller sees.
 */
export const useContractFilterOptions = (side: 'pro' | 'epro', enabled: boolean) =>
  useQuery({
    queryKey: contractKeys.filters(side),
    queryFn: () => api.get<ContractFilterOptions>(`${CONTRACTS_URL}/filters/${side}`),
    enabled,
    staleTime: 60_000,
  });
