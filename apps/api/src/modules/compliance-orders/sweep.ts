import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { complianceOrderNumber, complianceOrderTransitions } from '@portal/contracts/compliance-orders';
import type { Database } from '../../db/client';
import { clocks, complianceOrders } from '../../db/schema/index';
import { readStoredClock } from '../../platform/clocks/clock-store';
import { loadCountingRules } from '../../platform/clocks/counting-rules';
import { recordPortalChange } from '../../platform/history/service';
import { suspendByPortal } from '../suspensions/service';

const BREACH = complianceOrderTransitions.actions.breach;

/**
 * The minute's sweep (decision 0059): each order still open whose clock is breached as read now —
 * holidays and outages counted, so nothing is breached inside an incident — becomes BREACHED and
 * its office is suspended by the portal with the order's reason, the suspension naming the order.
 * One transaction per order, guarded by its status, so two instances never suspend twice.
 * Answers how many orders it breached.
 */
export const breachOverdueOrders = async (db: Database, now: Date = new Date()): Promise<number> => {
  const candidates = await db
    .select({ order: complianceOrders, clock: clocks })
    .from(complianceOrders)
    .innerJoin(
      clocks,
      and(
        eq(clocks.subjectType, 'complianceOrder'),
        eq(clocks.subjectId, complianceOrders.id),
        eq(clocks.obligation, 'complianceOrder'),
        isNull(clocks.metAt),
        isNull(clocks.closedAt),
      ),
    )
    .where(and(inArray(complianceOrders.status, [...BREACH.from]), lte(clocks.dueAt, now)));
  if (candidates.length === 0) return 0;
  const loaded = await loadCountingRules(db, now);
  let breached = 0;
  for (const { order, clock } of candidates) {
    const reading = readStoredClock(clock, loaded, now);
    if (reading.state !== 'breached') continue;
    const number = complianceOrderNumber(order.id);
    const done = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(complianceOrders)
        .set({ status: BREACH.to, updatedAt: now })
        .where(and(eq(complianceOrders.id, order.id), inArray(complianceOrders.status, [...BREACH.from])))
        .returning({ id: complianceOrders.id });
      if (!taken) return false;
      const suspensionId = await suspendByPortal(tx, {
        organizationId: order.officeId,
        reasonId: order.suspensionReasonId,
        comment: `أمر الامتثال ${number} لم يُنفَّذ حتى موعده / Compliance order ${number} not met by its due date`,
        at: now,
      });
      await tx
        .update(complianceOrders)
        .set({ suspensionId, rowVersion: order.rowVersion + 1 })
        .where(eq(complianceOrders.id, order.id));
      await tx
        .update(clocks)
        .set({ state: 'breached', dueAt: new Date(reading.dueAt), updatedAt: now })
        .where(eq(clocks.id, clock.id));
      await recordPortalChange(tx, {
        entityType: 'complianceOrder',
        entityId: order.id,
        at: now,
        changes: {
          status: { from: order.status, to: BREACH.to },
          suspensionId: { from: null, to: suspensionId },
        },
      });
      return true;
    });
    if (done) breached += 1;
  }
  return breached;
};
