import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { readClock, type ClockReading } from '@portal/contracts/clocks/clock';
import type { DayCounting } from '@portal/contracts/clocks/countable-time';
import {
  CLOCK_OBLIGATIONS,
  type ClockObligation,
  type ClockSubject,
} from '@portal/contracts/clocks/obligations';
import type { Clock, StoredClockState } from '@portal/contracts/clocks/schemas';
import { executeNamed, tableRowOf } from '../../db/named-statements';
import { template, type BoundTemplate } from '../../db/statement-template';
import { clocks } from '../../db/schema/index';
import { recordPortalChanges, type Executor } from '../history/service';
import { loadCountingRules, rulesOf, type LoadedRules } from './counting-rules';

export type ClockRow = typeof clocks.$inferSelect;

export type StartClock = {
  obligation: ClockObligation;
  subjectId: number;
  /** The organisation that owes it; null for the programme's admins. */
  partyOrganizationId: number | null;
  startedAt: Date;
  days: number;
  counting: DayCounting;
};

const subjectOf = (obligation: ClockObligation): ClockSubject => CLOCK_OBLIGATIONS[obligation].subject;

/** A stored clock read under the rules at `now`. */
export const readStoredClock = (row: ClockRow, loaded: LoadedRules, now: Date): ClockReading =>
  readClock(
    {
      rule: { days: row.days, counting: row.counting },
      startedAt: row.startedAt.getTime(),
      metAt: row.metAt?.getTime() ?? null,
    },
    rulesOf(row.obligation, loaded),
    now.getTime(),
  );

/** A period (the trial) that has run out is over, not breached. */
const storedState = (obligation: ClockObligation, reading: ClockReading): StoredClockState =>
  reading.state === 'breached' && CLOCK_OBLIGATIONS[obligation].kind === 'period' ? 'met' : reading.state;

/** The row a clock starts as: its due moment and state read under `loaded` at its start. */
export const newClockRow = (start: StartClock, loaded: LoadedRules) => {
  const row = {
    subjectType: subjectOf(start.obligation),
    subjectId: start.subjectId,
    obligation: start.obligation,
    partyOrganizationId: start.partyOrganizationId,
    days: start.days,
    counting: start.counting,
    startedAt: start.startedAt,
    metAt: null,
    closedAt: null,
  };
  const reading = readStoredClock(
    { ...row, id: 0, dueAt: start.startedAt, state: 'running', updatedAt: start.startedAt },
    loaded,
    start.startedAt,
  );
  return { ...row, dueAt: new Date(reading.dueAt), state: storedState(start.obligation, reading) };
};

/**
 * Starts an obligation's clock with its rule as the settings stand now (a later change of the
 * settings leaves running clocks as they started). A clock already open for the same obligation of
 * the record is kept: starting twice changes nothing. Call it in the transaction of the event.
 * Answers the due moment the new clock has (what a record keeping its own copy stores).
 */
export const startClock = async (executor: Executor, start: StartClock): Promise<Date> => {
  const row = newClockRow(start, await loadCountingRules(executor, start.startedAt));
  await executor.insert(clocks).values(row).onConflictDoNothing();
  return row.dueAt;
};

const openClock = (obligation: ClockObligation, subjectId: number) =>
  and(
    eq(clocks.subjectType, subjectOf(obligation)),
    eq(clocks.subjectId, subjectId),
    eq(clocks.obligation, obligation),
    isNull(clocks.metAt),
    isNull(clocks.closedAt),
  );

/**
 * The obligation was met at `at` (the answer given, the worker arrived): met when in time, else
 * breached (late). Nothing happens when no clock of it is open (a record from before the clocks).
 */
export const meetClock = async (
  executor: Executor,
  obligation: ClockObligation,
  subjectId: number,
  at: Date,
): Promise<void> => {
  // One statement, in the action's transaction: the stored due moment is current (every change of
  // the holidays or the incidents reads every open clock again, and the minute's sweep keeps moving
  // those an open outage holds), so it decides met or late without reading the rules again.
  const met =
    CLOCK_OBLIGATIONS[obligation].kind === 'period'
      ? sql`'met'`
      : sql`case when ${at.toISOString()}::timestamptz <= ${clocks.dueAt} then 'met' else 'breached' end`;
  await executor
    .update(clocks)
    .set({ metAt: at, state: sql`${met}`, updatedAt: at })
    .where(openClock(obligation, subjectId));
};

/**
 * The record ended another way (cancelled, rejected by someone else, expired): its open clocks of
 * these obligations are closed, neither met nor breached.
 */
