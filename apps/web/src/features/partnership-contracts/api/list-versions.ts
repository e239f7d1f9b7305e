import { useQuery } from '@tanstack/react-query';
import type { ContractVersion } from '@portal/contracts/partnership-contracts/schemas';
import { api } from '../../../lib/api-client';
import { CONTRACTS_URL, contractKeys } from './contracts-keys';

/** `GET /api/partnership/contracts/{id}/versions`: the approved versions, newest first. */
export const useContractVersions = (id: number) =>
  useQuery({
    queryKey: contractKeys.versions(id),
    queryFn: () => api.get<ContractVersion[]>(`${CONTRACTS_URL}/${id}/versions`),
  });
