import { and, asc, count, eq } from 'drizzle-orm';
import type { OfficeLocation } from '@portal/contracts/constants';
import { type EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import { HOLDING_STATUSES } from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import {
  candidates,
  countries,
  employers,
  employmentRequests,
  jobs,
  partnershipContracts,
  reasons,
  recordHistory,
  visas,
} from '../../db/schema/index';
import { sessionOf } from '../../test-support/sessions';
import { saudiNationalId } from '../../test-support/national-ids';
import { appKit } from '../../test-support/app-kit';
import { callAs } from '../../test-support/call-as';
import type { TestAppOptions } from '../../test-support/test-app';

/** The demo organisations a request names, with what the tests insert around them. */
export type RequestFixtures = {
  org: Record<'office' | 'company' | 'agencyPh' | 'agencyId' | 'embassyPh', number>;
  country: Record<'PHL' | 'IDN', number>;
  jobId: number;
  /** embassy-ph's office location: a request there is in its queue. */
  officeLocation: OfficeLocation;
  reason: Record<'rejection' | 'cancellation' | 'suspension', number>;
  /** The office's user, who makes the inserted requests. */
  userId: number;
  /** An ACTIVE partnership contract of the office with agency-ph, which the requests name. */
  contractId: number;
};

const organizationOf = async (db: Database, username: string) => (await sessionOf(db, username)).organization;

const idOf = async <T extends { id: number }>(rows: Promise<T[]>, what: string): Promise<number> => {
  const [row] = await rows;
  if (!row) throw new Error(`the seed has no ${what}`);
  return row.id;
};

const reasonOf = (db: Database, kind: 'REJECTION' | 'CANCELLATION' | 'SUSPENSION') =>
  idOf(
    db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, kind), eq(reasons.active, true)))
      .orderBy(asc(reasons.id))
      .limit(1),
    `${kind} reason`,
  );

const countryOf = (db: Database, code3: string) =>
  idOf(db.select({ id: countries.id }).from(countries).where(eq(countries.code3, code3)), code3);

export const loadRequestFixtures = async (db: Database): Promise<RequestFixtures> => {
  const [office, company, agencyPh, agencyId, embassy] = await Promise.all(
    ['office', 'company', 'agency-ph', 'agency-id', 'embassy-ph'].map((name) => organizationOf(db, name)),
  );
  if (!office || !company || !agencyPh || !agencyId || !embassy?.officeLocation) {
    throw new Error('the demo organisations are missing');
  }
  const country = { PHL: await countryOf(db, 'PHL'), IDN: await countryOf(db, 'IDN') };
  const userId = (await sessionOf(db, 'office')).user.id;
  const [contract] = await db
    .insert(partnershipContracts)
    .values({
      officeId: office.id,
      agencyId: agencyPh.id,
      countryId: country.PHL,
      status: 'ACTIVE',
      officeObligationsAr: 'التزامات المكتب',
      officeObligationsEn: 'Office obligations',
      agencyObligationsAr: 'التزامات الوكالة',
      agencyObligationsEn: 'Agency obligations',
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: partnershipContracts.id });
  return {
    org: {
      office: office.id,
      company: company.id,
      agencyPh: agencyPh.id,
      agencyId: agencyId.id,
      embassyPh: embassy.id,
    },
    country,
    jobId: await idOf(
      db.select({ id: jobs.id }).from(jobs).where(eq(jobs.active, true)).orderBy(asc(jobs.id)).limit(1),
      'job',
    ),
    officeLocation: embassy.officeLocation,
    reason: {
      rejection: await reasonOf(db, 'REJECTION'),
      cancellation: await reasonOf(db, 'CANCELLATION'),
      suspension: await reasonOf(db, 'SUSPENSION'),
    },
    userId,
    contractId: contract!.id,
  };
};

let sequence = 100_000 + Math.floor(Math.random() * 800_000);

export type RequestSpec = {
  status?: EmploymentRequestStatus;
  usesApprovalFlow?: boolean;
  /** Default: in 14 days while the request waits for an answer, else null. */
  respondBy?: Date | null;
  agency?: 'agencyPh' | 'agencyId';
  office?: 'office' | 'company';
  officeLocation?: OfficeLocation;
};

export type MadeRequest = { id: number; visaId: number; candidateId: number; employerId: number };

