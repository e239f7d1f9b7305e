import { asc, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@portal/contracts/hr-pool/candidates';
import type { TransferContractListQuery } from '@portal/contracts/transfer-contracts/schemas';
import type { Database } from '../../db/client';
import { transferContracts as transfers } from '../../db/schema/index';
import { estimatedCount, listTotal } from '../../lib/list/estimated-total';
import { escapeLike, narrowed } from '../../lib/list/list-query';
import { selectTransferViews, type TransferView } from './repository';

export type TransferFilters = Omit<TransferContractListQuery, 'page' | 'size' | 'sort' | 'dir'>;

const NUMBER_PATTERN = /^(?:TC-?)?0*(\d{1,9})$/i;

/** The transfer number (`TC-0000123` or its digits), a passport's start, or part of a worker's name. */
const textSearch = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const text = q.trim();
  const number = NUMBER_PATTERN.exec(text)?.[1];
  const pattern = escapeLike(text);
  return or(
    number ? eq(transfers.id, Number(number)) : undefined,
    like(transfers.passportNumber, `${escapeLike(text.toUpperCase())}%`),
    ilike(transfers.workerNameEn, `%${pattern}%`),
    ilike(transfers.workerNameAr, `%${pattern}%`),
  );
};

/** The list's filters on the transfers table, within the caller's visibility. */
export const transfersWhere = (filters: TransferFilters, visible: SQL | undefined): SQL | undefined =>
  narrowed(
    visible,
    filters.id ? eq(transfers.id, filters.id) : undefined,
    filters.status && filters.status.length > 0 ? inArray(transfers.status, filters.status) : undefined,
    filters.countryId ? eq(transfers.countryId, filters.countryId) : undefined,
    textSearch(filters.q),
  );

/** One page: newest first unless `sort=createdAt&dir=asc` (the id follows the creation time). */
export const findTransferPage = (
  db: Database,
  where: SQL | undefined,
  query: Pick<TransferContractListQuery, 'page' | 'size' | 'sort' | 'dir'>,
): Promise<TransferView[]> =>
  selectTransferViews(db)
    .where(where)
    .orderBy(query.sort === 'createdAt' && query.dir === 'asc' ? asc(transfers.id) : desc(transfers.id))
    .limit(query.size)
    .offset(query.page * query.size);

/** The list's total: exact up to 10,000, the planner's estimate beyond (lib/list/estimated-total). */
export const transferTotal = async (db: Database, where: SQL | undefined, reached: number) => {
  const estimate = await estimatedCount(db, transfers, where);
  return (await listTotal(db, transfers, where, { reached, estimate, limit: EXACT_TOTAL_LIMIT })).total;
};
