import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import { EMPLOYER_CITY_LOCATIONS, type EmployerCity } from '@portal/contracts/employers';
import type {
  TransferContract,
  TransferContractCreate,
  TransferSource,
} from '@portal/contracts/transfer-contracts/schemas';
import { TRANSFER_CONTRACT_STATUS } from '@portal/contracts/transfer-contracts/statuses';
import { OPEN_TRANSFER_STATUSES } from '@portal/contracts/transfer-contracts/transitions';
import type { Database } from '../../db/client';
import {
  candidates,
  employers,
  employmentRequests as requests,
  oldWorkerContracts as oldContracts,
  transferContracts as transfers,
} from '../../db/schema/index';
import { translate, type MessageKey } from '../../i18n/catalogue';
import { badRequest, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql-state';
import { creationChanges, recordChange, type Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import { employerOfReference, findOrCreateEmployer } from '../employers/find-or-create';
import { getTransferContract } from './service';
import { currentEmployersOf } from './workers';
import { CANDIDATE_STATUS } from '@portal/contracts/hr-pool/enums';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';

/** The worker as a transfer copies it, with the employer they work for now. */
type Worker = {
  employmentRequestId: number | null;
  candidateId: number | null;
  oldContractId: number | null;
  agencyId: number | null;
  countryId: number;
  workerNameAr: string;
  workerNameEn: string;
  passportNumber: string;
  /** The current employer's row, or (an old contract's worker never transferred) its id and name. */
  employer: typeof employers.$inferSelect | { nationalId: string; name: string };
};

const fieldError = (language: Language, field: string, key: MessageKey, status: 400 | 409 = 400) => {
  const options = { fieldErrors: { [field]: [translate(language, key)] } };
  return status === 400 ? badRequest(key, options) : conflict(key, options);
};

/** An ARRIVED request of this office (its row locked until the transfer commits). */
const requestWorker = async (
  tx: Executor,
  officeId: number,
  id: number,
  language: Language,
): Promise<Worker> => {
  const [row] = await tx
    .select({ request: requests, candidate: candidates, employer: employers })
    .from(requests)
    .innerJoin(candidates, eq(candidates.id, requests.candidateId))
    .innerJoin(employers, eq(employers.id, requests.employerId))
    .where(and(eq(requests.id, id), eq(requests.officeId, officeId)))
    .for('update', { of: requests });
  if (!row) throw fieldError(language, 'source', 'transferContracts.workerUnknown');
  if (
    row.request.status !== EMPLOYMENT_REQUEST_STATUS.ARRIVED ||
    row.candidate.status !== CANDIDATE_STATUS.EMPLOYEE
  ) {
    throw fieldError(language, 'source', 'transferContracts.workerNotArrived', 409);
  }
  const current = await currentEmployersOf(tx, 'request', [id]);
  return {
    employmentRequestId: id,
    candidateId: row.candidate.id,
    oldContractId: null,
    agencyId: row.request.agencyId,
    countryId: row.request.countryId,
    workerNameAr: row.candidate.nameAr,
    workerNameEn: row.candidate.nameEn,
    passportNumber: row.candidate.passportNumber,
    employer: current.get(id) ?? row.employer,
  };
};

/** An old contract's worker (imported contracts are the portal's, not one office's). */
const oldContractWorker = async (tx: Executor, id: number, language: Language): Promise<Worker> => {
  const [contract] = await tx.select().from(oldContracts).where(eq(oldContracts.id, id)).for('update');
  if (!contract) throw fieldError(language, 'source', 'transferContracts.workerUnknown');
  const current = await currentEmployersOf(tx, 'contract', [id]);
  return {
    employmentRequestId: null,
    candidateId: null,
    oldContractId: id,
    agencyId: null,
    countryId: contract.countryId,
    workerNameAr: contract.workerNameAr,
    workerNameEn: contract.workerNameEn,
    passportNumber: contract.passportNumber,
    employer: current.get(id) ?? { nationalId: contract.employerId, name: contract.employerName },
  };
};

const workerOf = (tx: Executor, officeId: number, source: TransferSource, language: Language) =>
  'employmentRequestId' in source
    ? requestWorker(tx, officeId, source.employmentRequestId, language)
    : oldContractWorker(tx, source.oldContractId, language);

/**
 * The old employer's row. An old contract names its employer by id and name only: when the portal
 * does not know that employer yet, it is added with that name and the new employer's city (the
 * worker's region; no mobile or address are known) and its history says so.
 */
const oldEmployerRow = async (
  tx: Executor,
  session: EstablishmentSession,
  employer: Worker['employer'],
  city: EmployerCity,
) => {
  if ('id' in employer) return employer;
  const named = { nameAr: employer.name, nameEn: employer.name, mobile: '', city, address: '' };
  return findOrCreateEmployer(tx, session, employer.nationalId, () => named, [
    'nationalId',
    'nameAr',
    'nameEn',
    'city',
  ]);
};

const openTransferOf = async (tx: Executor, worker: Worker) => {
  const [open] = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      and(
        worker.employmentRequestId !== null
          ? eq(transfers.employmentRequestId, worker.employmentRequestId)
          : eq(transfers.oldContractId, worker.oldContractId!),
        inArray(transfers.status, [...OPEN_TRANSFER_STATUSES]),
      ),
    )
    .limit(1);
  return open;
};

const alreadyTransferring = (language: Language) =>
  fieldError(language, 'source', 'transferContracts.alreadyTransferring', 409);

/**
 * `POST /api/transfer-contracts`: the office moves one of its ARRIVED workers (or an old contract's
 * worker) to a new employer. Refusals: an unknown worker or another office's (400), a worker not
 * arrived (409), the same employer (400), a worker already being transferred (409, also when two
 * offices race: the partial unique index decides). The new employer is referenced as the wizard's
 * is: a registered one as saved, a new one created (employerOfReference).
 */
export const createTransfer = async (
  db: Database,
  session: EstablishmentSession,
  body: TransferContractCreate,
  language: Language,
): Promise<TransferContract> => {
  const now = new Date();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const worker = await workerOf(tx, session.organization.id, body.source, language);
      if (await openTransferOf(tx, worker)) throw alreadyTransferring(language);
      if (worker.employer.nationalId === body.newEmployer.nationalId) {
        throw fieldError(language, 'newEmployer.nationalId', 'transferContracts.sameEmployer');
      }
      const newEmployer = await employerOfReference(tx, session, body.newEmployer, 'newEmployer', language);
      const oldEmployer = await oldEmployerRow(tx, session, worker.employer, newEmployer.city);
      const values = {
        officeId: session.organization.id,
        agencyId: worker.agencyId,
        countryId: worker.countryId,
        officeLocation: EMPLOYER_CITY_LOCATIONS[newEmployer.city],
        employmentRequestId: worker.employmentRequestId,
        candidateId: worker.candidateId,
        oldContractId: worker.oldContractId,
        workerNameAr: worker.workerNameAr,
        workerNameEn: worker.workerNameEn,
        passportNumber: worker.passportNumber,
        oldEmployerId: oldEmployer.id,
        newEmployerId: newEmployer.id,
        fee: body.fee,
        workerConsent: body.workerConsent,
        workerConsentAt: now,
        status: TRANSFER_CONTRACT_STATUS.PENDING,
        createdBy: session.user.id,
        updatedBy: session.user.id,
        createdAt: now,
        updatedAt: now,
      };
      const [row] = await tx.insert(transfers).values(values).returning({ id: transfers.id });
      await recordChange(tx, {
        entityType: 'transferContract',
        entityId: row!.id,
        action: 'create',
        changedBy: session.user.id,
        changes: creationChanges(values, [
          'status',
          'employmentRequestId',
          'oldContractId',
          'passportNumber',
          'oldEmployerId',
          'newEmployerId',
          'fee',
          'workerConsent',
        ]),
      });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyTransferring(language);
    throw error;
  }
  return getTransferContract(db, session, id);
};
