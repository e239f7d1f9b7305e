import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import type { TransferContractAction } from '@portal/contracts/transfer-contracts/transitions';
import { api } from '../../../lib/api-client';
import { TRANSFERS_URL } from './transfers-keys';

/** `POST /api/transfer-contracts/{id}/{action}` with `{}` or `{ reasonId }`: answers the transfer as it is now. */
export const postTransferAction = (id: number, action: TransferContractAction, reasonId?: number) =>
  api.post<TransferContract>(`${TRANSFERS_URL}/${id}/${action}`, reasonId === undefined ? {} : { reasonId });
