import { and, eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { recordHistory } from '../../db/schema/index';
import { template } from '../../db/statement-template';
import { openTestDatabase } from '../../test-support/test-database';
import type { HistoryEntityType } from './service';
import { updateWithHistory, type AlongsideStatement } from './update-with-history';

/** A table made for this test, so the statement is tested apart from any module. */
const probes = pgTable('history_update_probes', {
  id: integer().primaryKey(),
  status: text().notNull(),
  note: text(),
  details: jsonb(),
  decidedAt: timestamp({ withTimezone: true }),
  version: integer().notNull().default(0),
});
const marks = pgTable('history_update_marks', { probeId: integer().notNull(), note: text() });

const ENTITY = 'historyUpdateProbe' as HistoryEntityType;

describe('updateWithHistory', () => {
  let database: DatabaseHandle;
  let nextId = 1;
  const probe = async (status = 'PENDING') => {
    const id = nextId++;
    await database.db.insert(probes).values({ id, status, note: 'first', details: { kept: true } });
    return id;
  };
  const history = (entityId: number, to: string) => ({
    entityType: ENTITY,
    entityId,
    changedBy: 1,
    changes: { status: { from: 'PENDING', to } },
  });
  /** The pending probe approved, with more values and parts alongside. */
  const approve = (id: number, values: Record<string, unknown> = {}, alongside: AlongsideStatement[] = []) =>
    updateWithHistory(
      database.db,
      probes,
      { status: 'APPROVED', ...values },
      and(eq(probes.id, id), eq(probes.status, 'PENDING')),
      history(id, 'APPROVED'),
      alongside,
    );
  const entries = (entityId: number) =>
    database.db
      .select({ changes: recordHistory.changes })
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, ENTITY), eq(recordHistory.entityId, entityId)));

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table history_update_probes (id integer primary key, status text not null, note text, details jsonb, decided_at timestamptz, version integer not null default 0)`,
    );
    await database.db.execute(sql`create table history_update_marks (probe_id integer not null, note text)`);
  });
  afterAll(async () => database?.close());

  it('updates the guarded row and writes its history entry; a guard that matches nothing writes neither', async () => {
    const id = await probe();
    const decidedAt = new Date('2026-12-01T10:00:00Z');
    const decide = (status: string) =>
      updateWithHistory(
        database.db,
        probes,
        { status, decidedAt, version: sql`${probes.version} + 1` },
        and(eq(probes.id, id), eq(probes.status, 'PENDING')),
        history(id, status),
      );
    const updated = await decide('APPROVED');
    expect(updated).toMatchObject({ id, status: 'APPROVED', decidedAt, version: 1, note: 'first' });
    expect(await entries(id)).toEqual([{ changes: { status: { from: 'PENDING', to: 'APPROVED' } } }]);

    const again = await decide('REJECTED');
    expect(again).toBeUndefined();
    expect(await entries(id)).toHaveLength(1);
  });

  it('builds the statement once per shape: later calls bind their own values', async () => {
    const [first, second] = [await probe(), await probe()];
    const update = vi.spyOn(database.db, 'update');
    try {
      await approve(first, { note: 'one' });
      await approve(second, { note: 'two' });
      expect(update).toHaveBeenCalledTimes(1);
    } finally {
      update.mockRestore();
    }
    const rows = await database.db.select({ id: probes.id, note: probes.note }).from(probes);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: first, note: 'one' },
        { id: second, note: 'two' },
      ]),
    );
  });

  it('sets a null as the database null, also on a JSON column', async () => {
    const id = await probe();
    const updated = await updateWithHistory(
      database.db,
      probes,
      { status: 'APPROVED', note: null, details: null },
      eq(probes.id, id),
      history(id, 'APPROVED'),
    );
    expect(updated).toMatchObject({ note: null, details: null });
    const stored = await database.db
      .select({ absent: sql<boolean>`${probes.details} is null` })
      .from(probes)
      .where(eq(probes.id, id));
    expect(stored).toEqual([{ absent: true }]);
  });

  it('runs its alongside statements in their order, each only when the update went through', async () => {
    const [taken, refused] = [await probe(), await probe('APPROVED')];
    for (const id of [taken, refused])
      await approve(id, {}, [
        {
          name: 'marked',
          statement: sql`insert into ${marks} (probe_id, note) select id, ${'marked'} from updated returning probe_id`,
        },
        sql`insert into ${marks} (probe_id, note) select probe_id, ${'after'} from marked`,
      ]);
    const rows = await database.db.select().from(marks).where(eq(marks.probeId, taken));
    expect(rows.map((row) => row.note).sort()).toEqual(['after', 'marked']);
    expect(await database.db.select().from(marks).where(eq(marks.probeId, refused))).toEqual([]);
  });

  it('runs a template alongside with the values of each call, rendered once', async () => {
    const mark = template<'note'>(
      (value) => sql`insert into ${marks} (probe_id, note) select id, ${value('note')} from updated`,
    );
    const [first, second] = [await probe(), await probe()];
    const rendered = vi.spyOn(
      (database.db as unknown as { dialect: { sqlToQuery: () => unknown } }).dialect,
      'sqlToQuery',
    );
    try {
      await approve(first, {}, [mark({ note: 'first note' })]);
      await approve(second, {}, [mark({ note: 'second note' })]);
      // Per call: the guard; once: the template, and the statement around them.
      expect(rendered).toHaveBeenCalledTimes(4);
    } finally {
      rendered.mockRestore();
    }
    for (const [id, note] of [
      [first, 'first note'],
      [second, 'second note'],
    ] as const)
      expect(await database.db.select({ note: marks.note }).from(marks).where(eq(marks.probeId, id))).toEqual(
        [{ note }],
      );
  });
});
