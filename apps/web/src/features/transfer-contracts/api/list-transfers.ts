import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransferContractSummary } from '@portal/contracts/transfer-contracts/schemas';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';
import { TRANSFERS_URL, transferKeys } from './transfers-keys';

/**
 * `GET /api/transfer-contracts?…`: one page of the transfers the caller sees (`status` comma
 * separated, `q` on the worker's names and passport and the TC number), newest first.
 */
export const useTransferList = (query: Record<string, QueryValue>) =>
  useQuery({
    queryKey: transferKeys.list(query),
    queryFn: () => api.get<ListResponse<TransferContractSummary>>(TRANSFERS_URL, { query }),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });
