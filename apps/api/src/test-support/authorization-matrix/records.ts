import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { MODULES } from '@portal/contracts/access';
import { todayInKingdom } from '@portal/contracts/constants';
import type { CredentialsEstablishment as Establishment } from '@portal/contracts/credentials';
import type { Role } from '@portal/contracts/roles';
import {
  announcements,
  candidates,
  contractTemplates,
  countries,
  countryQuotas,
  dltWorkers,
  importRuns,
  incidents,
  jobs,
  oldWorkerContracts,
  organizationLimits,
  organizations,
  partnershipContracts,
  partnershipContractVersions,
  publicHolidays,
  reasons,
  registrations,
  settings,
  suspensions,
  users,
  visas,
} from '../../db/schema/index';
import { multipartBody, PDF_BYTES } from '../../platform/uploads/multipart-body.test-support';
import sharp from 'sharp';
import { addMonths } from '@portal/contracts/hr-pool/candidates';
import { bookingRecords } from '../../modules/booking/matrix-records.test-support';
import { employmentRequestRecords } from '../../modules/employment-requests/matrix-records.test-support';
import { transferContractRecords } from '../../modules/transfer-contracts/matrix-records.test-support';
import { watchlistRecords } from '../../modules/employer-watchlist/matrix-records.test-support';
import { complianceOrderRecords } from '../../modules/compliance-orders/matrix-records.test-support';
import type { TestApp } from '../test-app';
import type { Caller } from './callers';

/**
 * The record a path names: its path values and, for another tenant's record, who may see it
 * (everyone else the route's rule admits answers 404, DOMAIN.md). No `visibleTo`: a programme-wide
 * record (lookups, settings) that every admitted caller may reach.
 */
export type MatrixRecord = {
  params: Record<string, string | number>;
  visibleTo?: (caller: Caller) => boolean;
};

type RecordName =
  | 'job'
  | 'country'
  | 'reason'
  | 'quota'
  | 'organizationLimit'
  | 'setting'
  | 'announcement'
  | 'visa'
  | 'registration'
  | 'organization'
  | 'user'
  | 'suspension'
  | 'subUser'
  | 'licenceRequest'
  | 'partnershipContract'
  | 'partnershipContractVersion'
  | 'candidate'
  | 'oldContract'
  | 'dltWorker'
  | 'employer'
  | 'employmentRequest'
  | 'employmentRequestBulk'
  | 'transferContract'
  | 'booking'
  | 'importRun'
  | 'contractTemplate'
  | 'publicRegistryOrganization'
  | 'verificationCode'
  | 'watchlistEntry'
  | 'publicHoliday'
  | 'incident'
  | 'complianceOrder';

