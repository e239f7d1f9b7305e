import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransferableWorkersResponse } from '@portal/contracts/transfer-contracts/schemas';
import { api } from '../../../lib/api-client';
import { TRANSFERS_URL, transferKeys } from './transfers-keys';

/**
 * `GET /api/transfer-contracts/workers?q=`: the office's workers it may transfer now (an arrived
 * request's worker or an old contract's, with no open transfer); `q` on names, passport, reference.
 */
export const useTransferableWorkers = (q: string) =>
  useQuery({
    queryKey: transferKeys.workers(q),
    queryFn: () =>
      api.get<TransferableWorkersResponse>(`${TRANSFERS_URL}/workers`, { query: q ? { q } : {} }),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });
