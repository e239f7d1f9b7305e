import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { partnershipContractSchema } from '@portal/contracts/partnership-contracts/schemas';
import { PARTNERSHIP_REASON_KINDS } from '@portal/contracts/partnership-contracts/transitions';
import type { PartnershipContractBodyInput } from '@portal/contracts/partnership-contracts/wizard';
import type { ReasonKind } from '@portal/contracts/reasons';
import { countries, jobs, reasons } from '../../db/schema/index';
import { appKit } from '../../test-support/app-kit';
import { callAs } from '../../test-support/call-as';
import { sessionOf } from '../../test-support/sessions';
import type { TestApp } from '../../test-support/test-app';

export type Fixtures = {
  org: Record<'office' | 'company' | 'agencyPh' | 'agencyId', number>;
  country: Record<'PHL' | 'IDN', number>;
  jobIds: [number, number];
  /** Reasons of the partnership's kinds (decision 0040), and others its actions refuse. */
  reason: {
    rejection: number;
    cancellation: number;
    requestRejection: number;
    requestCancellation: number;
    suspension: number;
  };
};

/** A demo user's organisation id (of their first membership). */
const organizationOf = async (t: TestApp, username: string): Promise<number> =>
  (await sessionOf(t.database.db, username)).organization.id;

const countryId = async (t: TestApp, code3: string) => {
  const [row] = await t.database.db.select().from(countries).where(eq(countries.code3, code3));
  if (!row) throw new Error(`no country ${code3}`);
  return row.id;
};

const reasonOf = async (t: TestApp, kind: ReasonKind) => {
  const [row] = await t.database.db
    .select()
    .from(reasons)
    .where(and(eq(reasons.kind, kind), eq(reasons.active, true)))
    .orderBy(asc(reasons.id))
    .limit(1);
  if (!row) throw new Error(`no reason ${kind}`);
  return row.id;
};

/** The demo organisations, countries, careers and reasons the contract tests use. */
export const loadFixtures = async (t: TestApp): Promise<Fixtures> => {
  const activeJobs = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.active, true))
    .orderBy(asc(jobs.id))
    .limit(2);
  if (activeJobs.length < 2) throw new Error('the seed has fewer than two active jobs');
  return {
    org: {
      office: await organizationOf(t, 'office'),
      company: await organizationOf(t, 'company'),
      agencyPh: await organizationOf(t, 'agency-ph'),
      agencyId: await organizationOf(t, 'agency-id'),
    },
    country: { PHL: await countryId(t, 'PHL'), IDN: await countryId(t, 'IDN') },
    jobIds: [activeJobs[0]!.id, activeJobs[1]!.id],
    reason: {
      rejection: await reasonOf(t, PARTNERSHIP_REASON_KINDS.reject),
      cancellation: await reasonOf(t, PARTNERSHIP_REASON_KINDS.cancel),
      requestRejection: await reasonOf(t, 'REJECTION'),
      requestCancellation: await reasonOf(t, 'CANCELLATION'),
      suspension: await reasonOf(t, 'SUSPENSION'),
    },
  };
};

/** A complete wizard body for a contract with agency-ph (or agency-id). */
export const contractBody = (
  f: Fixtures,
  agency: 'agencyPh' | 'agencyId' = 'agencyPh',
  salary = 1500,
): PartnershipContractBodyInput => ({
  countryId: agency === 'agencyPh' ? f.country.PHL : f.country.IDN,
  agencyId: f.org[agency],
  officeAr: 'يلتزم المكتب بسداد رسوم الاستقدام خلال ثلاثين يومًا.',
  officeEn: 'The office pays the recruitment fee within thirty days.',
  agencyAr: 'تلتزم الوكالة بتقديم عمالة مؤهلة وفحص طبي معتمد.',
  agencyEn: 'The agency provides qualified workers with an approved medical check.',
  lines: [
    {
      jobId: f.jobIds[0],
      gender: 'FEMALE',
      recruitmentFee: 12500,
      monthlySalary: salary,
      paymentTerms: '50% on signing, 50% on arrival',
    },
    {
      jobId: f.jobIds[1],
      gender: 'MALE',
      recruitmentFee: 9800.5,
      monthlySalary: 1800,
      paymentTerms: 'On arrival',
    },
  ],
});

/** The partnership contract tests' app, fixtures and calls (see `appKit`). Call inside `describe`. */
export const contractKit = () => appKit(loadFixtures, callAs);

/** A draft contract made through the wizard's route (201) by `username`, with agency-ph or agency-id. */
export const createContract = async (
  kit: Pick<ReturnType<typeof contractKit>, 'f' | 'call'>,
  username = 'office',
  agency: 'agencyPh' | 'agencyId' = 'agencyPh',
) => {
  const res = await kit.call(
    username,
    'POST',
    '/api/partnership/contracts/create',
    contractBody(kit.f, agency),
  );
  expect(res.statusCode, res.body).toBe(201);
  return partnershipContractSchema.parse(res.json());
};