/** Which record a record route names, by the path before its first parameter. */
const COLLECTIONS: Record<string, RecordName> = {
  '/api/lookups/jobs/': 'job',
  '/api/history/job/': 'job',
  '/api/lookups/countries/': 'country',
  '/api/history/country/': 'country',
  '/api/lookups/reasons/': 'reason',
  '/api/history/reason/': 'reason',
  '/api/lookups/quotas/': 'quota',
  '/api/history/countryQuota/': 'quota',
  '/api/lookups/organization-limits/': 'organizationLimit',
  '/api/history/organizationLimit/': 'organizationLimit',
  '/api/history/setting/': 'setting',
  '/api/announcements/': 'announcement',
  '/api/history/announcement/': 'announcement',
  '/api/visas/': 'visa',
  '/api/history/visa/': 'visa',
  '/api/registrations/': 'registration',
  '/api/organizations/': 'organization',
  '/api/history/organization/': 'organization',
  '/api/users/': 'user',
  '/api/suspensions/': 'suspension',
  '/api/subusers/': 'subUser',
  '/api/licenseRequests/': 'licenceRequest',
  '/api/partnership/contracts/': 'partnershipContract',
  '/api/history/partnershipContract/': 'partnershipContract',
  '/api/partnership/contracts/pdf/history/': 'partnershipContractVersion',
  '/api/hr-pool/candidates/': 'candidate',
  '/api/history/candidate/': 'candidate',
  '/api/old-contracts/': 'oldContract',
  '/api/hr-pool/dlt/': 'dltWorker',
  '/api/employers/': 'employer',
  '/api/history/employer/': 'employer',
  '/api/employment-requests/': 'employmentRequest',
  '/api/history/employmentRequest/': 'employmentRequest',
  '/api/employment-requests/bulk/': 'employmentRequestBulk',
  '/api/transfer-contracts/': 'transferContract',
  '/api/history/transferContract/': 'transferContract',
  // The booking routes name an employment request: `/api/booking/{id}`, `/api/booking/almatar/{id}/create`.
  '/api/booking/': 'booking',
  '/api/booking/almatar/': 'booking',
  '/api/import-runs/': 'importRun',
  '/api/contract-templates/': 'contractTemplate',
  '/api/history/contractTemplate/': 'contractTemplate',
  '/api/public-registry/': 'publicRegistryOrganization',
  '/api/verify/': 'verificationCode',
  '/api/employer-watchlist/': 'watchlistEntry',
  '/api/employer-watchlist/requests/': 'employmentRequest',
  '/api/public-holidays/': 'publicHoliday',
  '/api/history/watchlistEntry/': 'watchlistEntry',
  '/api/history/publicHoliday/': 'publicHoliday',
  '/api/incidents/': 'incident',
  '/api/history/incident/': 'incident',
  '/api/compliance-orders/': 'complianceOrder',
  '/api/history/complianceOrder/': 'complianceOrder',
};

/** `/api/lookups/jobs/:id/activate` → the job record; undefined for a route without path values. */
export const recordNameOf = (url: string): RecordName | 'unknown' | undefined => {
  const cut = url.indexOf(':');
  if (cut < 0) return undefined;
  return COLLECTIONS[url.slice(0, cut)] ?? 'unknown';
};

const roleIn =
  (roles: readonly Role[]) =>
  (caller: Caller): boolean =>
    caller.membership !== null && roles.includes(caller.membership.establishment.role);

const sameOrganizationAs =
  (organizationId: number, alsoRoles: readonly Role[] = []) =>
  (caller: Caller): boolean =>
    caller.membership?.establishment.organizationId === organizationId || roleIn(alsoRoles)(caller);

const sameEstablishment = (caller: Caller, establishment: Establishment): boolean =>
  caller.membership?.establishment.id.laborOfficeId === establishment.id.laborOfficeId &&
  caller.membership.establishment.id.sequenceNumber === establishment.id.sequenceNumber;

/** A record's `visibleTo` read from the caller's establishment: a caller without one sees nothing. */
const seenBy =
  (rule: (establishment: Establishment) => boolean) =>
  (caller: Caller): boolean => {
    const establishment = caller.membership?.establishment;
    return establishment ? rule(establishment) : false;
  };

/**
 * The country rule of DOMAIN.md: whether an establishment of one of `roles` belongs to an
 * organisation of the record's country (each organisation's country read once).
 */
const countryRuleOf = async (t: TestApp) => {
  const countryOf = new Map(
    (
      await t.database.db
        .select({ id: organizations.id, countryId: organizations.countryId })
        .from(organizations)
    ).map((row) => [row.id, row.countryId]),
  );
  return (roles: readonly Role[], countryId: number | null) =>
    (establishment: Establishment): boolean =>
      roles.includes(establishment.role) && countryOf.get(establishment.organizationId) === countryId;
};

const today = (days = 0) => todayInKingdom(new Date(Date.now() + days * 86_400_000));

const idOf = async (username: string, t: TestApp) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
};

