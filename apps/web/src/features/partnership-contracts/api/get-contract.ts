import { useQuery } from '@tanstack/react-query';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { api } from '../../../lib/api-client';
import { CONTRACTS_URL, contractKeys } from './contracts-keys';

/** `GET /api/partnership/contracts/{id}`: the contract with its terms and any pending update. */
export const useContract = (id: number) =>
  useQuery({
    queryKey: contractKeys.one(id),
    queryFn: () => api.get<PartnershipContract>(`${CONTRACTS_URL}/${id}`),
    retry: false,
  });
