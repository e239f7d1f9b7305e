import { and, asc, eq, inArray } from 'drizzle-orm';
import { DAY_MS } from '@portal/contracts/constants';
import { EMPLOYER_CITY_LOCATIONS } from '@portal/contracts/employers';
import { type EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import { HOLDING_STATUSES } from '@portal/contracts/employment-requests/transitions';
import type { CandidateStatus } from '@portal/contracts/hr-pool/enums';
import type { Database } from '../client';
import {
  candidates,
  countries,
  employers,
  employmentRequests,
  flightBookings,
  jobs,
  reasons,
  recordHistory,
  visas,
} from '../schema/index';
import { demoPassport } from './seed-candidates';
import { DEMO_EMPLOYERS, EMPLOYER_ACCOUNT_NATIONAL_ID, WIZARD_VISAS, type DemoVisa } from './demo-employers';
import { ensureActiveContract, peopleOf, type Person } from './seed-request-parties';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type Step = { to: EmploymentRequestStatus; by: 'office' | 'agency' | 'embassy' | 'system'; reason?: string };

/** One demo request: the candidate by its index in the agency's seed, the path it took. */
type DemoRequest = {
  agency: 'agency-ph' | 'agency-id';
  candidate: number;
  employer: string;
  visa: string;
  daysAgo: number;
  steps: Step[];
};

const accept: Step = { to: 'PENDING_EMBASSY', by: 'agency' };
const approve: Step = { to: 'CONTRACTED', by: 'embassy' };
const acceptDirect: Step = { to: 'CONTRACTED', by: 'agency' };
const booked: Step = { to: 'TICKET_BOOKED', by: 'office' };
const arrived: Step = { to: 'ARRIVED', by: 'office' };
const REJECTION = 'Candidate is no longer available';
const CANCELLATION = 'Employer withdrew the request';

/**
 * The demo requests of `office`: held ones use the seed's PROCESSING candidates (indexes 6-8,
 * 16-17) and an EMPLOYEE one (9) for the arrival; ended ones use AVAILABLE candidates, which stay so.
 */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    agency: 'agency-ph',
    candidate: 6,
    employer: EMPLOYER_ACCOUNT_NATIONAL_ID,
    visa: '7009000001',
    daysAgo: 1,
    steps: [],
  },
  {
    agency: 'agency-ph',
    candidate: 7,
    employer: EMPLOYER_ACCOUNT_NATIONAL_ID,
    visa: '7009000002',
    daysAgo: 2,
    steps: [accept],
  },
  {
    agency: 'agency-ph',
    candidate: 16,
    employer: '1077889903',
    visa: '7009000003',
    daysAgo: 2,
    steps: [accept],
  },
  {
    agency: 'agency-ph',
    candidate: 8,
    employer: EMPLOYER_ACCOUNT_NATIONAL_ID,
    visa: '7009000004',
    daysAgo: 20,
    steps: [accept, approve],
  },
  {
    agency: 'agency-ph',
    candidate: 9,
    employer: '2033445566',
    visa: '7009000005',
    daysAgo: 60,
    steps: [accept, approve, booked, arrived],
  },
  {
    agency: 'agency-ph',
    candidate: 1,
    employer: '1100223344',
    visa: '7009000006',
    daysAgo: 10,
    steps: [{ to: 'REJECTED', by: 'agency', reason: REJECTION }],
  },
  {
    agency: 'agency-ph',
    candidate: 2,
    employer: '1100223344',
    visa: '7009000007',
    daysAgo: 12,
    steps: [{ to: 'CANCELLED', by: 'office', reason: CANCELLATION }],
  },
  { agency: 'agency-id', candidate: 6, employer: '1077889903', visa: '7009000101', daysAgo: 1, steps: [] },
  {
    agency: 'agency-id',
    candidate: 7,
    employer: '1077889903',
    visa: '7009000102',
    daysAgo: 15,
    steps: [acceptDirect],
  },
  {
    agency: 'agency-id',
    candidate: 8,
    employer: '2033445566',
    visa: '7009000103',
    daysAgo: 25,
    steps: [acceptDirect, booked],
  },
  // Flights that departed weeks ago, one for each end-to-end journey that records an arrival (an
  // arrival is not before the departure day, and a flight booked today departs in a week):
  // flight-booking.e2e.ts in English (7009000105) and Arabic (7009000106), arabic-journey.e2e.ts
  // (7009000107), transfer-contracts.e2e.ts (7009000008). No other test takes them.
  ...(['7009000105', '7009000106', '7009000107'] as const).map((visa, index): DemoRequest => ({
    agency: 'agency-id',
    candidate: 16 + index,
    employer: '2033445566',
    visa,
    daysAgo: 30,
    steps: [acceptDirect, booked],
  })),
  {
    agency: 'agency-ph',
    candidate: 17,
    employer: '1077889903',
    visa: '7009000008',
    daysAgo: 30,
    steps: [accept, approve, booked],
  },
  {
    agency: 'agency-id',
    candidate: 3,
    employer: '2033445566',
    visa: '7009000104',
    daysAgo: 40,
    steps: [{ to: 'EXPIRED', by: 'system' }],
  },
];

