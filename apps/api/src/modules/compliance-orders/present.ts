import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  COMPLIANCE_ORDER_PERSON_ACTIONS,
  complianceOrderNumber,
  complianceOrderTransitions,
  type ComplianceOrder,
} from '@portal/contracts/compliance-orders';
import type { Database } from '../../db/client';
import { complianceOrders, organizations, reasons } from '../../db/schema/index';
import { clocksOf } from '../../platform/clocks/clock-store';
import { actionsFor } from '../../platform/transition-runner';
import { keptPerScope } from '../../lib/session-key';
import type { EstablishmentSession } from '../../types/session';

/** Orders to list at most: a handful per office (decision 0059). */
export const ORDER_LIST_LIMIT = 200;

const selection = {
  order: complianceOrders,
  office: { id: organizations.id, nameAr: organizations.nameAr, nameEn: organizations.nameEn },
  reason: { id: reasons.id, textAr: reasons.textAr, textEn: reasons.textEn },
};

/** The caller's orders: an office its own, an admin every one. */
export const visibleOrders = keptPerScope(({ role, organizationId }): SQL | undefined =>
  role === 'ADMIN' ? undefined : eq(complianceOrders.officeId, organizationId),
);

/** Orders as the screens show them, each with its clock and the actions the caller may take. */
export const readOrders = async (
  db: Database,
  session: EstablishmentSession,
  where: SQL | undefined,
): Promise<ComplianceOrder[]> => {
  const rows = await db
    .select(selection)
    .from(complianceOrders)
    .innerJoin(organizations, eq(organizations.id, complianceOrders.officeId))
    .innerJoin(reasons, eq(reasons.id, complianceOrders.suspensionReasonId))
    .where(where)
    .orderBy(desc(complianceOrders.id))
    .limit(ORDER_LIST_LIMIT);
  const clocks = await clocksOf(
    db,
    'complianceOrder',
    rows.map((row) => row.order.id),
  );
  return rows.map(({ order, office, reason }) => {
    const own = clocks.filter(
      (clock) => clock.subject.id === order.id && clock.obligation === 'complianceOrder',
    );
    const record = { status: order.status, parties: { office: order.officeId } };
    const allowed = actionsFor(complianceOrderTransitions, record, session);
    return {
      id: order.id,
      number: complianceOrderNumber(order.id),
      complaint: { id: order.complaintId, number: order.complaintNumber },
      employmentRequestNumber: order.employmentRequestNumber,
      office: { id: office.id, name: { ar: office.nameAr, en: office.nameEn } },
      text: { ar: order.textAr, en: order.textEn },
      suspensionReason: { id: reason.id, text: { ar: reason.textAr, en: reason.textEn } },
      status: order.status,
      suspensionId: order.suspensionId,
      createdAt: order.createdAt.toISOString(),
      reportedAt: order.reportedAt?.toISOString() ?? null,
      confirmedAt: order.confirmedAt?.toISOString() ?? null,
      clock: own.at(-1) ?? null,
      actions: COMPLIANCE_ORDER_PERSON_ACTIONS.filter((action) => allowed.includes(action)),
    };
  });
};

/** The orders of these complaints by complaint id (the admins' complaints list). */
export const ordersOfComplaints = async (db: Database, complaintIds: readonly number[]) => {
  if (complaintIds.length === 0) return new Map<number, { id: number; number: string }>();
  const rows = await db
    .select({ id: complianceOrders.id, complaintId: complianceOrders.complaintId })
    .from(complianceOrders)
    .where(inArray(complianceOrders.complaintId, [...complaintIds]));
  return new Map(rows.map((row) => [row.complaintId, { id: row.id, number: complianceOrderNumber(row.id) }]));
};
