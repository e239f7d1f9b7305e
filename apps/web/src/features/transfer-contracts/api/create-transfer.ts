import type { TransferContract, TransferContractCreate } from '@portal/contracts/transfer-contracts/schemas';
import { api } from '../../../lib/api-client';
import { TRANSFERS_URL } from './transfers-keys';

/** `POST /api/transfer-contracts`: the office asks to move the worker; answers the new transfer (PENDING). */
export const createTransfer = (body: TransferContractCreate) =>
  api.post<TransferContract>(TRANSFERS_URL, body);
