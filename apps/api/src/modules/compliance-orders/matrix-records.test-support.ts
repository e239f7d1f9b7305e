import { and, eq } from 'drizzle-orm';
import { complianceOrders, reasons, users } from '../../db/schema/index';
import type { Caller } from '../../test-support/authorization-matrix/callers';
import type { TestApp } from '../../test-support/test-app';

type MatrixRecord = { params: Record<string, string | number>; visibleTo?: (caller: Caller) => boolean };

/**
 * For the authorization matrix: a compliance order of `office` (decision 0059). Admins and the
 * office see it; another office gets 404.
 */
export const complianceOrderRecords = async (
  t: TestApp,
  officeId: number,
): Promise<Record<'complianceOrder', MatrixRecord>> => {
  const { db } = t.database;
  const [reason] = await db
    .select({ id: reasons.id })
    .from(reasons)
    .where(and(eq(reasons.kind, 'SUSPENSION'), eq(reasons.active, true)))
    .limit(1);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!reason || !admin) throw new Error('the demo data has no SUSPENSION reason or admin');
  const [row] = await db
    .insert(complianceOrders)
    .values({
      complaintId: 999_001,
      complaintNumber: 'CMP-999001',
      employmentRequestNumber: 'ER-000001',
      officeId,
      textAr: 'أمر للمصفوفة',
      textEn: 'An order for the matrix',
      suspensionReasonId: reason.id,
      decidedBy: admin.id,
    })
    .returning({ id: complianceOrders.id });
  return {
    complianceOrder: {
      params: { id: row!.id },
      visibleTo: (caller) => {
        const establishment = caller.membership?.establishment;
        return establishment?.role === 'ADMIN' || establishment?.organizationId === officeId;
      },
    },
  };
};
