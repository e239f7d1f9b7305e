import type {
  OldContract,
  OldContractListQuery,
  OldContractListResponse,
} from '@portal/contracts/hr-pool/old-contracts';
import type { Database } from '../../db/client';
import type { Executor } from '../../platform/history/service';
import { notFound } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import {
  countOldContracts,
  findOldContract,
  findOldContractsPage,
  isSearch,
  oldContractsWhere,
  upsertOldContracts,
  type NewOldContractRow,
  type OldContractWithCountry,
} from './repository';
import { findByPassport } from './passport-search';
import { visibleOldContractCountry, visibleOldContracts } from './scope';

export const toOldContract = ({ contract, country }: OldContractWithCountry): OldContract => ({
  id: contract.id,
  contractNumber: contract.contractNumber,
  country: { id: country.id, code3: country.code3, name: { ar: country.nameAr, en: country.nameEn } },
  passportNumber: contract.passportNumber,
  workerName: { ar: contract.workerNameAr, en: contract.workerNameEn },
  visaNumber: contract.visaNumber,
  employerId: contract.employerId,
  employerName: contract.employerName,
  officeName: contract.officeName,
  agencyName: contract.agencyName,
  jobTitle: contract.jobTitle,
  monthlySalary: contract.monthlySalary,
  contractDate: contract.contractDate,
  importedAt: contract.importedAt.toISOString(),
});

/**
 * The caller's old contracts matching the search, one page and the (capped) total. A page that is
 * not full tells the total by itself (a passport or visa search mostly is), so the count runs only
 * when it cannot: one query instead of two on the search path.
 */
export const listOldContracts = async (
  db: Database,
  session: EstablishmentSession,
  query: OldContractListQuery,
): Promise<OldContractListResponse> => {
  const where = oldContractsWhere(query, visibleOldContracts(session));
  const offset = query.page * query.size;
  const country = visibleOldContractCountry(session);
  const byPassportOnly = query.passport && !query.visa && !query.employerId && !query.countryId;
  const rows =
    byPassportOnly && country !== undefined
      ? await findByPassport(db, query.passport!, country, query.size, offset)
      : await findOldContractsPage(db, where, isSearch(query), query.size, offset);
  const pageTellsTotal = rows.length < query.size && (rows.length > 0 || query.page === 0);
  const { total, totalIsEstimate } = pageTellsTotal
    ? { total: offset + rows.length, totalIsEstimate: false }
    : await countOldContracts(db, where);
  return { items: rows.map(toOldContract), total, totalIsEstimate, page: query.page, size: query.size };
};

/** One old contract the caller may see; 404 otherwise. */
export const getOldContract = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<OldContract> => {
  const row = await findOldContract(db, id, visibleOldContracts(session));
  if (!row) throw notFound('oldContracts.notFound');
  return toOldContract(row);
};

export type { NewOldContractRow };

/**
 * Adds old contracts or rewrites those (same country and number) whose values differ, in batches;
 * the demo seed writes through here as an import does.
 */
export const storeOldContracts = (tx: Executor, rows: readonly NewOldContractRow[]) =>
  upsertOldContracts(tx, rows);
