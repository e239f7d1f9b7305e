import { useQuery } from '@tanstack/react-query';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { api } from '../../../lib/api-client';
import { TRANSFERS_URL, transferKeys } from './transfers-keys';

/** `GET /api/transfer-contracts/{id}`: the transfer with its parties, worker and the caller's `actions`. */
export const useTransfer = (id: number) =>
  useQuery({
    queryKey: transferKeys.one(id),
    queryFn: () => api.get<TransferContract>(`${TRANSFERS_URL}/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