/** A licence request of `company`, submitted through the API. */
const licenceRequestOfCompany = async (t: TestApp): Promise<number> => {
  const body = multipartBody({ licenseNumber: 'MATRIX-1', licenseDate: today(400) }, [
    { name: 'document', filename: 'licence.pdf', bytes: PDF_BYTES },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/licenseRequests',
    headers: { ...(await t.headersFor('company')), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`licence request: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
};

/** A user nobody else in the matrix is: the admins' activate/deactivate cells act on it. */
const bystanderOfCompany = async (t: TestApp): Promise<number> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subusers',
    headers: await t.headersFor('company'),
    payload: {
      username: 'matrix-bystander',
      nameAr: 'مستخدم',
      nameEn: 'Bystander',
      email: 'matrix-bystander@example.test',
      accessRights: MODULES.map((module) => ({ module, access: 'READ' })),
    },
  });
  if (res.statusCode !== 201) throw new Error(`bystander: ${res.statusCode} ${res.body}`);
  return (res.json() as { subUser: { id: number } }).subUser.id;
};

/** An ended suspension of `company`: lifting it answers 409, so the `suspended` office stays suspended. */
const endedSuspension = async (t: TestApp, organizationId: number): Promise<number> => {
  const { db } = t.database;
  const [reason] = await db.select().from(reasons).where(eq(reasons.kind, 'SUSPENSION')).limit(1);
  const [row] = await db
    .insert(suspensions)
    .values({ organizationId, reasonId: reason!.id, startsOn: today(-20), endsOn: today(-10) })
    .returning({ id: suspensions.id });
  return row!.id;
};

/** Who oversees the contracts of one country (spec §6). */
const COUNTRY_ROLES: readonly Role[] = ['FMOL', 'SA_EMBASSY', 'FOREIGN_EMBASSY'];

/**
 * The seeded ACTIVE contract of `company` (office side) and its approved version: its parties, the
 * admins and its country's ministry and embassies see it, everyone else gets 404.
 */
const activeContractOf = async (t: TestApp, companyOrganization: number) => {
  const { db } = t.database;
  const [contract] = await db
    .select()
    .from(partnershipContracts)
    .where(
      and(eq(partnershipContracts.officeId, companyOrganization), eq(partnershipContracts.status, 'ACTIVE')),
    )
    .orderBy(asc(partnershipContracts.id))
    .limit(1);
  if (!contract) throw new Error('the demo data has no ACTIVE contract of company');
  const [version] = await db
    .select({ id: partnershipContractVersions.id })
    .from(partnershipContractVersions)
    .where(eq(partnershipContractVersions.contractId, contract.id))
    .limit(1);
  if (!version) throw new Error(`contract ${contract.id} has no stored version`);
  const ofCountry = (await countryRuleOf(t))(COUNTRY_ROLES, contract.countryId);
  const visibleTo = seenBy(
    (establishment) =>
      establishment.role === 'ADMIN' ||
      [contract.officeId, contract.agencyId].includes(establishment.organizationId) ||
      ofCountry(establishment),
  );
  return { contractId: contract.id, versionId: version.id, visibleTo };
};

/**
 * A free DLT worker registered by the Philippine ministry: admins, that ministry and the
 * Philippine agencies see it (decision 0026), everyone else the rule admits gets 404.
 */
const dltWorkerOfPhilippines = async (t: TestApp): Promise<MatrixRecord> => {
  const { db } = t.database;
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code3, 'PHL'));
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.allowedGender, 'ANY')).limit(1);
  const [worker] = await db
    .insert(dltWorkers)
    .values({
      countryId: country!.id,
      passportNumber: 'MATRIXDLT1',
      passportExpiry: today(800),
      nameAr: 'عامل المصفوفة',
      nameEn: 'Matrix Worker',
      birthDate: today(-11_000),
      gender: 'FEMALE',
      religion: 'OTHER',
      maritalStatus: 'SINGLE',
      jobId: job!.id,
      languages: ['en'],
      education: 'SECONDARY',
      createdBy: await idOf('fmol-ph', t),
    })
    .returning({ id: dltWorkers.id });
  const ofCountry = (await countryRuleOf(t))(['FMOL', 'EPRO'], country!.id);
  const visibleTo = seenBy((establishment) => establishment.role === 'ADMIN' || ofCountry(establishment));
  return { params: { id: worker!.id }, visibleTo };
};

/**
 * An AVAILABLE candidate of agency-ph with a photo and a CV, added through the API: admins, the
 * agency, the Philippine ministry and embassies, and the offices holding an ACTIVE partnership
 * contract with the agency see it (decision 0026); everyone else the rule admits gets 404.
 */
const candidateOfAgencyPh = async (t: TestApp, callers: Caller[]): Promise<MatrixRecord> => {
  const { db } = t.database;
  const agency = callers.find((c) => c.label === 'agency-ph')?.membership?.establishment;
  if (!agency) throw new Error('the matrix needs the agency-ph account');
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.code, '911101'));
  const photo = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();
  const body = multipartBody(
    {
      data: JSON.stringify({
        passportNumber: 'MATRIXC01',
        passportExpiry: addMonths(todayInKingdom(), 24),
        nameAr: 'مرشحة المصفوفة',
        nameEn: 'Matrix Candidate',
        birthDate: addMonths(todayInKingdom(), -12 * 30),
        gender: 'FEMALE',
        religion: 'OTHER',
        maritalStatus: 'SINGLE',
        jobId: job!.id,
        experienceYears: 2,
        languages: ['en'],
        education: 'SECONDARY',
        expectedSalary: 1200,
      }),
    },
    [
      { name: 'photo', filename: 'photo.jpg', bytes: photo },
      { name: 'cv', filename: 'cv.pdf', bytes: PDF_BYTES },
    ],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/hr-pool/candidates',
    headers: { ...(await t.headersFor('agency-ph')), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`candidate: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: number }).id;
  const [row] = await db
    .select({ countryId: candidates.countryId })
    .from(candidates)
    .where(eq(candidates.id, id));
  const partners = new Set(
    (
      await db
        .select({ officeId: partnershipContracts.officeId })
        .from(partnershipContracts)
        .where(
          and(
            eq(partnershipContracts.agencyId, agency.organizationId),
            eq(partnershipContracts.status, 'ACTIVE'),
          ),
        )
    ).map((contract) => contract.officeId),
  );
  const ofCountry = (await countryRuleOf(t))(['FMOL', 'FOREIGN_EMBASSY'], row!.countryId);
  const visibleTo = seenBy((establishment) => {
    const { role, organizationId } = establishment;
    if (role === 'ADMIN') return true;
    if (role === 'EPRO') return organizationId === agency.organizationId;
    if (role === 'PRO_OFFICE' || role === 'PRO_COMPANY') return partners.has(organizationId);
    return ofCountry(establishment);
  });
  return { params: { id }, visibleTo };
};

/**
 * An old worker contract of the Philippines: the Saudi side, admins and local offices see every
 * country's, a foreign embassy, ministry or agency its own country's (decision 0026); others 404.
 */
const oldContractOfPhilippines = async (t: TestApp): Promise<MatrixRecord> => {
  const { db } = t.database;
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code3, 'PHL'));
  const [contract] = await db
    .insert(oldWorkerContracts)
    .values({
      countryId: country!.id,
      contractNumber: 'MATRIX-OLD-1',
      passportNumber: 'MATRIXOLD1',
      workerNameAr: 'عاملة المصفوفة',
      workerNameEn: 'Matrix Worker',
      visaNumber: '1999999999',
      employerId: '1999999999',
      employerName: 'Matrix Employer',
      officeName: 'Matrix Office',
      agencyName: 'Matrix Agency',
      jobTitle: 'Domestic Worker',
      monthlySalary: 1500,
      contractDate: today(-3000),
      importedBy: await idOf('admin', t),
    })
    .onConflictDoUpdate({
      target: [oldWorkerContracts.countryId, oldWorkerContracts.contractNumber],
      set: { jobTitle: 'Domestic Worker' },
    })
    .returning({ id: oldWorkerContracts.id });
  const ofCountry = (await countryRuleOf(t))(['FOREIGN_EMBASSY', 'FMOL', 'EPRO'], country!.id);
  const visibleTo = seenBy(
    (establishment) =>
      ['ADMIN', 'SAMOL', 'SA_EMBASSY', 'PRO_OFFICE', 'PRO_COMPANY'].includes(establishment.role) ||
      ofCountry(establishment),
  );
  return { params: { id: contract!.id }, visibleTo };
};

