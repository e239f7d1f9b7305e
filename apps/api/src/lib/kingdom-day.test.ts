import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test-support/test-database';
import { kingdomTodaySql } from './kingdom-day';

describe('kingdomTodaySql', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const readIn = (timeZone: string) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local timezone = '${timeZone}'`));
      const result = (await tx.execute(
        sql`select ${kingdomTodaySql}::text as day, now()::text as now`,
      )) as unknown as { rows: { day: string; now: string }[] };
      return result.rows[0]!;
    });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Riyadh'])(
    "is the kingdom's date, whatever the session's time zone (%s)",
    async (timeZone) => {
      const { day, now } = await readIn(timeZone);
      expect(day).toBe(todayInKingdom(new Date(now)));
    },
  );
});
