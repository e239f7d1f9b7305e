import { and, asc, count, eq } from 'drizzle-orm';
import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import type { Database } from '../client';
import { establishments, reasons, suspensions, users } from '../schema/index';
import { DEMO_ORGANIZATIONS } from './demo-organizations';
import { REASON_SEEDS } from './reasons';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Reasons (once, when the table is empty) and the open-ended suspension of the demo `suspended`
 * office (its organisation is also stored inactive), so an admin can lift it from the list.
 */
export const seedReasonsAndSuspensions = async (tx: Database | Tx, today: Date): Promise<void> => {
  const [counted] = await tx.select({ total: count() }).from(reasons);
  if (!counted?.total) await tx.insert(reasons).values(REASON_SEEDS);
  const { laborOfficeId, sequenceNumber } = DEMO_ORGANIZATIONS.qimma;
  const [establishment] = await tx
    .select({ organizationId: establishments.organizationId })
    .from(establishments)
    .where(
      and(eq(establishments.laborOfficeId, laborOfficeId), eq(establishments.sequenceNumber, sequenceNumber)),
    );
  if (!establishment) return;
  const [existing] = await tx
    .select({ id: suspensions.id })
    .from(suspensions)
    .where(eq(suspensions.organizationId, establishment.organizationId))
    .limit(1);
  if (existing) return;
  const [reason] = await tx
    .select({ id: reasons.id })
    .from(reasons)
    .where(eq(reasons.kind, 'SUSPENSION'))
    .orderBy(asc(reasons.id))
    .limit(1);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  // A day of the kingdom's calendar, as the registry and the suspensions' rules read it: the UTC
  // date was the day before from 21:00 to midnight UTC.
  const startsOn = todayInKingdom(new Date(today.getTime() - 30 * DAY_MS));
  await tx.insert(suspensions).values({
    organizationId: establishment.organizationId,
    reasonId: reason!.id,
    startsOn,
    endsOn: null,
    createdBy: admin?.id ?? null,
  });
};
