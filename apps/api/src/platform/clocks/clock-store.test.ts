import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { clocks, incidents, publicHolidays, recordHistory } from '../../db/schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { clocksOf, closeClocks, meetClock, refreshClocks, startClock } from './clock-store';

const at = (iso: string) => new Date(iso);
/** Record ids far from the demo data's. */
let subjectId = 900_000;

describe('stored clocks (decision 0056)', { timeout: 120_000 }, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    subjectId += 1;
    await database.db.delete(incidents);
    await database.db.delete(publicHolidays);
    await database.db.delete(clocks);
  });

  const start = (obligation: 'agencyAnswer' | 'licenceReview' | 'trial', startedAt: string, days = 2) =>
    startClock(database.db, {
      obligation,
      subjectId,
      partyOrganizationId: null,
      startedAt: at(startedAt),
      days,
      counting: obligation === 'licenceReview' ? 'working' : 'calendar',
    });
  const stored = async () => {
    const [clock] = await clocksOf(database.db, 'employmentRequest', [subjectId]);
    return clock!;
  };

  it('counts working days across a weekend and a holiday', async () => {
    // Wednesday 2026-12-02 10:00 (kingdom time) + 2 working days; Thursday is a holiday,
    // Friday and Saturday the weekend: due Monday 2026-12-07 10:00 (07:00 UTC).
    await database.db.insert(publicHolidays).values({ day: '2026-12-03', nameAr: 'عطلة', nameEn: 'Holiday' });
    await start('licenceReview', '2026-12-02T07:00:00Z');
    const [clock] = await clocksOf(database.db, 'licenceRequest', [subjectId]);
    expect(clock?.dueAt).toBe('2026-12-07T07:00:00.000Z');
  });

  it('an incident over the due moment extends it, nothing is breached inside it, and history says so', async () => {
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    expect((await stored()).dueAt).toBe('2026-12-03T00:00:00.000Z');
    // The portal is down from 2026-12-02 20:00 to 2026-12-03 08:00: 12 hours over the due moment.
    await database.db.insert(incidents).values({
      scope: 'portal',
      startedAt: at('2026-12-02T20:00:00Z'),
      endedAt: at('2026-12-03T08:00:00Z'),
    });
    const inside = await refreshClocks(database.db, at('2026-12-03T01:00:00Z'));
    expect(inside.breached).toEqual([]);
    const moved = await stored();
    expect(moved.dueAt).toBe('2026-12-03T12:00:00.000Z');
    expect(moved.state).toBe('paused');
    const history = await database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'employmentRequest'), eq(recordHistory.entityId, subjectId)));
    expect(history.map((row) => row.changes)).toEqual([
      { 'clock.agencyAnswer.dueAt': { from: '2026-12-03T00:00:00.000Z', to: '2026-12-03T12:00:00.000Z' } },
    ]);
    // After the extended due moment the sweep breaches it, once.
    const after = await refreshClocks(database.db, at('2026-12-03T12:30:00Z'), {
      dueBefore: at('2026-12-03T12:30:00Z'),
    });
    expect(after.breached.map((row) => row.subjectId)).toEqual([subjectId]);
    expect((await refreshClocks(database.db, at('2026-12-03T13:00:00Z'))).changed).toBe(0);
  });

  it('two refreshes side by side move a clock once, with one history entry', async () => {
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    await database.db.insert(incidents).values({
      scope: 'portal',
      startedAt: at('2026-12-01T10:00:00Z'),
      endedAt: at('2026-12-01T16:00:00Z'),
    });
    const now = at('2026-12-02T00:00:00Z');
    const [first, second] = await Promise.all([
      refreshClocks(database.db, now),
      refreshClocks(database.db, now),
    ]);
    expect(first.changed + second.changed).toBe(1);
    expect((await stored()).dueAt).toBe('2026-12-03T06:00:00.000Z');
    const history = await database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'employmentRequest'), eq(recordHistory.entityId, subjectId)));
    expect(history).toHaveLength(1);
  });

  it('a due moment written in SQL with microseconds is still moved and breached', async () => {
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    await database.db.execute(
      sql`update clocks set started_at = started_at + interval '0.6 milliseconds', due_at = due_at + interval '0.6 milliseconds' where subject_id = ${subjectId}`,
    );
    const swept = await refreshClocks(database.db, at('2026-12-03T01:00:00Z'), {
      dueBefore: at('2026-12-03T01:00:00Z'),
    });
    expect(swept.breached.map((row) => row.subjectId)).toEqual([subjectId]);
    expect((await stored()).state).toBe('breached');
  });

  it('an open incident keeps a clock from falling due while it lasts', async () => {
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    await database.db.insert(incidents).values({ scope: 'portal', startedAt: at('2026-12-02T23:00:00Z') });
    const during = await refreshClocks(database.db, at('2026-12-03T05:00:00Z'), {
      dueBefore: at('2026-12-03T05:00:00Z'),
    });
    expect(during.breached).toEqual([]);
    expect(Date.parse((await stored()).dueAt)).toBeGreaterThan(Date.parse('2026-12-03T05:00:00Z'));
  });

  it('a travel outage does not move an answer clock', async () => {
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    await database.db.insert(incidents).values({
      scope: 'travel',
      startedAt: at('2026-12-01T10:00:00Z'),
      endedAt: at('2026-12-02T10:00:00Z'),
    });
    expect((await refreshClocks(database.db, at('2026-12-02T12:00:00Z'))).changed).toBe(0);
    expect((await stored()).dueAt).toBe('2026-12-03T00:00:00.000Z');
  });

  it('met in time, met late, closed, and a trial that runs out is over rather than breached', async () => {
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    await meetClock(database.db, 'agencyAnswer', subjectId, at('2026-12-02T00:00:00Z'));
    expect((await stored()).state).toBe('met');
    subjectId += 1;
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    await meetClock(database.db, 'agencyAnswer', subjectId, at('2026-12-04T00:00:00Z'));
    expect((await stored()).state).toBe('breached');
    subjectId += 1;
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    await closeClocks(database.db, 'employmentRequest', subjectId, at('2026-12-01T05:00:00Z'));
    expect((await stored()).state).toBe('closed');
    subjectId += 1;
    await start('trial', '2026-12-01T00:00:00Z', 90);
    const swept = await refreshClocks(database.db, at('2027-03-02T00:00:00Z'), {
      dueBefore: at('2027-03-02T00:00:00Z'),
    });
    expect(swept.breached).toEqual([]);
    const trial = await stored();
    expect(trial.state).toBe('met');
    expect(trial.metAt).toBe('2027-03-01T00:00:00.000Z');
  });

  it('starting the same obligation twice keeps one clock', async () => {
    await start('agencyAnswer', '2026-12-01T00:00:00Z');
    await start('agencyAnswer', '2026-12-01T05:00:00Z');
    const rows = await database.db.select().from(clocks).where(eq(clocks.subjectId, subjectId));
    expect(rows).toHaveLength(1);
  });
});