const RESPONSE_DAYS = 14;

/** The demo flights (a booked request's worker flies to the employer's region on the partner's flight). */
const DEMO_AIRPORTS: Record<string, string> = { PHL: 'MNL', IDN: 'CGK' };
const ARRIVAL_AIRPORTS = { RIYADH: 'RUH', JEDDAH: 'JED', EASTERN_PROVINCE: 'DMM' } as const;

/** A booked request's flight, as the partner answered it: a week after the booking, Saudia. */
const insertFlight = async (
  tx: Tx,
  demo: { requestId: number; sequence: number; code3: string; bookedAt: Date; userId: number },
  candidate: { nameEn: string },
  location: keyof typeof ARRIVAL_AIRPORTS,
) => {
  const departureAt = new Date(demo.bookedAt.getTime() + 7 * DAY_MS);
  departureAt.setUTCHours(9, 45, 0, 0);
  await tx.insert(flightBookings).values({
    employmentRequestId: demo.requestId,
    idempotencyKey: `employment-request-${demo.requestId}`,
    partnerReference: `K${demo.code3.charAt(0)}${String(demo.sequence % 1000).padStart(3, '0')}Q`,
    ticketNumber: `065${String(4_812_000_000 + demo.sequence * 7_919)}`,
    passengerName: candidate.nameEn,
    airline: 'SV',
    flightNumber: `SV${870 + demo.sequence}`,
    fromAirport: DEMO_AIRPORTS[demo.code3] ?? 'MNL',
    toAirport: ARRIVAL_AIRPORTS[location],
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + (demo.code3 === 'IDN' ? 10 : 9) * 3_600_000),
    bookedBy: demo.userId,
    createdAt: demo.bookedAt,
  });
};

const dayIso = (date: Date) => date.toISOString().slice(0, 10);

const candidateStatusFor = (status: EmploymentRequestStatus): CandidateStatus =>
  status === 'ARRIVED'
    ? 'EMPLOYEE'
    : (HOLDING_STATUSES as readonly string[]).includes(status)
      ? 'PROCESSING'
      : 'AVAILABLE';

const upsertEmployers = async (tx: Tx, adminId: number) => {
  await tx
    .insert(employers)
    .values(
      DEMO_EMPLOYERS.map((employer) => ({
        nationalId: employer.nationalId,
        nameAr: employer.nameAr,
        nameEn: employer.nameEn,
        mobile: employer.mobile,
        city: employer.city,
        address: employer.addressAr,
        createdBy: adminId,
        updatedBy: adminId,
      })),
    )
    .onConflictDoNothing({ target: employers.nationalId });
  const rows = await tx
    .select({ id: employers.id, nationalId: employers.nationalId, city: employers.city })
    .from(employers)
    .where(
      inArray(
        employers.nationalId,
        DEMO_EMPLOYERS.map((employer) => employer.nationalId),
      ),
    );
  return new Map(rows.map((row) => [row.nationalId, row]));
};