const holds = (status: EmploymentRequestStatus) => (HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * Inserts an employer, a visa, a candidate and a request in the given status, the visa and the
 * candidate as that status leaves them (USED and PROCESSING while it holds them, EMPLOYEE after
 * the arrival, AVAILABLE once it let them go).
 */
export const makeRequest = async (
  db: Database,
  f: RequestFixtures,
  spec: RequestSpec = {},
): Promise<MadeRequest> => {
  const status = spec.status ?? 'PENDING_AGENCY';
  const agency = spec.agency ?? 'agencyPh';
  const countryId = agency === 'agencyPh' ? f.country.PHL : f.country.IDN;
  sequence += 1;
  const nationalId = saudiNationalId(sequence);
  const awaiting = status === 'PENDING_AGENCY' || status === 'PENDING_EMBASSY';
  return db.transaction(async (tx) => {
    const [employer] = await tx
      .insert(employers)
      .values({
        nationalId,
        nameAr: `صاحب عمل ${sequence}`,
        nameEn: `Employer ${sequence}`,
        mobile: '0551234567',
        city: 'RIYADH',
        address: 'King Fahd Road',
        createdBy: f.userId,
        updatedBy: f.userId,
      })
      .returning({ id: employers.id });
    const [visa] = await tx
      .insert(visas)
      .values({
        number: `7${String(sequence).padStart(9, '0')}`,
        employerId: nationalId,
        countryId,
        gender: 'FEMALE',
        jobId: f.jobId,
        issueDate: '2026-01-01',
        expiryDate: '2027-12-31',
        status: holds(status) ? 'USED' : 'AVAILABLE',
      })
      .returning({ id: visas.id });
    const [candidate] = await tx
      .insert(candidates)
      .values({
        agencyId: f.org[agency],
        countryId,
        passportNumber: `TX${sequence}`,
        passportExpiry: '2030-01-01',
        nameAr: `مرشحة ${sequence}`,
        nameEn: `Candidate ${sequence}`,
        birthDate: '1995-05-05',
        gender: 'FEMALE',
        religion: 'CHRISTIANITY',
        maritalStatus: 'SINGLE',
        jobId: f.jobId,
        education: 'SECONDARY',
        expectedSalary: 1500,
        status: status === 'ARRIVED' ? 'EMPLOYEE' : holds(status) ? 'PROCESSING' : 'AVAILABLE',
        createdBy: f.userId,
        updatedBy: f.userId,
      })
      .returning({ id: candidates.id });
    const [request] = await tx
      .insert(employmentRequests)
      .values({
        officeId: f.org[spec.office ?? 'office'],
        agencyId: f.org[agency],
        countryId,
        employerId: employer!.id,
        visaId: visa!.id,
        candidateId: candidate!.id,
        partnershipContractId: f.contractId,
        officeLocation: spec.officeLocation ?? f.officeLocation,
        usesApprovalFlow: spec.usesApprovalFlow ?? agency === 'agencyPh',
        status,
        monthlySalary: 1600,
        durationMonths: 24,
        probationDays: 90,
        recruitmentFee: 12000,
        respondBy:
          spec.respondBy !== undefined
            ? spec.respondBy
            : awaiting
              ? new Date(Date.now() + 14 * 86_400_000)
              : null,
        contractedAt: ['CONTRACTED', 'TICKET_BOOKED', 'ARRIVED', 'PENDING_MOFA_CANCELLATION'].includes(status)
          ? new Date()
          : null,
        quotaMonth: new Date().toISOString().slice(0, 7),
        createdBy: f.userId,
        updatedBy: f.userId,
      })
      .returning({ id: employmentRequests.id });
    return { id: request!.id, visaId: visa!.id, candidateId: candidate!.id, employerId: employer!.id };
  });
};

/** Everything an action on the request may change: the row, its visa, its candidate, their history counts. */
export const snapshotOf = async (db: Database, made: MadeRequest) => {
  const [request] = await db.select().from(employmentRequests).where(eq(employmentRequests.id, made.id));
  const [visa] = await db.select().from(visas).where(eq(visas.id, made.visaId));
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, made.candidateId));
  const historyOf = async (entityType: string, entityId: number) =>
    (
      await db
        .select({ n: count() })
        .from(recordHistory)
        .where(and(eq(recordHistory.entityType, entityType), eq(recordHistory.entityId, entityId)))
    )[0]?.n ?? 0;
  return {
    request: request!,
    visa: visa!,
    candidate: candidate!,
    requestHistory: await historyOf('employmentRequest', made.id),
    candidateHistory: await historyOf('candidate', made.candidateId),
    visaHistory: await historyOf('visa', made.visaId),
  };
};

/** The request tests' app, the request fixtures and calls (see `appKit`). Call inside `describe`. */
export const requestKit = (options?: TestAppOptions) =>
  appKit((t) => loadRequestFixtures(t.database.db), callAs, options);
