import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { api } from '../../../lib/api-client';
import { CONTRACTS_URL, contractKeys } from './contracts-keys';

/** `PUT /api/partnership/contracts/{id}/confirm`: the pending terms become the contract's terms. */
export const useConfirmContract = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<PartnershipContract>(`${CONTRACTS_URL}/${id}/confirm`, {}),
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
};
