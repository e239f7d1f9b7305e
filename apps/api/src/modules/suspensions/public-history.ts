import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reasons, suspensions } from '../../db/schema/index';
import { kingdomTodaySql } from '../../lib/kingdom-day';

export type SuspensionPeriod = {
  reasonAr: string;
  reasonEn: string;
  startsOn: string;
  endsOn: string | null;
  liftedAt: Date | null;
};

/**
 * The suspensions of an organisation that have begun, newest first, as the public registry shows
 * them (decision 0052): the reason's category (the lookup's text) and the dates. The admin's comment
 * and who suspended or lifted are not read; a scheduled suspension shows once it begins.
 */
export const findSuspensionPeriods = async (
  db: Database,
  organizationId: number,
): Promise<SuspensionPeriod[]> =>
  db
    .select({
      reasonAr: reasons.textAr,
      reasonEn: reasons.textEn,
      startsOn: suspensions.startsOn,
      endsOn: suspensions.endsOn,
      liftedAt: suspensions.liftedAt,
    })
    .from(suspensions)
    .innerJoin(reasons, eq(reasons.id, suspensions.reasonId))
    .where(and(eq(suspensions.organizationId, organizationId), lte(suspensions.startsOn, kingdomTodaySql)))
    .orderBy(desc(suspensions.startsOn), desc(suspensions.id));
