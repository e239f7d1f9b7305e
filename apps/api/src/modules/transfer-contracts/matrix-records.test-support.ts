import { eq } from 'drizzle-orm';
import { EMPLOYER_CITY_LOCATIONS } from '@portal/contracts/employers';
import type { Role } from '@portal/contracts/roles';
import { transferContracts, users } from '../../db/schema/index';
import type { Caller } from '../../test-support/authorization-matrix/callers';
import {
  newMatrixEmployer,
  newMatrixRequest,
  organizationsById,
} from '../../test-support/authorization-matrix/requests';
import type { TestApp } from '../../test-support/test-app';

type MatrixRecord = { params: Record<string, string | number>; visibleTo?: (caller: Caller) => boolean };

/** Spec 6 "Transfer contracts", as scope.ts reads it: who sees every transfer, and one country's. */
const ALL_SEEING: readonly Role[] = ['ADMIN', 'SAMOL'];
const OFFICES: readonly Role[] = ['PRO_COMPANY', 'PRO_OFFICE'];
const COUNTRY_WIDE: readonly Role[] = ['FMOL', 'SA_EMBASSY'];

/**
 * For the authorization matrix: a PENDING transfer by `office` of the worker of its ARRIVED request
 * with agency-ph (a Philippine worker) to a new employer in Riyadh. Who sees it (DOMAIN.md "Who sees
 * what", as employment requests): admins and the ministry all; the office its own; the agency the
 * transfers of its workers; FMOL and the Saudi embassy their country's; a foreign embassy its
 * country's in the new employer's office location; everyone else the rules admit gets 404.
 */
export const transferContractRecords = async (
  t: TestApp,
  callers: Caller[],
): Promise<Record<'transferContract', MatrixRecord>> => {
  const { db } = t.database;
  const oldEmployer = await newMatrixEmployer(t, 1, 'Matrix Old Employer');
  const newEmployer = await newMatrixEmployer(t, 2, 'Matrix New Employer');
  const request = await newMatrixRequest(t, callers, 'ARRIVED', oldEmployer, 'TRANSFER');
  const [office] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'office'));
  const [transfer] = await db
    .insert(transferContracts)
    .values({
      officeId: request.officeId,
      agencyId: request.agencyId,
      countryId: request.countryId,
      officeLocation: EMPLOYER_CITY_LOCATIONS[newEmployer.city],
      employmentRequestId: request.id,
      candidateId: request.candidateId,
      workerNameAr: 'مرشحة المصفوفة',
      workerNameEn: 'Matrix TRANSFER Candidate',
      passportNumber: 'MATRIXTRANSFER',
      oldEmployerId: oldEmployer.id,
      newEmployerId: newEmployer.id,
      fee: 2500,
      workerConsent: true,
      workerConsentAt: new Date(),
      createdBy: office!.id,
      updatedBy: office!.id,
    })
    .returning();
  const row = transfer!;
  const orgs = await organizationsById(t);
  const visibleTo = (caller: Caller): boolean => {
    const establishment = caller.membership?.establishment;
    if (!establishment) return false;
    const { role, organizationId } = establishment;
    const organization = orgs.get(organizationId);
    if (ALL_SEEING.includes(role)) return true;
    if (OFFICES.includes(role)) return organizationId === row.officeId;
    if (role === 'EPRO') return organizationId === row.agencyId;
    if (COUNTRY_WIDE.includes(role)) return organization?.countryId === row.countryId;
    if (role === 'FOREIGN_EMBASSY') {
      return organization?.countryId === row.countryId && organization.officeLocation === row.officeLocation;
    }
    return false;
  };
  return { transferContract: { params: { id: row.id }, visibleTo } };
};