export const closeClocks = async (
  executor: Executor,
  subjectType: ClockSubject,
  subjectId: number,
  at: Date,
  obligations?: readonly ClockObligation[],
): Promise<void> => {
  await executor
    .update(clocks)
    .set({ closedAt: at, state: 'closed', updatedAt: at })
    .where(
      and(
        eq(clocks.subjectType, subjectType),
        eq(clocks.subjectId, subjectId),
        isNull(clocks.metAt),
        isNull(clocks.closedAt),
        obligations ? inArray(clocks.obligation, [...obligations]) : undefined,
      ),
    );
};

/*
 * The same three moves as parts of an action's update (data-modifying CTEs, decision 0036): the
 * action starts, meets or closes its record's clocks in its own round trip, and only when it changed
 * the record, read from the update's `updated` (`updateWithHistory`). Templates (decision 0089):
 * their text is rendered once, their values bound at each call.
 */

const meetClocks = template<'at' | 'periods' | 'subjectType' | 'obligations'>(
  (value) => sql`update ${clocks} as c
    set met_at = ${value('at')}::timestamptz,
      state = case when c.obligation = any(${value('periods')}::text[]) or ${value('at')}::timestamptz <= c.due_at
        then 'met' else 'breached' end,
      updated_at = ${value('at')}::timestamptz
    where c.subject_type = ${value('subjectType')} and c.subject_id in (select id from updated)
      and c.obligation = any(${value('obligations')}::text[])
      and c.met_at is null and c.closed_at is null`,
);

/** `meetClock` of each obligation, for the updated record. */
export const meetClocksStatement = (obligations: readonly ClockObligation[], at: Date): BoundTemplate =>
  meetClocks({
    at: at.toISOString(),
    periods: arrayLiteral(
      obligations.filter((obligation) => CLOCK_OBLIGATIONS[obligation].kind === 'period'),
    ),
    subjectType: subjectOf(obligations[0]!),
    obligations: arrayLiteral(obligations),
  });

const closeOpenClocks = template<'at' | 'subjectType'>(
  (value) => sql`update ${clocks} as c
    set closed_at = ${value('at')}::timestamptz, state = 'closed', updated_at = ${value('at')}::timestamptz
    where c.subject_type = ${value('subjectType')} and c.subject_id in (select id from updated)
      and c.met_at is null and c.closed_at is null`,
);

/** `closeClocks` of every open clock of the updated record. */
export const closeClocksStatement = (subjectType: ClockSubject, at: Date): BoundTemplate =>
  closeOpenClocks({ at: at.toISOString(), subjectType });

type StartClockValue = 'subjectType' | 'obligation' | 'days' | 'counting' | 'startedAt' | 'dueAt' | 'state';

/**
 * `startClock`, for the updated record `u`, owed by the organisation the expression `party` over it
 * names (its text is the template's: one template per party, made once by the caller).
 */
export const startClockTemplate = (party: SQL) => {
  const start = template<StartClockValue>(
    (value) => sql`insert into ${clocks}
    (subject_type, subject_id, obligation, party_organization_id, days, counting, started_at, due_at, state)
    select ${value('subjectType')}, u.id, ${value('obligation')}, ${party}, ${value('days')}::int, ${value('counting')},
      ${value('startedAt')}::timestamptz, ${value('dueAt')}::timestamptz, ${value('state')}
    from updated as u
    on conflict do nothing`,
  );
  /** The row made by `newClockRow`. */
  return (row: ReturnType<typeof newClockRow>): BoundTemplate =>
    start({
      subjectType: row.subjectType,
      obligation: row.obligation,
      days: row.days,
      counting: row.counting,
      startedAt: row.startedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      state: row.state,
    });
};

export const presentClock = (row: ClockRow): Clock => ({
  id: row.id,
  obligation: row.obligation,
  subject: { type: row.subjectType, id: row.subjectId },
  partyOrganizationId: row.partyOrganizationId,
  state: row.state,
  startedAt: row.startedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  metAt: row.metAt?.toISOString() ?? null,
  days: row.days,
  counting: row.counting,
});

/** Every clock of these records (open and ended), oldest first: what a record page shows. */
export const clocksOf = async (
  executor: Executor,
  subjectType: ClockSubject,
  subjectIds: readonly number[],
): Promise<Clock[]> => {
  if (subjectIds.length === 0) return [];
  const rows = await executor
    .select()
    .from(clocks)
    .where(and(eq(clocks.subjectType, subjectType), inArray(clocks.subjectId, [...subjectIds])))
    .orderBy(clocks.startedAt, clocks.id);
  return rows.map(presentClock);
};

