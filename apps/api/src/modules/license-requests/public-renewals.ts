import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { LICENCE_REQUEST_STATUS } from '@portal/contracts/license-requests-transitions';
import type { Database } from '../../db/client';
import { licenceRequests } from '../../db/schema/index';

export type LicenceRenewal = { decidedAt: Date; licenseNumber: string; licenseDate: string };

/**
 * The approved licence updates of an organisation, newest first, as the public registry shows them
 * (decision 0052): the day, the licence number and its new expiry date. The requester, the document
 * and the changed contact details of the request are not read.
 */
export const findLicenceRenewals = async (
  db: Database,
  organizationId: number,
): Promise<LicenceRenewal[]> => {
  const rows = await db
    .select({
      decidedAt: licenceRequests.decidedAt,
      licenseNumber: licenceRequests.licenseNumber,
      licenseDate: licenceRequests.licenseDate,
    })
    .from(licenceRequests)
    .where(
      and(
        eq(licenceRequests.organizationId, organizationId),
        eq(licenceRequests.status, LICENCE_REQUEST_STATUS.APPROVED),
        isNotNull(licenceRequests.decidedAt),
      ),
    )
    .orderBy(desc(licenceRequests.decidedAt));
  return rows.map((row) => ({ ...row, decidedAt: row.decidedAt! }));
};