/** A finished import run of `office`'s user: a run is its uploader's alone (decision 0048). */
const importRunOfOffice = async (t: TestApp): Promise<MatrixRecord> => {
  const uploader = await idOf('office', t);
  const id = randomUUID();
  await t.database.db.insert(importRuns).values({
    id,
    kind: 'visas',
    status: 'done',
    createdBy: uploader,
    language: 'en-US',
    fileName: 'matrix.csv',
    context: {},
  });
  return { params: { id }, visibleTo: (caller) => caller.userId === uploader };
};

type Table =
  | typeof jobs
  | typeof countries
  | typeof reasons
  | typeof countryQuotas
  | typeof organizationLimits
  | typeof settings
  | typeof announcements
  | typeof visas
  | typeof registrations
  | typeof contractTemplates
  | typeof publicHolidays
  | typeof incidents;

/** The first seeded row's id; a table the seed leaves empty gives an unknown id (admins get 404). */
const firstId = async (t: TestApp, table: Table): Promise<number> => {
  const [row] = await t.database.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return row?.id ?? 2_000_000_000;
};

/** Every record the matrix's record routes name, made or found once per test file. */
export const loadRecords = async (
  t: TestApp,
  callers: Caller[],
): Promise<Record<RecordName, MatrixRecord>> => {
  const companyOrganization = callers.find((c) => c.label === 'company')?.membership?.establishment
    .organizationId;
  const office = callers.find((c) => c.label === 'office')?.membership?.establishment;
  if (!companyOrganization || !office) throw new Error('the matrix needs the company and office accounts');
  const contract = await activeContractOf(t, companyOrganization);
  const lookup = async (table: Table): Promise<MatrixRecord> => ({ params: { id: await firstId(t, table) } });
  return {
    job: await lookup(jobs),
    country: await lookup(countries),
    reason: await lookup(reasons),
    quota: await lookup(countryQuotas),
    organizationLimit: await lookup(organizationLimits),
    setting: await lookup(settings),
    announcement: await lookup(announcements),
    contractTemplate: await lookup(contractTemplates),
    publicHoliday: await lookup(publicHolidays),
    incident: await lookup(incidents),
    visa: await lookup(visas),
    registration: { params: { id: await firstId(t, registrations), fileId: randomUUID() } },
    // Decision 0010: admins see every organisation; of the rest only agencies see local offices.
    organization: { params: { id: companyOrganization }, visibleTo: roleIn(['ADMIN', 'EPRO']) },
    // Decision 0010: a user record is its owner's and the admins'.
    user: { params: { id: await bystanderOfCompany(t) }, visibleTo: roleIn(['ADMIN']) },
    suspension: { params: { id: await endedSuspension(t, companyOrganization) } },
    // Sub-users belong to one establishment: only its super user manages them (0015).
    subUser: {
      params: { id: await idOf('office-sub', t) },
      visibleTo: (caller) => sameEstablishment(caller, office),
    },
    licenceRequest: {
      params: { id: await licenceRequestOfCompany(t) },
      visibleTo: sameOrganizationAs(companyOrganization, ['ADMIN']),
    },
    partnershipContract: { params: { id: contract.contractId }, visibleTo: contract.visibleTo },
    partnershipContractVersion: { params: { versionId: contract.versionId }, visibleTo: contract.visibleTo },
    candidate: await candidateOfAgencyPh(t, callers),
    oldContract: await oldContractOfPhilippines(t),
    dltWorker: await dltWorkerOfPhilippines(t),
    ...(await employmentRequestRecords(t)),
    ...(await transferContractRecords(t, callers)),
    ...(await bookingRecords(t, callers)),
    ...(await watchlistRecords(t)),
    ...(await complianceOrderRecords(t, office.organizationId)),
    importRun: await importRunOfOffice(t),
    // The public registry (decision 0052): a licensed organisation's page, the same for everyone.
    publicRegistryOrganization: { params: { id: companyOrganization } },
    // The public document check (issue 25): a code as printed, answered the same for everyone.
    verificationCode: { params: { code: '7K3M-Q9TX-2BHD' } },
  };
};
