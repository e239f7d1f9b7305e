import { and, eq, isNull } from 'drizzle-orm';
import {
  COMPLIANCE_ORDER_STATUS,
  complianceOrderNumber,
  complianceOrderTransitions,
  type ComplianceDecision,
  type ComplianceOrder,
  type ComplianceOrderAction,
  type DecidableComplaint,
} from '@portal/contracts/compliance-orders';
import { obligationCounting } from '@portal/contracts/clocks/obligations';
import { ERROR_CODES } from '@portal/contracts/error-body';
import type { Database } from '../../db/client';
import { complianceOrders, reasons, suspensions } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { meetClock, startClock } from '../../platform/clocks/clock-store';
import { recordChange } from '../../platform/history/service';
import { runTransition } from '../../platform/transition-runner';
import type { EstablishmentSession } from '../../types/session';
import type { SettingReader } from '../settings/providers';
import { recordComplaints } from '../complaints/sync';
import { liftSuspensionIn } from '../suspensions/service';
import { allComplaints, complaintById } from './complaint-reader';
import { ordersOfComplaints, readOrders, visibleOrders } from './present';

export const listOrders = async (db: Database, session: EstablishmentSession) => {
  const items = await readOrders(db, session, visibleOrders(session));
  return { items, total: items.length };
};

export const getOrder = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<ComplianceOrder> => {
  const [order] = await readOrders(db, session, and(eq(complianceOrders.id, id), visibleOrders(session)));
  if (!order) throw notFound();
  return order;
};

/** Whether the order exists and the caller sees it (its history's guard). */
export const canSeeOrder = async (db: Database, id: number, session: EstablishmentSession) =>
  (
    await db
      .select({ id: complianceOrders.id })
      .from(complianceOrders)
      .where(and(eq(complianceOrders.id, id), visibleOrders(session)))
  ).length === 1;

/** Every complaint with the order decided on it, for the admins. */
export const listDecidableComplaints = async (
  db: Database,
  session: EstablishmentSession,
): Promise<{ items: DecidableComplaint[]; total: number }> => {
  const complaints = await allComplaints(db, session);
  const orders = await ordersOfComplaints(
    db,
    complaints.map((complaint) => complaint.id),
  );
  const items = complaints.flatMap((complaint) =>
    complaint.officeId === undefined
      ? []
      : [{ ...complaint, officeId: complaint.officeId, order: orders.get(complaint.id) ?? null }],
  );
  return { items, total: items.length };
};

const alreadyDecided = (orderId: number) =>
  conflict('complianceOrders.alreadyDecided', { params: { number: complianceOrderNumber(orderId) } });

/**
 * An admin's decision on a complaint: an order for the complaint's office, due in the setting's
 * days (`deadlineRules.complianceOrderDays`, counted as the setting says), its clock started in
 * the same transaction. One decision per complaint (409 naming its order).
 */
