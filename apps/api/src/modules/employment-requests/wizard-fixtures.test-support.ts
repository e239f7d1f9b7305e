import { and, eq } from 'drizzle-orm';
import type { EmploymentRequestSubmit } from '@portal/contracts/employment-requests/wizard';
import {
  candidates,
  countries,
  jobs,
  partnershipContractLines,
  partnershipContracts,
  visas,
} from '../../db/schema/index';
import { appKit } from '../../test-support/app-kit';
import { callAs } from '../../test-support/call-as';
import type { TestApp, TestAppOptions } from '../../test-support/test-app';
import { saudiNationalId } from '../../test-support/national-ids';
import { sessionOf } from '../../test-support/sessions';
import { addOrganizationUser } from '../../test-support/organization-users';

export type WizardFixtures = {
  org: Record<'office' | 'company' | 'agencyPh' | 'agencyId', number>;
  country: Record<'PHL' | 'IDN', number>;
  userId: number;
};

/** The organisation row of a demo user's first membership (an embassy's location, the employer's owner id). */
export const organizationRowOf = async (t: TestApp, username: string) =>
  (await sessionOf(t.database.db, username)).organization;

const countryId = async (t: TestApp, code3: string) => {
  const [row] = await t.database.db.select().from(countries).where(eq(countries.code3, code3));
  if (!row) throw new Error(`no country ${code3}`);
  return row.id;
};

export const loadWizardFixtures = async (t: TestApp): Promise<WizardFixtures> => {
  const office = await sessionOf(t.database.db, 'office');
  return {
    org: {
      office: office.organization.id,
      company: (await organizationRowOf(t, 'company')).id,
      agencyPh: (await organizationRowOf(t, 'agency-ph')).id,
      agencyId: (await organizationRowOf(t, 'agency-id')).id,
    },
    country: { PHL: await countryId(t, 'PHL'), IDN: await countryId(t, 'IDN') },
    userId: office.user.id,
  };
};

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A national id different on every call: the time's last six digits and a counter. */
export const newNationalId = (): string => saudiNationalId((Date.now() % 1e6) * 100 + (next() % 100));

/** A career of this test alone, so its candidate searches see only its own rows. */
export const newJob = async (t: TestApp) => {
  const n = next();
  const [row] = await t.database.db
    .insert(jobs)
    .values({ code: `ERT${Date.now() % 1e6}${n}`, nameAr: `مهنة ${n}`, nameEn: `Test career ${n}` })
    .returning();
  return row!.id;
};

type Gender = 'MALE' | 'FEMALE';

/** An ACTIVE contract between an office and an agency with one line per career and gender. */
export const newContract = async (
  t: TestApp,
  f: WizardFixtures,
  parties: { officeId: number; agencyId: number; countryId: number },
  lines: { jobId: number; gender: Gender; monthlySalary: number; recruitmentFee: number }[],
  status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE',
) => {
  const [contract] = await t.database.db
    .insert(partnershipContracts)
    .values({
      ...parties,
      status,
      number: `PCT-${next()}`,
      officeObligationsAr: 'التزامات',
      officeObligationsEn: 'Obligations',
      agencyObligationsAr: 'التزامات',
      agencyObligationsEn: 'Obligations',
      createdBy: f.userId,
      updatedBy: f.userId,
    })
    .returning();
  await t.database.db.insert(partnershipContractLines).values(
    lines.map((line, position) => ({
      ...line,
      contractId: contract!.id,
      position,
      paymentTerms: 'On arrival',
      paymentTermsAr: 'عند الوصول',
    })),
  );
  return contract!.id;
};

export const newCandidate = async (
  t: TestApp,
  f: WizardFixtures,
  values: { agencyId: number; countryId: number; jobId: number; gender: Gender },
) => {
  const n = next();
  const [row] = await t.database.db
    .insert(candidates)
    .values({
      ...values,
      passportNumber: `ZT${Date.now() % 1e6}${n}`,
      passportExpiry: '2031-01-01',
      nameAr: `مرشح ${n}`,
      nameEn: `Candidate ${n}`,
      birthDate: '1995-05-05',
      religion: 'CHRISTIANITY',
      maritalStatus: 'SINGLE',
      education: 'SECONDARY',
      expectedSalary: 1500,
      createdBy: f.userId,
      updatedBy: f.userId,
    })
    .returning();
  return row!;
};

