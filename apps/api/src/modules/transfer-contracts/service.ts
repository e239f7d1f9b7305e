import type { ListResponse } from '@portal/contracts/list';
import type {
  TransferContract,
  TransferContractListQuery,
  TransferContractSummary,
} from '@portal/contracts/transfer-contracts/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import { findTransferPage, transferTotal, transfersWhere } from './list-repository';
import { toDetail, toSummary } from './present';
import { findTransferView } from './repository';
import { visibleTransfers } from './scope';

/** One transfer the caller sees (404 outside their visibility), with the actions they may take now. */
export const getTransferContract = async (
  db: Database | Executor,
  session: EstablishmentSession,
  id: number,
): Promise<TransferContract> => {
  const view = await findTransferView(db, id, visibleTransfers(session));
  if (!view) throw notFound();
  return toDetail(view, session);
};

/** `GET /api/transfer-contracts`: one page of the visible transfers with the filtered total. */
export const listTransferContracts = async (
  db: Database,
  session: EstablishmentSession,
  query: TransferContractListQuery,
): Promise<ListResponse<TransferContractSummary>> => {
  const where = transfersWhere(query, visibleTransfers(session));
  const rows = await findTransferPage(db, where, query);
  const reached = rows.length > 0 ? query.page * query.size + rows.length : 0;
  const total = await transferTotal(db, where, reached);
  return { items: rows.map(toSummary), total, page: query.page, size: query.size };
};
