import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OldContract } from '@portal/contracts/hr-pool/old-contracts';
import { api } from '../../../lib/api-client';
import { OLD_CONTRACTS_URL, oldContractKeys } from './old-contracts-keys';

/** `GET /api/old-contracts/{id}`: 404 for a contract outside the caller's countries. */
export const fetchOldContract = (id: number): Promise<OldContract> =>
  api.get<OldContract>(`${OLD_CONTRACTS_URL}/${id}`);

export const oldContractQuery = (id: number) =>
  queryOptions({
    queryKey: oldContractKeys.one(id),
    queryFn: () => fetchOldContract(id),
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });

export const useOldContract = (id: number | null) =>
  useQuery({ ...oldContractQuery(id ?? 0), enabled: id !== null });
