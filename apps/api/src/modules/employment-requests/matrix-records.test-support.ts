import { and, asc, eq } from 'drizzle-orm';
import { EMPLOYER_CITY_LOCATIONS } from '@portal/contracts/employers';
import {
  candidates,
  employers,
  employmentRequestBulks,
  employmentRequests,
  organizations,
  partnershipContractLines,
  partnershipContracts,
  users,
  visas,
} from '../../db/schema/index';
import type { Caller } from '../../test-support/authorization-matrix/callers';
import type { TestApp } from '../../test-support/test-app';
import { ALL_SEEING_ROLES, COUNTRY_ROLES, OFFICE_ROLES } from './scope';

type MatrixRecord = { params: Record<string, string | number>; visibleTo?: (caller: Caller) => boolean };

/**
 * For the authorization matrix: a PENDING_AGENCY request (in a bulk) of `company` with a candidate
 * of `agency-id`, under their seeded ACTIVE contract, and its employer. Who sees them follows
 * scope.ts (DOMAIN.md "Who sees what"); everyone else the rules admit gets 404.
 */
export const employmentRequestRecords = async (
  t: TestApp,
): Promise<Record<'employer' | 'employmentRequest' | 'employmentRequestBulk', MatrixRecord>> => {
  const { db } = t.database;
  const [contract] = await db
    .select({ contract: partnershipContracts, line: partnershipContractLines })
    .from(partnershipContracts)
    .innerJoin(partnershipContractLines, eq(partnershipContractLines.contractId, partnershipContracts.id))
    .innerJoin(organizations, eq(organizations.id, partnershipContracts.officeId))
    .where(and(eq(partnershipContracts.status, 'ACTIVE'), eq(organizations.type, 'PRO_COMPANY')))
    .orderBy(asc(partnershipContracts.id))
    .limit(1);
  if (!contract) throw new Error('the demo data has no ACTIVE contract of a company with a line');
  const { officeId, agencyId, countryId } = contract.contract;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [employer] = await db
    .insert(employers)
    .values({
      nationalId: '1999999998',
      nameAr: 'صاحب عمل المصفوفة',
      nameEn: 'Matrix Employer',
      mobile: '0550000001',
      city: 'RIYADH',
      address: 'Riyadh',
      createdBy: admin!.id,
      updatedBy: admin!.id,
    })
    .returning();
  const { jobId, gender } = contract.line;
  const [visa] = await db
    .insert(visas)
    .values({
      number: 'MATRIX-ER-VISA',
      employerId: employer!.nationalId,
      countryId,
      gender,
      jobId,
      issueDate: '2026-01-01',
      expiryDate: '2030-12-31',
      status: 'USED',
    })
    .returning();
  const [candidate] = await db
    .insert(candidates)
    .values({
      agencyId,
      countryId,
      passportNumber: 'MATRIXER1',
      passportExpiry: '2031-01-01',
      nameAr: 'مرشح المصفوفة',
      nameEn: 'Matrix Request Candidate',
      birthDate: '1995-01-01',
      gender,
      religion: 'OTHER',
      maritalStatus: 'SINGLE',
      jobId,
      education: 'SECONDARY',
      expectedSalary: 1200,
      status: 'PROCESSING',
      createdBy: admin!.id,
      updatedBy: admin!.id,
    })
    .returning();
  const [bulk] = await db
    .insert(employmentRequestBulks)
    .values({ officeId, employerId: employer!.id, createdBy: admin!.id })
    .returning();
  const [request] = await db
    .insert(employmentRequests)
    .values({
      bulkId: bulk!.id,
      officeId,
      agencyId,
      countryId,
      employerId: employer!.id,
      visaId: visa!.id,
      candidateId: candidate!.id,
      partnershipContractId: contract.contract.id,
      officeLocation: EMPLOYER_CITY_LOCATIONS[employer!.city],
      usesApprovalFlow: false,
      monthlySalary: contract.line.monthlySalary,
      durationMonths: 24,
      probationDays: 90,
      recruitmentFee: contract.line.recruitmentFee,
      respondBy: new Date(Date.now() + 14 * 86_400_000),
      quotaMonth: new Date().toISOString().slice(0, 7),
      createdBy: admin!.id,
      updatedBy: admin!.id,
    })
    .returning();
  const orgs = new Map((await db.select().from(organizations)).map((row) => [row.id, row]));
  const seesRequest = (caller: Caller): boolean => {
    const establishment = caller.membership?.establishment;
    if (!establishment) return false;
    const { role, organizationId } = establishment;
    const organization = orgs.get(organizationId);
    if ((ALL_SEEING_ROLES as readonly string[]).includes(role)) return true;
    if ((OFFICE_ROLES as readonly string[]).includes(role)) return organizationId === officeId;
    if (role === 'EPRO') return organizationId === agencyId;
    if ((COUNTRY_ROLES as readonly string[]).includes(role)) return organization?.countryId === countryId;
    if (role === 'FOREIGN_EMBASSY') {
      return organization?.countryId === countryId && organization.officeLocation === request!.officeLocation;
    }
    if (role === 'EMPLOYER') return organization?.ownerId === employer!.nationalId;
    return false;
  };
  return {
    employer: { params: { id: employer!.id }, visibleTo: seesRequest },
    employmentRequest: { params: { id: request!.id }, visibleTo: seesRequest },
    employmentRequestBulk: { params: { id: bulk!.id }, visibleTo: seesRequest },
  };
};
