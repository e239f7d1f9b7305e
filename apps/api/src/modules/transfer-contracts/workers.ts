import { and, desc, eq, ilike, inArray, like, notExists, or, sql, type AnyColumn } from 'drizzle-orm';
import { TRANSFER_CONTRACT_STATUS } from '@portal/contracts/transfer-contracts/statuses';
import { OPEN_TRANSFER_STATUSES } from '@portal/contracts/transfer-contracts/transitions';
import type { TransferableWorker } from '@portal/contracts/transfer-contracts/schemas';
import type { Database } from '../../db/client';
import {
  candidates,
  countries,
  employers,
  employmentRequests as requests,
  oldWorkerContracts as oldContracts,
  transferContracts as transfers,
} from '../../db/schema/index';
import { escapeLike } from '../../lib/list/list-query';
import type { Executor } from '../../platform/history/service';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';

/** How many workers of each source the look-up answers (the form narrows with `q`). */
export const WORKER_LOOKUP_LIMIT = 20;

const requestNumber = (id: number) => `ER-${String(id).padStart(7, '0')}`;
const REQUEST_NUMBER = /^(?:ER-?)?0*(\d{1,9})$/i;

const noOpenTransfer = (db: Database | Executor, column: AnyColumn, on: 'request' | 'contract') =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(transfers)
      .where(
        and(
          eq(on === 'request' ? transfers.employmentRequestId : transfers.oldContractId, column),
          inArray(transfers.status, [...OPEN_TRANSFER_STATUSES]),
        ),
      ),
  );

/**
 * The employer each worker works for now: the new employer of the worker's latest COMPLETED
 * transfer, else none (the source's own employer then).
 */
export const currentEmployersOf = async (
  db: Database | Executor,
  on: 'request' | 'contract',
  ids: number[],
): Promise<Map<number, typeof employers.$inferSelect>> => {
  if (ids.length === 0) return new Map();
  const sourceColumn = on === 'request' ? transfers.employmentRequestId : transfers.oldContractId;
  const rows = await db
    .select({ sourceId: sourceColumn, employer: employers })
    .from(transfers)
    .innerJoin(employers, eq(employers.id, transfers.newEmployerId))
    .where(and(inArray(sourceColumn, ids), eq(transfers.status, TRANSFER_CONTRACT_STATUS.COMPLETED)))
    .orderBy(desc(transfers.completedAt), desc(transfers.id));
  const result = new Map<number, typeof employers.$inferSelect>();
  for (const row of rows)
    if (row.sourceId !== null && !result.has(row.sourceId)) result.set(row.sourceId, row.employer);
  return result;
};

const nameLike = (q: string, columns: { ar: AnyColumn; en: AnyColumn }) =>
  or(ilike(columns.en, `%${escapeLike(q)}%`), ilike(columns.ar, `%${escapeLike(q)}%`));

/** The office's ARRIVED requests whose worker has no open transfer. */
const requestWorkers = async (
  db: Database,
  officeId: number,
  q: string | undefined,
): Promise<TransferableWorker[]> => {
  const number = q ? REQUEST_NUMBER.exec(q)?.[1] : undefined;
  const rows = await db
    .select({
      requestId: requests.id,
      agencyId: requests.agencyId,
      candidate: {
        nameAr: candidates.nameAr,
        nameEn: candidates.nameEn,
        passportNumber: candidates.passportNumber,
      },
      country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
      employer: employers,
    })
    .from(requests)
    .innerJoin(candidates, eq(candidates.id, requests.candidateId))
    .innerJoin(countries, eq(countries.id, requests.countryId))
    .innerJoin(employers, eq(employers.id, requests.employerId))
    .where(
      and(
        eq(requests.officeId, officeId),
        eq(requests.status, EMPLOYMENT_REQUEST_STATUS.ARRIVED),
        noOpenTransfer(db, requests.id, 'request'),
        q
          ? or(
              number ? eq(requests.id, Number(number)) : undefined,
              like(candidates.passportNumber, `${escapeLike(q.toUpperCase())}%`),
              nameLike(q, { ar: candidates.nameAr, en: candidates.nameEn }),
            )
          : undefined,
      ),
    )
    .orderBy(desc(requests.id))
    .limit(WORKER_LOOKUP_LIMIT);
  const current = await currentEmployersOf(
    db,
    'request',
    rows.map((row) => row.requestId),
  );
  return rows.map((row) => {
    const employer = current.get(row.requestId) ?? row.employer;
    return {
      source: { employmentRequestId: row.requestId },
      name: { ar: row.candidate.nameAr, en: row.candidate.nameEn },
      passportNumber: row.candidate.passportNumber,
      country: { id: row.country.id, name: { ar: row.country.nameAr, en: row.country.nameEn } },
      reference: requestNumber(row.requestId),
      employer: { nationalId: employer.nationalId, name: { ar: employer.nameAr, en: employer.nameEn } },
      hasAgency: true,
    };
  });
};

/** Old contracts' workers (imported, of any office of the time) with no open transfer. */
const oldContractWorkers = async (db: Database, q: string | undefined): Promise<TransferableWorker[]> => {
  const rows = await db
    .select({
      contract: oldContracts,
      country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
    })
    .from(oldContracts)
    .innerJoin(countries, eq(countries.id, oldContracts.countryId))
    .where(
      and(
        noOpenTransfer(db, oldContracts.id, 'contract'),
        q
          ? or(
              like(oldContracts.contractNumber, `${escapeLike(q)}%`),
              like(oldContracts.passportNumber, `${escapeLike(q.toUpperCase())}%`),
              nameLike(q, { ar: oldContracts.workerNameAr, en: oldContracts.workerNameEn }),
            )
          : undefined,
      ),
    )
    .orderBy(desc(oldContracts.id))
    .limit(WORKER_LOOKUP_LIMIT);
  const current = await currentEmployersOf(
    db,
    'contract',
    rows.map((row) => row.contract.id),
  );
  return rows.map(({ contract, country }) => {
    const employer = current.get(contract.id);
    return {
      source: { oldContractId: contract.id },
      name: { ar: contract.workerNameAr, en: contract.workerNameEn },
      passportNumber: contract.passportNumber,
      country: { id: country.id, name: { ar: country.nameAr, en: country.nameEn } },
      reference: contract.contractNumber,
      employer: employer
        ? { nationalId: employer.nationalId, name: { ar: employer.nameAr, en: employer.nameEn } }
        : { nationalId: contract.employerId, name: { ar: contract.employerName, en: contract.employerName } },
      hasAgency: false,
    };
  });
};

/** `GET /api/transfer-contracts/workers?q=`: the office's arrived workers first, then old contracts'. */
export const transferableWorkers = async (
  db: Database,
  officeId: number,
  q: string | undefined,
): Promise<{ items: TransferableWorker[] }> => ({
  items: [...(await requestWorkers(db, officeId, q)), ...(await oldContractWorkers(db, q))],
});