const insertVisas = async (tx: Tx, list: (DemoVisa & { status: 'AVAILABLE' | 'USED' })[], today: Date) => {
  const countryRows = await tx.select({ id: countries.id, code3: countries.code3 }).from(countries);
  const jobRows = await tx.select({ id: jobs.id, code: jobs.code }).from(jobs);
  const countryIds = new Map(countryRows.map((row) => [row.code3, row.id]));
  const jobIds = new Map(jobRows.map((row) => [row.code, row.id]));
  await tx
    .insert(visas)
    .values(
      list.map((visa) => ({
        number: visa.number,
        employerId: visa.employer,
        countryId: countryIds.get(visa.country)!,
        gender: visa.gender,
        jobId: jobIds.get(visa.job)!,
        issueDate: dayIso(new Date(today.getTime() - 90 * DAY_MS)),
        expiryDate: dayIso(new Date(today.getTime() + 275 * DAY_MS)),
        status: visa.status,
      })),
    )
    .onConflictDoNothing({ target: visas.number });
};

const reasonIdOf = async (tx: Tx, textEn: string) => {
  const [row] = await tx.select({ id: reasons.id }).from(reasons).where(eq(reasons.textEn, textEn));
  return row?.id ?? null;
};

/** One request as it is after its steps, its visa and candidate held or released, with its history. */
const insertRequest = async (
  tx: Tx,
  demo: DemoRequest,
  context: {
    people: Map<string, Person>;
    employerRows: Awaited<ReturnType<typeof upsertEmployers>>;
    today: Date;
  },
) => {
  const office = context.people.get('office')!;
  const agency = context.people.get(demo.agency)!;
  const employer = context.employerRows.get(demo.employer);
  const [candidate] = await tx
    .select()
    .from(candidates)
    .where(
      and(
        eq(candidates.agencyId, agency.organizationId),
        eq(candidates.passportNumber, demoPassport(agency.organizationId, demo.candidate + 1)),
      ),
    );
  if (!employer || !candidate) return;
  const contractId = await ensureActiveContract(tx, office, agency);
  const [country] = await tx.select().from(countries).where(eq(countries.id, candidate.countryId));
  const status = demo.steps.at(-1)?.to ?? 'PENDING_AGENCY';
  const holding = (HOLDING_STATUSES as readonly string[]).includes(status);
  const code3 = country!.code3 as DemoVisa['country'];
  const [job] = await tx.select({ code: jobs.code }).from(jobs).where(eq(jobs.id, candidate.jobId));
  await insertVisas(
    tx,
    [
      {
        number: demo.visa,
        employer: demo.employer,
        country: code3,
        gender: candidate.gender,
        job: job!.code,
        status: holding ? 'USED' : 'AVAILABLE',
      },
    ],
    context.today,
  );
  const [visa] = await tx.select({ id: visas.id }).from(visas).where(eq(visas.number, demo.visa));
  const createdAt = new Date(context.today.getTime() - demo.daysAgo * DAY_MS);
  const stepAt = (index: number) => new Date(createdAt.getTime() + (index + 1) * 6 * 3_600_000);
  const reasonStep = demo.steps.find((step) => step.reason);
  const waiting = status === 'PENDING_AGENCY' || status === 'PENDING_EMBASSY';
  const lastAt = demo.steps.length ? stepAt(demo.steps.length - 1) : createdAt;
  const contracted = demo.steps.findIndex((step) => step.to === 'CONTRACTED');
  const lastBy = demo.steps.at(-1)?.by ?? 'office';
  const userOf = (by: Step['by']) =>
    by === 'system'
      ? null
      : context.people.get(by === 'embassy' ? 'embassy-ph' : by === 'agency' ? demo.agency : 'office')!
          .userId;
  const [row] = await tx
    .insert(employmentRequests)
    .values({
      officeId: office.organizationId,
      agencyId: agency.organizationId,
      countryId: candidate.countryId,
      employerId: employer.id,
      visaId: visa!.id,
      candidateId: candidate.id,
      partnershipContractId: contractId,
      officeLocation: EMPLOYER_CITY_LOCATIONS[employer.city],
      usesApprovalFlow: country!.usesApprovalFlow,
      status,
      monthlySalary: candidate.gender === 'FEMALE' ? 1_600 : 1_900,
      durationMonths: 24,
      probationDays: 90,
      recruitmentFee: 11_000,
      reasonId: reasonStep?.reason ? await reasonIdOf(tx, reasonStep.reason) : null,
      respondBy: waiting ? new Date(lastAt.getTime() + RESPONSE_DAYS * DAY_MS) : null,
      contractedAt: contracted >= 0 ? stepAt(contracted) : null,
      quotaMonth: createdAt.toISOString().slice(0, 7),
      rowVersion: 1 + demo.steps.length,
      createdBy: office.userId,
      updatedBy: userOf(lastBy) ?? office.userId,
      createdAt,
      updatedAt: lastAt,
    })
    .returning({ id: employmentRequests.id });
  await tx
    .update(candidates)
    .set({ status: candidateStatusFor(status) })
    .where(eq(candidates.id, candidate.id));
  const booked = demo.steps.findIndex((step) => step.to === 'TICKET_BOOKED');
  if (booked >= 0) {
    await insertFlight(
      tx,
      { requestId: row!.id, sequence: row!.id, code3, bookedAt: stepAt(booked), userId: office.userId },
      candidate,
      EMPLOYER_CITY_LOCATIONS[employer.city],
    );
  }
  let from: EmploymentRequestStatus = 'PENDING_AGENCY';
  await tx.insert(recordHistory).values([
    {
      entityType: 'employmentRequest',
      entityId: row!.id,
      action: 'create' as const,
      changedBy: office.userId,
      changedAt: createdAt,
      changes: {
        status: { from: null, to: 'PENDING_AGENCY' },
        visaId: { from: null, to: visa!.id },
        candidateId: { from: null, to: candidate.id },
        employerId: { from: null, to: employer.id },
      },
    },
    ...demo.steps.map((step, index) => {
      const changes = { status: { from, to: step.to } };
      from = step.to;
      return {
        entityType: 'employmentRequest',
        entityId: row!.id,
        action: 'update' as const,
        changedBy: userOf(step.by),
        changedAt: stepAt(index),
        changes,
      };
    }),
  ]);
};

