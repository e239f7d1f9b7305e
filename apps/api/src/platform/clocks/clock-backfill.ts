import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { CLOCK_OBLIGATIONS, type ClockObligation } from '@portal/contracts/clocks/obligations';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { clocks } from '../../db/schema/index';
import type { ObligationRule } from './clock-rules';
import { startClock } from './clock-store';

/** A record's clock it owes but lacks (made before the clocks, or the demo data's). */
export type OwedClock = { subjectId: number; partyOrganizationId: number | null; startedAt: Date };

/** The records (by their id column) that have no clock of the obligation yet, open or ended. */
export const withoutClock = (obligation: ClockObligation, subjectId: AnyPgColumn): SQL =>
  notExists(
    sql`(select 1 from ${clocks} where ${and(
      eq(clocks.subjectType, CLOCK_OBLIGATIONS[obligation].subject),
      eq(clocks.obligation, obligation),
      eq(clocks.subjectId, subjectId),
    )})`,
  );

/**
 * Opens the owed clocks under one rule (the settings as they stand), one short transaction each,
 * so a first start with many waiting records never holds the API up. Answers how many opened.
 */
export const openOwedClocks = async (
  db: Database,
  obligation: ClockObligation,
  rule: ObligationRule,
  owed: readonly OwedClock[],
): Promise<number> => {
  for (const clock of owed) {
    await db.transaction((tx) => startClock(tx, { obligation, ...clock, ...rule }));
  }
  return owed.length;
};
