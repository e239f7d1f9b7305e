import { and, eq } from 'drizzle-orm';
import { LICENCE_REQUEST_STATUS } from '@portal/contracts/license-requests-transitions';
import type { Database } from '../../db/client';
import { licenceRequests } from '../../db/schema/index';
import { openOwedClocks, withoutClock } from '../../platform/clocks/clock-backfill';
import { obligationRuleOf } from '../../platform/clocks/clock-rules';
import { recentSettingValue } from '../settings/service';

/**
 * The review clocks of licence requests already waiting for the admins (the demo data's, those made
 * before the clocks), from their submission: at the first start, then daily. Answers how many opened.
 */
export const backfillLicenceClocks = async (db: Database): Promise<number> => {
  const waiting = await db
    .select({ id: licenceRequests.id, createdAt: licenceRequests.createdAt })
    .from(licenceRequests)
    .where(
      and(
        eq(licenceRequests.status, LICENCE_REQUEST_STATUS.PENDING),
        withoutClock('licenceReview', licenceRequests.id),
      ),
    );
  return openOwedClocks(
    db,
    'licenceReview',
    await obligationRuleOf(recentSettingValue, db, 'licenceReview'),
    waiting.map((row) => ({ subjectId: row.id, partyOrganizationId: null, startedAt: row.createdAt })),
  );
};