export const newVisa = async (
  t: TestApp,
  values: {
    employerId: string;
    countryId: number;
    jobId: number;
    gender: Gender;
    expiryDate?: string;
    status?: 'AVAILABLE' | 'USED';
  },
) => {
  const [row] = await t.database.db
    .insert(visas)
    .values({
      number: `VT${Date.now() % 1e7}${next()}`,
      issueDate: '2026-01-01',
      expiryDate: '2030-12-31',
      ...values,
    })
    .returning();
  return row!;
};

export const submitBody = (
  nationalId: string,
  items: { visaId: number; candidateId: number }[],
  terms: Partial<EmploymentRequestSubmit['terms']> = {},
): EmploymentRequestSubmit => ({
  employer: {
    nationalId,
    nameAr: 'فهد العتيبي',
    nameEn: 'Fahad Al-Otaibi',
    mobile: '0551234567',
    city: 'RIYADH',
    address: 'King Fahd Road, Riyadh',
  },
  terms: { monthlySalary: 1600, durationMonths: 24, probationDays: 90, recruitmentFee: 12000, ...terms },
  items,
});

/** The office-agency pairs a test's world joins, with their contract's one line. */
const WORLDS = {
  PHL: { office: 'office', agency: 'agencyPh', gender: 'FEMALE', monthlySalary: 1500, recruitmentFee: 12500 },
  IDN: { office: 'company', agency: 'agencyId', gender: 'MALE', monthlySalary: 1000, recruitmentFee: 15000 },
} as const;

/**
 * One office-agency world for a test: its own career, an ACTIVE contract of `office` and
 * `agency-ph` (PHL, FEMALE line 1500 / 12500) or of `company` and `agency-id` (IDN, MALE line
 * 1000 / 15000), and helpers making visas and candidates in it.
 */
export const newWorld = async (t: TestApp, f: WizardFixtures, country: keyof typeof WORLDS = 'PHL') => {
  const { office, agency, gender, monthlySalary, recruitmentFee } = WORLDS[country];
  const countryId = f.country[country];
  const jobId = await newJob(t);
  const contractId = await newContract(
    t,
    f,
    { officeId: f.org[office], agencyId: f.org[agency], countryId },
    [{ jobId, gender, monthlySalary, recruitmentFee }],
  );
  const nationalId = newNationalId();
  return {
    jobId,
    contractId,
    nationalId,
    visa: (extra: Partial<Parameters<typeof newVisa>[1]> = {}) =>
      newVisa(t, { employerId: nationalId, countryId, jobId, gender, ...extra }),
    candidate: (extra: Partial<Parameters<typeof newCandidate>[2]> = {}) =>
      newCandidate(t, f, { agencyId: f.org[agency], countryId, jobId, gender, ...extra }),
  };
};

/** A membership of a new user in a new organisation of an integration role (read-only). */
export const newIntegrationUser = async (t: TestApp, role: 'IMPORT' | 'TAKAMOL') => {
  const username = `integration-${role.toLowerCase()}-${next()}-${Date.now() % 1e6}`;
  await addOrganizationUser(t.database.db, {
    username,
    role,
    membership: {
      termsAcceptedAt: new Date(),
      accessRights: [{ module: 'EMPLOYMENT_REQUEST', access: 'READ' }],
    },
  });
  return username;
};

/** The wizard and request tests' app, fixtures and calls (see `appKit`). Call inside `describe`. */
export const wizardKit = (options?: TestAppOptions) => appKit(loadWizardFixtures, callAs, options);

export const candidateStatus = async (t: TestApp, id: number) =>
  (
    await t.database.db
      .select({ status: candidates.status })
      .from(candidates)
      .where(and(eq(candidates.id, id)))
  )[0]?.status;

export const visaStatus = async (t: TestApp, id: number) =>
  (await t.database.db.select({ status: visas.status }).from(visas).where(eq(visas.id, id)))[0]?.status;
