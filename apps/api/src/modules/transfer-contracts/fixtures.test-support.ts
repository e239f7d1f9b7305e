import { and, count, eq } from 'drizzle-orm';
import type { EmployerInput } from '@portal/contracts/employers';
import type { TransferContractStatus } from '@portal/contracts/transfer-contracts/statuses';
import type { Database } from '../../db/client';
import {
  employers,
  employmentRequests,
  oldWorkerContracts,
  recordHistory,
  transferContracts,
} from '../../db/schema/index';
import { appKit } from '../../test-support/app-kit';
import type { TestApp } from '../../test-support/test-app';
import {
  loadRequestFixtures,
  makeRequest,
  type MadeRequest,
  type RequestFixtures,
  type RequestSpec,
} from '../employment-requests/request-fixtures.test-support';
import { saudiNationalId } from '../../test-support/national-ids';

export { loadRequestFixtures, type RequestFixtures };

let sequence = 300_000 + Math.floor(Math.random() * 600_000);

/** A national id not used before in this file's database. */
export const newNationalId = () => saudiNationalId((sequence += 1));

export const newEmployerInput = (overrides: Partial<EmployerInput> = {}): EmployerInput => ({
  nationalId: newNationalId(),
  nameAr: 'سعد بن ناصر الدوسري',
  nameEn: 'Saad Nasser Al-Dosari',
  mobile: '0557654321',
  city: 'RIYADH',
  address: 'Olaya Street',
  ...overrides,
});

/** An ARRIVED request of `office` with agency-ph (the worker is EMPLOYEE), or as the spec says. */
export const arrivedWorker = (db: Database, f: RequestFixtures, spec: RequestSpec = {}) =>
  makeRequest(db, f, { status: 'ARRIVED', ...spec });

export const nationalIdOfEmployer = async (db: Database, id: number) =>
  (await db.select({ nationalId: employers.nationalId }).from(employers).where(eq(employers.id, id)))[0]!
    .nationalId;

/** An imported old contract of the Philippines (no agency on the portal). */
export const newOldContract = async (db: Database, f: RequestFixtures) => {
  sequence += 1;
  const [row] = await db
    .insert(oldWorkerContracts)
    .values({
      countryId: f.country.PHL,
      contractNumber: `OC-T-${sequence}`,
      passportNumber: `OC${sequence}`,
      workerNameAr: `عاملة قديمة ${sequence}`,
      workerNameEn: `Old Worker ${sequence}`,
      visaNumber: `6${String(sequence).padStart(9, '0')}`,
      employerId: newNationalId(),
      employerName: `Old Employer ${sequence}`,
      officeName: 'Old Office',
      agencyName: 'Old Agency',
      jobTitle: 'Housemaid',
      monthlySalary: 1500,
      contractDate: '2022-01-01',
      importedBy: f.userId,
    })
    .returning({ id: oldWorkerContracts.id });
  return row!.id;
};

/**
 * A transfer in the given status inserted straight (the action matrix starts from every status):
 * from an arrived request of `office` with agency-ph, or (`oldContract`) an old contract's worker.
 */
export const insertTransfer = async (
  db: Database,
  f: RequestFixtures,
  status: TransferContractStatus,
  source: 'request' | 'oldContract',
): Promise<{ id: number; made?: MadeRequest }> => {
  const made = source === 'request' ? await arrivedWorker(db, f) : undefined;
  const oldContractId = source === 'oldContract' ? await newOldContract(db, f) : null;
  const [newEmployer] = await db
    .insert(employers)
    .values({
      ...newEmployerInput(),
      nameAr: 'صاحب عمل جديد',
      nameEn: 'New Employer',
      createdBy: f.userId,
      updatedBy: f.userId,
    })
    .returning({ id: employers.id });
  const [row] = await db
    .insert(transferContracts)
    .values({
      officeId: f.org.office,
      agencyId: made ? f.org.agencyPh : null,
      countryId: f.country.PHL,
      officeLocation: 'RIYADH',
      employmentRequestId: made?.id ?? null,
      candidateId: made?.candidateId ?? null,
      oldContractId,
      workerNameAr: 'عاملة منقولة',
      workerNameEn: 'Transferred Worker',
      passportNumber: `TR${sequence}`,
      oldEmployerId: made?.employerId ?? newEmployer!.id,
      newEmployerId: newEmployer!.id,
      fee: 2500,
      workerConsent: true,
      workerConsentAt: new Date(),
      status,
      completedAt: status === 'COMPLETED' ? new Date() : null,
      createdBy: f.userId,
      updatedBy: f.userId,
    })
    .returning({ id: transferContracts.id });
  return { id: row!.id, ...(made && { made }) };
};

export const transferRow = async (db: Database, id: number) =>
  (await db.select().from(transferContracts).where(eq(transferContracts.id, id)))[0]!;

export const historyCount = async (db: Database, entityType: string, entityId: number) =>
  (
    await db
      .select({ n: count() })
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, entityType), eq(recordHistory.entityId, entityId)))
  )[0]?.n ?? 0;

export const requestRow = async (db: Database, id: number) =>
  (await db.select().from(employmentRequests).where(eq(employmentRequests.id, id)))[0]!;

export const callAs =
  (t: TestApp) => async (username: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await t.headersFor(username)), 'accept-language': 'en-US' },
      ...(payload && { payload }),
    });

/** The transfer tests' app, the request fixtures and calls (see `appKit`). Call inside `describe`. */
export const transferKit = () => appKit((t) => loadRequestFixtures(t.database.db), callAs);
