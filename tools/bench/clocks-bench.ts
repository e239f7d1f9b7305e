// The deadline clocks at national scale (decision 0056) on the generated employment requests: every
// request gets the clocks its status owes (generated once, in SQL, before the server starts, so the
// first start's backfill finds nothing to open); then an outage is recorded over every open clock and
// every one is read again (the refresh the incidents' changes ask for: due moments moved, history
// written, `respondBy` copied) while the office's list is asked one request at a time; its p95 must
// stay within the list's target. The outage is removed and the clocks read again afterwards, so the
// bench can run again on the same rows.
import type pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { syncRespondBy } from '../../apps/api/src/modules/employment-requests/request-clocks';
import { refreshAndFollow } from '../../apps/api/src/platform/clocks/clock-refresh';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import { establishmentHeaders } from './list-bench';
import { summarise, thousands, timeGet, type RecordFigure } from './timing';

const CHUNK = 500_000;
/** The office list's target (decision 0034), kept while the clocks are read again. */
const TARGET_P95_MS = 20;
const DAY = `interval '1 day'`;
/** Moments as the portal stores them (JavaScript's milliseconds), so reading a clock again moves none. */
const ms = (moment: string) => `date_trunc('milliseconds', ${moment})`;
/**
 * The generated deadlines are 12 to 88 days ahead: an open answer of 90 days ending there started
 * in the past, as a waiting request's clock did, so an outage an hour ago ran through every one.
 */
const OPEN_DAYS = 90;

/**
 * One request's clocks as its status says: the agency's answer (open while PENDING_AGENCY, else met
 * a day after the request), the embassy's (open while PENDING_EMBASSY, met where it was passed), the
 * arrival (open while CONTRACTED or TICKET_BOOKED, met at ARRIVED), the trial (open at ARRIVED). Open
 * answers end at the request's `respondBy`, as the portal keeps them, with OPEN_DAYS of limit.
 */
const insertClocks = (client: pg.Client, from: number, to: number) =>
  client.query(
    `with r as (
       select id, status, agency_id, office_id, created_at, respond_by, uses_approval_flow
       from employment_requests where id between $1 and $2
         and not exists (select 1 from clocks c where c.subject_type = 'employmentRequest' and c.subject_id = employment_requests.id)
     ), owed(id, obligation, party, days, started_at, due_at, met_at) as (
       select id, 'agencyAnswer', agency_id, ${OPEN_DAYS}, coalesce(respond_by - ${OPEN_DAYS} * ${DAY}, created_at),
         coalesce(respond_by, created_at + ${OPEN_DAYS} * ${DAY}),
         case when status = 'PENDING_AGENCY' then null else created_at + ${DAY} end
       from r
       union all
       select id, 'embassyAnswer', null, ${OPEN_DAYS}, coalesce(respond_by - ${OPEN_DAYS} * ${DAY}, created_at + ${DAY}),
         coalesce(respond_by, created_at + ${OPEN_DAYS + 1} * ${DAY}),
         case when status = 'PENDING_EMBASSY' then null else created_at + 2 * ${DAY} end
       from r where status = 'PENDING_EMBASSY'
         or (uses_approval_flow and status in ('CONTRACTED', 'TICKET_BOOKED', 'ARRIVED'))
       union all
       select id, 'arrival', office_id, 90, now() - 10 * ${DAY}, now() + 80 * ${DAY},
         case when status = 'ARRIVED' then now() - 6 * ${DAY} end
       from r where status in ('CONTRACTED', 'TICKET_BOOKED', 'ARRIVED')
       union all
       select id, 'trial', office_id, 90, now() - 6 * ${DAY}, now() + 84 * ${DAY}, null
       from r where status = 'ARRIVED'
     )
     insert into clocks (subject_type, subject_id, obligation, party_organization_id, days, counting,
       started_at, due_at, state, met_at)
     select 'employmentRequest', id, obligation, party, days, 'calendar', started_at, due_at,
       case when met_at is null then 'running' else 'met' end, met_at
     from owed`,
    [from, to],
  );

/** The clocks of every request that has none yet; answers the rows added. */
export const generateBenchClocks = async (client: pg.Client): Promise<number> => {
  const { rows } = await client.query<{ first: number; last: number }>(
    `select min(id) as first, max(id) as last from employment_requests`,
  );
  const { first, last } = rows[0]!;
  let inserted = 0;
  for (let from = first; from <= last; from += CHUNK) {
    inserted += (await insertClocks(client, from, Math.min(last, from + CHUNK - 1))).rowCount ?? 0;
  }
  if (inserted > 0) await client.query(`analyze clocks`);
  return inserted;
};

/**
 * Between two bench runs no server runs, and the next start records that gap in the heartbeat as an
 * outage of the portal (decision 0057), which moves every open clock: right for a portal, wrong for
 * a bench whose figures are compared run to run. Before the server starts, the incidents and the
 * heartbeat are removed and the open clocks put back where they started (the generated ones count
 * calendar days; to the millisecond, as the portal stores moments), their requests' `respondBy` with
 * them. Answers the clocks put back.
 */
