import { and, asc, eq } from 'drizzle-orm';
import { EMPLOYER_CITY_LOCATIONS } from '@portal/contracts/employers';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import { roleIn } from '@portal/contracts/roles';
import {
  candidates,
  employers,
  employmentRequests,
  jobs,
  organizations,
  partnershipContracts,
  users,
  visas,
} from '../../db/schema/index';
import { ALL_SEEING_ROLES, COUNTRY_ROLES, OFFICE_ROLES } from '../../modules/employment-requests/scope';
import type { TestApp } from '../test-app';
import type { Caller } from './callers';
import { saudiNationalId } from '../national-ids';

type Organization = typeof organizations.$inferSelect;
export type EmployerRow = typeof employers.$inferSelect;
export type MatrixRequest = typeof employmentRequests.$inferSelect;

/** The organisations of the test database by id (a caller's country, location and owner). */
export const organizationsById = async (t: TestApp): Promise<Map<number, Organization>> =>
  new Map((await t.database.db.select().from(organizations)).map((row) => [row.id, row]));

/**
 * Who sees an employment request (DOMAIN.md "Who sees what", employment-requests/scope.ts): the
 * ministry, admins and integration accounts all; an office its own; an agency those naming its
 * candidates; FMOL and the Saudi embassy their country's; a foreign embassy its country's in its
 * office location; an employer its own (the organisation's owner id is the employer's national id).
 */
export const seesRequest =
  (orgs: Map<number, Organization>, request: MatrixRequest, employer: EmployerRow) =>
  (caller: Caller): boolean => {
    const establishment = caller.membership?.establishment;
    if (!establishment) return false;
    const { role, organizationId } = establishment;
    const organization = orgs.get(organizationId);
    if (roleIn(ALL_SEEING_ROLES, role)) return true;
    if (roleIn(OFFICE_ROLES, role)) return organizationId === request.officeId;
    if (role === 'EPRO') return organizationId === request.agencyId;
    if (roleIn(COUNTRY_ROLES, role)) return organization?.countryId === request.countryId;
    if (role === 'FOREIGN_EMBASSY') {
      return (
        organization?.countryId === request.countryId &&
        organization.officeLocation === request.officeLocation
      );
    }
    if (role === 'EMPLOYER') return organization?.ownerId === employer.nationalId;
    return false;
  };

/** An employer made for the matrix (Riyadh), numbered by `n` so two never share a national id. */
export const newMatrixEmployer = async (t: TestApp, n: number, nameEn: string): Promise<EmployerRow> => {
  const { db } = t.database;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [employer] = await db
    .insert(employers)
    .values({
      nationalId: saudiNationalId(99_000_000 + n),
      nameAr: 'صاحب عمل المصفوفة',
      nameEn,
      mobile: '0550000002',
      city: 'RIYADH',
      address: 'Riyadh',
      createdBy: admin!.id,
      updatedBy: admin!.id,
    })
    .returning();
  return employer!;
};

const HOLDING: readonly EmploymentRequestStatus[] = [
  'PENDING_AGENCY',
  'PENDING_EMBASSY',
  'CONTRACTED',
  'TICKET_BOOKED',
  'PENDING_MOFA_CANCELLATION',
];

const organizationOf = (callers: Caller[], label: string): number => {
  const id = callers.find((caller) => caller.label === label)?.membership?.establishment.organizationId;
  if (id === undefined) throw new Error(`the matrix needs the ${label} account`);
  return id;
};

/**
 * An employment request of `office` with a candidate of `agency-ph`, under their seeded ACTIVE
 * partnership contract, in the given status (its visa USED, its candidate PROCESSING while held and
 * EMPLOYEE once ARRIVED), for the given employer: the matrix's records that hang on a request (a
 * flight booking, a transfer). The Philippines, so that the seed's ministry and embassies meet
 * records they see, and not only records they must not.
 */
export const newMatrixRequest = async (
  t: TestApp,
  callers: Caller[],
  status: EmploymentRequestStatus,
  employer: EmployerRow,
  tag: string,
): Promise<MatrixRequest> => {
  const { db } = t.database;
  const officeId = organizationOf(callers, 'office');
  const agencyId = organizationOf(callers, 'agency-ph');
  const [contract] = await db
    .select()
    .from(partnershipContracts)
    .where(
      and(
        eq(partnershipContracts.officeId, officeId),
        eq(partnershipContracts.agencyId, agencyId),
        eq(partnershipContracts.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(partnershipContracts.id))
    .limit(1);
  if (!contract) throw new Error('the demo data has no ACTIVE contract of office with agency-ph');
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.code, '911101'));
  if (!admin || !job) throw new Error('the demo data has no admin or no job 911101');
  const held = HOLDING.includes(status) || status === 'ARRIVED';
  const [visa] = await db
    .insert(visas)
    .values({
      number: `MATRIX-${tag}-VISA`,
      employerId: employer.nationalId,
      countryId: contract.countryId,
      gender: 'FEMALE',
      jobId: job.id,
      issueDate: '2026-01-01',
      expiryDate: '2030-12-31',
      status: held ? 'USED' : 'AVAILABLE',
    })
    .returning();
  const [candidate] = await db
    .insert(candidates)
    .values({
      agencyId,
      countryId: contract.countryId,
      passportNumber: `MATRIX${tag}`,
      passportExpiry: '2031-01-01',
      nameAr: 'مرشحة المصفوفة',
      nameEn: `Matrix ${tag} Candidate`,
      birthDate: '1995-01-01',
      gender: 'FEMALE',
      religion: 'OTHER',
      maritalStatus: 'SINGLE',
      jobId: job.id,
      education: 'SECONDARY',
      expectedSalary: 1200,
      status: status === 'ARRIVED' ? 'EMPLOYEE' : held ? 'PROCESSING' : 'AVAILABLE',
      createdBy: admin.id,
      updatedBy: admin.id,
    })
    .returning();
  const contracted = ['CONTRACTED', 'TICKET_BOOKED', 'ARRIVED', 'PENDING_MOFA_CANCELLATION'].includes(status);
  const [request] = await db
    .insert(employmentRequests)
    .values({
      officeId,
      agencyId,
      countryId: contract.countryId,
      employerId: employer.id,
      visaId: visa!.id,
      candidateId: candidate!.id,
      partnershipContractId: contract.id,
      officeLocation: EMPLOYER_CITY_LOCATIONS[employer.city],
      usesApprovalFlow: true,
      status,
      monthlySalary: 1500,
      durationMonths: 24,
      probationDays: 90,
      recruitmentFee: 12_000,
      contractedAt: contracted ? new Date(Date.now() - 20 * 86_400_000) : null,
      quotaMonth: new Date().toISOString().slice(0, 7),
      createdBy: admin.id,
      updatedBy: admin.id,
    })
    .returning();
  return request!;
};
