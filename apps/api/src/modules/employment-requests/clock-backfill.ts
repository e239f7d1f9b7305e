import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { DAY_MS } from '@portal/contracts/constants';
import type { ClockObligation } from '@portal/contracts/clocks/obligations';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import { clocks, employmentRequests as requests } from '../../db/schema/index';
import type { ClockSettingsReader } from '../../platform/clocks/clock-rules';
import { obligationRuleOf } from '../../platform/clocks/clock-rules';
import type { RequestRow } from './repository';
import { startRequestClock, syncRespondBy } from './request-clocks';

const { PENDING_AGENCY, PENDING_EMBASSY, CONTRACTED, TICKET_BOOKED, ARRIVED } = EMPLOYMENT_REQUEST_STATUS;

/** The clock a request already in a status owes: what a record from before the clocks lacks. */
const OWED: readonly { statuses: EmploymentRequestStatus[]; obligation: ClockObligation }[] = [
  { statuses: [PENDING_AGENCY], obligation: 'agencyAnswer' },
  { statuses: [PENDING_EMBASSY], obligation: 'embassyAnswer' },
  { statuses: [CONTRACTED, TICKET_BOOKED], obligation: 'arrival' },
  { statuses: [ARRIVED], obligation: 'trial' },
];

const BATCH = 200;

/**
 * When the owed clock started, as well as the row tells: an answer's from its deadline less the
 * days (so the countdown ends where `respondBy` did), an arrival's at the contract, a trial's at
 * the last change (the arrival).
 */
const startOf = (row: RequestRow, obligation: ClockObligation, days: number): Date => {
  if ((obligation === 'agencyAnswer' || obligation === 'embassyAnswer') && row.respondBy) {
    return new Date(row.respondBy.getTime() - days * DAY_MS);
  }
  if (obligation === 'arrival' && row.contractedAt) return row.contractedAt;
  return row.updatedAt;
};

/**
 * Opens the clocks the requests already waiting lack (the demo data's, those made before the
 * clocks): run at the first start and daily after, a request that has any clock of the obligation
 * is left alone. Then copies the answer clocks' due moments to `respondBy`. Answers how many opened.
 */
export const backfillRequestClocks = async (db: Database, read: ClockSettingsReader): Promise<number> => {
  let opened = 0;
  for (const { statuses, obligation } of OWED) {
    const { days } = await obligationRuleOf(read, db, obligation);
    let afterId = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(requests)
        .where(
          and(
            inArray(requests.status, statuses),
            gt(requests.id, afterId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(clocks)
                .where(
                  and(
                    eq(clocks.subjectType, 'employmentRequest'),
                    eq(clocks.subjectId, requests.id),
                    eq(clocks.obligation, obligation),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(requests.id))
        .limit(BATCH);
      for (const row of rows) {
        await db.transaction((tx) =>
          startRequestClock(tx, read, obligation, row, startOf(row, obligation, days)),
        );
        opened += 1;
      }
      if (rows.length < BATCH) break;
      afterId = rows[rows.length - 1]!.id;
    }
  }
  await syncRespondBy(db);
  return opened;
};