export const resetBenchClocks = async (client: pg.Client, databaseUrl: string): Promise<number> => {
  await client.query(`delete from incidents`);
  await client.query(`delete from portal_heartbeats`);
  const moved = await client.query(
    `update clocks set started_at = ${ms('started_at')}, due_at = ${ms('started_at')} + days * ${DAY},
       state = 'running', updated_at = now()
     where met_at is null and closed_at is null and counting = 'calendar' and state in ('running', 'paused')
       and (started_at <> ${ms('started_at')} or due_at <> ${ms('started_at')} + days * ${DAY})`,
  );
  if ((moved.rowCount ?? 0) > 0) {
    const database = await openDatabase({ databaseUrl, poolSize: 1, statementTimeoutMs: 0 });
    await syncRespondBy(database.db).finally(() => database.close());
  }
  return moved.rowCount ?? 0;
};

const CSRF = { cookie: 'XSRF-TOKEN=bench-clocks', 'x-xsrf-token': 'bench-clocks' };
const BENCH_INCIDENT = 'bench';
/** How long the server's refresh of every open clock may take before the bench gives up. */
const REFRESH_LIMIT_MS = 30 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An admin records an hour's outage of the portal, through the API, that every open clock ran through. */
const recordOutage = async (baseUrl: string) => {
  const { accessToken } = await signInWithPassword(baseUrl, 'admin', 'demo');
  const hour = 3_600_000;
  const response = await fetch(`${baseUrl}/api/incidents`, {
    method: 'POST',
    headers: {
      ...(await establishmentHeaders(baseUrl, accessToken)),
      ...CSRF,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      scope: 'portal',
      startedAt: new Date(Date.now() - 2 * hour).toISOString(),
      endedAt: new Date(Date.now() - hour).toISOString(),
      descriptionAr: BENCH_INCIDENT,
      descriptionEn: BENCH_INCIDENT,
    }),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`recording the outage answered ${response.status}: ${await response.text()}`);
};

/** Waits for the server's `clocks.refresh` job asked after `since` to end; throws when it failed. */
const refreshEnded = async (client: pg.Client, since: Date): Promise<void> => {
  const deadline = Date.now() + REFRESH_LIMIT_MS;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ state: string }>(
      `select state from pgboss.job where name = 'clocks.refresh' and created_on >= $1
       order by created_on desc limit 1`,
      [new Date(since.getTime() - 1_000)],
    );
    const state = rows[0]?.state;
    if (state === 'completed') return;
    if (state === 'failed' || state === 'cancelled') throw new Error(`the clocks' refresh job ${state}`);
    await sleep(250);
  }
  throw new Error(`the clocks' refresh did not end within ${REFRESH_LIMIT_MS / 60_000} minutes`);
};

/** The history the refreshes wrote since `since` (due moments moved): counted, or removed. */
const refreshHistory = (client: pg.Client, since: Date, verb: 'select count(*) as n' | 'delete') =>
  client.query<{ n: string }>(
    `${verb} from record_history where changed_by is null and changed_at >= $1
       and entity_type = 'employmentRequest' and exists (select 1 from jsonb_object_keys(changes) k where k like 'clock.%')`,
    [since],
  );

/**
 * An admin records an outage over every open clock; the server reads every open clock again on its
 * job queue, at its background pace (decision 0056), while the office's list is asked; then the
 * outage is removed, the clocks read again (untimed) and the history the two refreshes wrote removed.
 */
export const measureClockRefresh = async (
  baseUrl: string,
  databaseUrl: string,
  client: pg.Client,
  record: RecordFigure,
) => {
  const open = Number(
    (
      await client.query<{ n: string }>(
        `select count(*) as n from clocks where met_at is null and closed_at is null`,
      )
    ).rows[0]!.n,
  );
  const { accessToken } = await signInWithPassword(baseUrl, 'office', 'demo');
  const headers = await establishmentHeaders(baseUrl, accessToken);
  const listUrl = `${baseUrl}/api/employment-requests?page=0&size=10`;
  const since = new Date();
  const during: number[] = [];
  let refreshing = true;
  try {
    const started = performance.now();
    await recordOutage(baseUrl);
    const refresh = refreshEnded(client, since).finally(() => {
      refreshing = false;
    });
    const asking = (async () => {
      while (refreshing) during.push(await timeGet(listUrl, headers));
    })();
    await refresh;
    const seconds = (performance.now() - started) / 1000;
    await asking;
    const moved = Number((await refreshHistory(client, since, 'select count(*) as n')).rows[0]!.n);
    record(
      `every open clock read again by the server after an outage (${thousands(open)} open, ${thousands(moved)} moved)`,
      seconds,
      's',
      'reference',
      moved > 0,
    );
    const timing = summarise(during);
    record(
      `office list page 1 while every clock is read again (${during.length} asked), p95`,
      timing.p95,
      'ms',
      `<= ${TARGET_P95_MS} ms`,
      during.length > 0 && timing.p95 <= TARGET_P95_MS,
    );
  } finally {
    await client.query(`delete from incidents where description_en = $1`, [BENCH_INCIDENT]);
    const database = await openDatabase({ databaseUrl, poolSize: 2, statementTimeoutMs: 0 });
    await refreshAndFollow(database.db, syncRespondBy, new Date(), false).finally(() => database.close());
    await refreshHistory(client, since, 'delete');
  }
};