/**
 * Every clock of one record, oldest first, as one JSON value: a part of the record's own statement
 * (decision 0068: one round trip and one statement for a record's page), read back with
 * {@link clocksFromJson} into what {@link clocksOf} answers.
 */
export const clocksJson = (subjectType: ClockSubject, subjectId: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', ${clocks.id}, 'obligation', ${clocks.obligation},
      'subjectType', ${clocks.subjectType}, 'subjectId', ${clocks.subjectId},
      'partyOrganizationId', ${clocks.partyOrganizationId}, 'state', ${clocks.state},
      'startedAt', ${clocks.startedAt}, 'dueAt', ${clocks.dueAt}, 'metAt', ${clocks.metAt},
      'days', ${clocks.days}, 'counting', ${clocks.counting}) order by ${clocks.startedAt}, ${clocks.id}), '[]'::json)
    from ${clocks} where ${clocks.subjectType} = ${subjectType} and ${clocks.subjectId} = ${subjectId})`;

type ClockJson = Omit<Clock, 'subject' | 'startedAt' | 'dueAt' | 'metAt'> & {
  subjectType: ClockSubject;
  subjectId: number;
  startedAt: string;
  dueAt: string;
  metAt: string | null;
};

/** An instant as PostgreSQL writes it in JSON, as the API answers instants (ISO, milliseconds, UTC). */
const isoOf = (instant: string) => new Date(instant).toISOString();

/** {@link clocksJson}'s value (parsed by the driver, or its text) as {@link presentClock} answers clocks. */
export const clocksFromJson = (value: unknown): Clock[] =>
  ((typeof value === 'string' ? JSON.parse(value) : value) as ClockJson[]).map((row) => ({
    id: row.id,
    obligation: row.obligation,
    subject: { type: row.subjectType, id: row.subjectId },
    partyOrganizationId: row.partyOrganizationId,
    state: row.state,
    startedAt: isoOf(row.startedAt),
    dueAt: isoOf(row.dueAt),
    metAt: row.metAt === null ? null : isoOf(row.metAt),
    days: row.days,
    counting: row.counting,
  }));

type ClockMove = { row: ClockRow; state: StoredClockState; dueAt: Date };

/** A Postgres array literal of plain values (ids, ISO instants, state names: nothing to escape). */
const arrayLiteral = (values: readonly (string | number | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

/**
 * Stores a batch of moves in one statement, each only if the clock is still as it was read (two
 * sweeps side by side move it once), and writes the history of the due moments that moved (decision
 * 0056: the record says its clock moved, and why). Answers the ids this call moved.
 */
const applyMoves = async (executor: Executor, moves: ClockMove[], now: Date): Promise<Set<number>> => {
  if (moves.length === 0) return new Set();
  // Prepared once per connection (decision 0034): the due sweep runs it for every batch.
  const updated = await executeNamed(
    executor,
    sql`
    update ${clocks} as c
    set state = v.state, due_at = v.due_at, met_at = coalesce(v.met_at, c.met_at), updated_at = ${now.toISOString()}::timestamptz
    from (
      select unnest(${arrayLiteral(moves.map((move) => move.row.id))}::int[]) as id,
        unnest(${arrayLiteral(moves.map((move) => move.state))}::text[]) as state,
        unnest(${arrayLiteral(moves.map((move) => move.dueAt.toISOString()))}::timestamptz[]) as due_at,
        unnest(${arrayLiteral(moves.map((move) => (move.state === 'met' ? move.dueAt.toISOString() : null)))}::timestamptz[]) as met_at,
        unnest(${arrayLiteral(moves.map((move) => move.row.dueAt.toISOString()))}::timestamptz[]) as was_due,
        unnest(${arrayLiteral(moves.map((move) => move.row.state))}::text[]) as was_state
    ) as v
    -- Compared at the milliseconds JavaScript read (a due moment written in SQL may hold microseconds).
    where c.id = v.id and date_trunc('milliseconds', c.due_at) = v.was_due and c.state = v.was_state
      and c.met_at is null and c.closed_at is null
    returning c.id
  `,
  );
  const applied = new Set(updated.map((row) => Number(row.id)));
  await recordPortalChanges(
    executor,
    moves
      .filter((move) => applied.has(move.row.id) && move.dueAt.getTime() !== move.row.dueAt.getTime())
      .map((move) => ({
        entityType: move.row.subjectType,
        entityId: move.row.subjectId,
        at: now,
        changes: {
          [`clock.${move.row.obligation}.dueAt`]: {
            from: move.row.dueAt.toISOString(),
            to: move.dueAt.toISOString(),
          },
        },
      })),
  );
  return applied;
};

/** Open clocks read each sweep: at most this many per statement. */
export const REFRESH_BATCH = 500;
/**
 * The clocks due by now are read this many at a time: the minute's sweep is not paced, and at
 * national scale it can meet 100,000 clocks at once (decision 0056); each statement is planned anew.
 */
export const DUE_BATCH = 2_000;

export type RefreshOptions = {
  /** Only the clocks due by then (the minute's sweep); without it every open clock is read. */
  dueBefore?: Date;
  /** After each batch's moves are stored: what the modules keeping a copy of a due moment do. */
  afterBatch?: (moved: readonly ClockRow[]) => Promise<unknown>;
  /**
   * Background pace (decision 0056, cost at national scale): after each batch, rest twice as long
   * as the batch took, so a refresh of every open clock takes at most a third of one database core
   * and the requests beside it keep their times.
   */
  paced?: boolean;
};

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A paced refresh rests this many times as long as each batch took: a third of a core at most. */
const PACE_REST_FACTOR = 2;

const readable = and(
  isNull(clocks.metAt),
  isNull(clocks.closedAt),
  inArray(clocks.state, ['running', 'paused']),
);

/**
 * The batches a refresh reads. Every open clock: by id from the last read (the primary key's order).
 * Those due by a moment: their ids at once, through the index of state and due moment, then each
 * batch by id (a clock's own order would make each batch scan the open clocks between two due ones:
 * most of the table), still as read when the batch is.
 */
const batchesOf = (executor: Executor, dueBefore: Date | undefined) => {
  if (!dueBefore) {
    let afterId = 0;
    return async (): Promise<{ rows: ClockRow[]; last: boolean }> => {
      const rows = await executor
        .select()
        .from(clocks)
        .where(and(readable, sql`${clocks.id} > ${afterId}`))
        .orderBy(clocks.id)
        .limit(REFRESH_BATCH);
      afterId = rows[rows.length - 1]?.id ?? afterId;
      return { rows, last: rows.length < REFRESH_BATCH };
    };
  }
  let due: number[] | undefined;
  return async (): Promise<{ rows: ClockRow[]; last: boolean }> => {
    due ??= (
      await executor
        .select({ id: clocks.id })
        .from(clocks)
        .where(and(readable, lte(clocks.dueAt, dueBefore)))
        .orderBy(clocks.id)
    ).map((row) => row.id);
    const ids = due.splice(0, DUE_BATCH);
    const rows =
      ids.length === 0
        ? []
        : (
            await executeNamed(
              executor,
              sql`select * from ${clocks} where ${and(
                readable,
                lte(clocks.dueAt, dueBefore),
                sql`${clocks.id} = any(${arrayLiteral(ids)}::int[])`,
              )} order by ${clocks.id}`,
            )
          ).map((raw) => tableRowOf(executor, clocks, raw));
    return { rows, last: due.length === 0 };
  };
};

/**
 * Reads open clocks again under the current rules and stores what changed: a due moment moved by an
 * incident or a holiday (with a history entry on the record saying so), a clock now breached, a
 * trial run out. Answers how many changed and the clocks breached.
 */
export const refreshClocks = async (
  executor: Executor,
  now: Date,
  { dueBefore, afterBatch, paced = false }: RefreshOptions = {},
): Promise<{ changed: number; breached: ClockRow[] }> => {
  const loaded = await loadCountingRules(executor, now);
  const breached: ClockRow[] = [];
  let changed = 0;
  const nextBatch = batchesOf(executor, dueBefore);
  for (;;) {
    const started = performance.now();
    const { rows, last } = await nextBatch();
    const moved = rows.flatMap((row) => {
      const reading = readStoredClock(row, loaded, now);
      const state = storedState(row.obligation, reading);
      const dueAt = new Date(reading.dueAt);
      return state === row.state && dueAt.getTime() === row.dueAt.getTime() ? [] : [{ row, state, dueAt }];
    });
    const applied = await applyMoves(executor, moved, now);
    const stored = moved
      .filter(({ row }) => applied.has(row.id))
      .map(({ row, state, dueAt }) => ({ ...row, state, dueAt }));
    if (stored.length > 0) await afterBatch?.(stored);
    for (const clock of stored) if (clock.state === 'breached') breached.push(clock);
    changed += stored.length;
    if (last) return { changed, breached };
    if (paced) await rest(PACE_REST_FACTOR * (performance.now() - started));
  }
};