/**
 * Demo employers (the `employer` account's household among them), the wizard's AVAILABLE visas,
 * an ACTIVE partnership contract between `office` and each demo agency, and `office`'s requests in
 * every status. Employers and visas are upserted by natural key; the requests are added once
 * (nothing when the office already has one).
 */
export const seedEmploymentRequests = async (tx: Tx, today = new Date()): Promise<void> => {
  const people = await peopleOf(tx, ['admin', 'office', 'agency-ph', 'agency-id', 'embassy-ph']);
  if (people.size < 5) return;
  const employerRows = await upsertEmployers(tx, people.get('admin')!.userId);
  await insertVisas(
    tx,
    WIZARD_VISAS.map((visa) => ({ ...visa, status: 'AVAILABLE' as const })),
    today,
  );
  const office = people.get('office')!;
  for (const agency of ['agency-ph', 'agency-id'])
    await ensureActiveContract(tx, office, people.get(agency)!);
  const [existing] = await tx
    .select({ id: employmentRequests.id })
    .from(employmentRequests)
    .where(eq(employmentRequests.officeId, office.organizationId))
    .orderBy(asc(employmentRequests.id))
    .limit(1);
  if (existing) return;
  for (const demo of DEMO_REQUESTS) await insertRequest(tx, demo, { people, employerRows, today });
};