export const decide = async (
  db: Database,
  session: EstablishmentSession,
  input: ComplianceDecision,
  settingValue: SettingReader,
): Promise<ComplianceOrder> => {
  const complaint = await complaintById(db, session, input.complaintId);
  const [reason] = await db
    .select({ id: reasons.id })
    .from(reasons)
    .where(
      and(eq(reasons.id, input.suspensionReasonId), eq(reasons.kind, 'SUSPENSION'), eq(reasons.active, true)),
    );
  if (!reason) {
    throw badRequest('complianceOrders.reasonInvalid', { fieldErrors: {} });
  }
  const rules = await settingValue(db, 'deadlineRules');
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    // The complaint was just read from the tracker: the portal records it at once rather than at
    // the next minute's sync (decision 0063), with its answer clock if it is new to the portal.
    await recordComplaints(tx, [complaint], { now, complete: false, read: settingValue });
    const [created] = await tx
      .insert(complianceOrders)
      .values({
        complaintId: complaint.id,
        complaintNumber: complaint.number,
        employmentRequestNumber: complaint.employmentRequest.number,
        officeId: complaint.officeId,
        textAr: input.textAr,
        textEn: input.textEn,
        suspensionReasonId: reason.id,
        decidedBy: session.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: complianceOrders.id });
    if (!created) {
      const [existing] = await tx
        .select({ id: complianceOrders.id })
        .from(complianceOrders)
        .where(eq(complianceOrders.complaintId, complaint.id));
      throw existing ? alreadyDecided(existing.id) : conflict();
    }
    await startClock(tx, {
      obligation: 'complianceOrder',
      subjectId: created.id,
      partyOrganizationId: complaint.officeId,
      startedAt: now,
      days: rules.complianceOrderDays,
      counting: obligationCounting('complianceOrder', rules),
    });
    await recordChange(tx, {
      entityType: 'complianceOrder',
      entityId: created.id,
      action: 'create',
      changedBy: session.user.id,
      changes: {
        status: { from: null, to: COMPLIANCE_ORDER_STATUS.OPEN },
        complaint: { from: null, to: complaint.number },
        officeId: { from: null, to: complaint.officeId },
        textAr: { from: null, to: input.textAr },
        textEn: { from: null, to: input.textEn },
        suspensionReasonId: { from: null, to: reason.id },
        days: { from: null, to: rules.complianceOrderDays },
      },
    });
    return created.id;
  });
  return getOrder(db, session, id);
};

const take = (
  db: Database,
  session: EstablishmentSession,
  id: number,
  action: Exclude<ComplianceOrderAction, 'breach'>,
) =>
  runTransition(db, {
    declaration: complianceOrderTransitions,
    target: {
      table: complianceOrders,
      id: 'id',
      status: 'status',
      rowVersion: 'rowVersion',
      history: 'complianceOrder',
    },
    action,
    id,
    session,
    visible: visibleOrders(session),
    recordOf: (row) => ({ status: row.status, parties: { office: row.officeId } }),
    input: {},
    changes: () => {
      const now = new Date();
      return action === 'report'
        ? { reportedAt: now, updatedAt: now }
        : { confirmedAt: now, confirmedBy: session.user.id, updatedAt: now };
    },
    hasEffects: (taken) => taken === 'confirm',
    // The confirmation meets the clock (late when after the due moment) and lifts the suspension
    // this order caused, and only that one: another suspension of the office stays in force.
    effects: async (tx, row) => {
      if (action !== 'confirm') return;
      await meetClock(tx, 'complianceOrder', row.id, row.confirmedAt ?? new Date());
      if (row.suspensionId !== null) {
        await liftSuspensionIn(tx, row.suspensionId, session.user.id, { clearStoredFlag: false });
      }
    },
  });

/** The office says it complied: the order waits on the admin's confirmation. */
export const reportOrder = async (db: Database, session: EstablishmentSession, id: number) => {
  await take(db, session, id, 'report');
  return getOrder(db, session, id);
};

/** An admin confirms the office complied: the order ends and the suspension it caused is lifted. */
export const confirmOrder = async (db: Database, session: EstablishmentSession, id: number) => {
  await take(db, session, id, 'confirm');
  return getOrder(db, session, id);
};

/** The refusal of a suspended office's write that names the breached order (decision 0059). */
export const breachedOrderRefusal = async (db: Database, officeId: number): Promise<AppError | null> => {
  const [order] = await db
    .select({ id: complianceOrders.id })
    .from(complianceOrders)
    .innerJoin(suspensions, eq(suspensions.id, complianceOrders.suspensionId))
    .where(
      and(
        eq(complianceOrders.officeId, officeId),
        // Breached, or reported since and not yet confirmed: the suspension it caused stands.
        isNull(suspensions.liftedAt),
      ),
    )
    .orderBy(complianceOrders.id)
    .limit(1);
  return order
    ? new AppError(403, 'complianceOrders.officeSuspended', {
        params: { number: complianceOrderNumber(order.id) },
        code: ERROR_CODES.organizationSuspended,
      })
    : null;
};
