// The employment request benches (decision 0034) on the generated requests (employment-requests-data,
// run first: it only migrates and seeds when the rows are there): an office's list and the
// Philippine embassy's pending queue, page 1 and page 10,000 (p95 <= 20 ms); 1,000 concurrent
// accepts (0 lost updates, >= 500 transitions/s) and 1,000 more each asked twice at once (one of
// the two wins, 0 lost); the expiry sweep of 100,000 due requests (<= 30 s) while the office's
// list is asked; every scorecard computed (decision 0060) while the office's list is asked (p95 <=
// 20 ms). What the benches change is put back afterwards, so they can run again on the
// same rows.
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { sweepExpiredRequests } from '../../apps/api/src/modules/employment-requests/expiry-sweep';
import { syncRespondBy } from '../../apps/api/src/modules/employment-requests/request-clocks';
import { refreshAndFollow } from '../../apps/api/src/platform/clocks/clock-refresh';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import { benchRequestCount, prepareEmploymentRequestData } from './employment-requests-data';
import { measureScorecardRefresh } from './scorecards-bench';
import { generateBenchClocks, measureClockRefresh, resetBenchClocks } from './clocks-bench';
import { establishmentHeaders } from './list-bench';
import { startServer } from './server-process';
import { getJson, summarise, thousands, timeGet, type RecordFigure } from './timing';

const WARM_UP = 20;
const TIMED = 200;
const TARGET_P95_MS = 20;
const DEEP = 9_999;
const WALK_SIZE = 100;
const TRANSITIONS = 1_000;
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 250);
const WARM_UP_ACCEPTS = 2_000;
const DUE = 100_000;
const CSRF = { cookie: 'XSRF-TOKEN=bench-requests', 'x-xsrf-token': 'bench-requests' };

type ListBody = { items: { id: number }[]; total: number; totalIsEstimate?: boolean };

/** p95/p50 of page 1 and of the deepest page up to 10,000 (reached by the `after` cursor). */
const measureList = async (
  baseUrl: string,
  person: string,
  filter: string,
  label: string,
  record: RecordFigure,
) => {
  const { accessToken } = await signInWithPassword(baseUrl, person, 'demo');
  const headers = await establishmentHeaders(baseUrl, accessToken);
  const pageUrl = (page: number, after?: number, size = 10) =>
    `${baseUrl}/api/employment-requests?${filter}page=${page}&size=${size}${after === undefined ? '' : `&after=${after}`}`;
  const first = await getJson<ListBody>(pageUrl(0), headers);
  let after: number | undefined;
  let rows = 0;
  const walked = performance.now();
  while (rows < DEEP * 10) {
    const size = DEEP * 10 - rows >= WALK_SIZE ? WALK_SIZE : 10;
    const { items } = await getJson<ListBody>(pageUrl(rows / size, after, size), headers);
    if (items.length < size) break;
    after = items[size - 1]!.id;
    rows += size;
  }
  const deepPage = rows / 10;
  const deepUrl = pageUrl(deepPage, after);
  const deep = await getJson<ListBody>(deepUrl, headers);
  if (first.items.length === 0 || deep.items.length === 0)
    throw new Error(
      `${label}: page 1 has ${first.items.length} rows, page ${deepPage + 1} ${deep.items.length}`,
    );
  for (let i = 0; i < WARM_UP; i += 1) {
    await timeGet(pageUrl(0), headers);
    await timeGet(deepUrl, headers);
  }
  const firstTimes: number[] = [];
  const deepTimes: number[] = [];
  for (let i = 0; i < TIMED; i += 1) {
    firstTimes.push(await timeGet(pageUrl(0), headers));
    deepTimes.push(await timeGet(deepUrl, headers));
  }
  const total = `${first.totalIsEstimate ? 'estimated ' : ''}${thousands(first.total)}`;
  const name = `${label} as ${person} (total ${total})`;
  record(
    `${name}, walk to page ${thousands(deepPage + 1)} by cursor`,
    (performance.now() - walked) / 1000,
    's',
    'reference',
    true,
  );
  for (const [page, times] of [
    ['page 1', firstTimes],
    [`page ${thousands(deepPage + 1)}`, deepTimes],
  ] as const) {
    const timing = summarise(times);
    const target = page === 'page 1' || deepPage === DEEP;
    record(
      `${name}, ${page}, p95`,
      timing.p95,
      'ms',
      target ? `<= ${TARGET_P95_MS} ms` : 'reference (not page 10,000)',
      !target || timing.p95 <= TARGET_P95_MS,
    );
    record(`${name}, ${page}, p50`, timing.p50, 'ms', 'reference', true);
  }
};

type Pending = { id: number; row_version: number; respond_by: Date };

/**
 * `POST /api/employment-requests/{id}/accept` over kept-alive connections (node:http: the bench's
 * own CPU stays small beside the server's, with which it shares the machine).
 */
const acceptCaller = async (baseUrl: string) => {
  const { accessToken } = await signInWithPassword(baseUrl, 'agency-ph', 'demo');
  const headers = {
    ...(await establishmentHeaders(baseUrl, accessToken)),
    ...CSRF,
    'content-type': 'application/json',
    'content-length': '2',
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const accept = (id: number) =>
    new Promise<number>((resolve, reject) => {
      const call = http.request(
        `${baseUrl}/api/employment-requests/${id}/accept`,
        { method: 'POST', headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      call.on('error', reject);
      call.end('{}');
    });
  return { accept, close: () => agent.destroy() };
};

/** Runs the calls IN_FLIGHT at a time; answers their statuses and the seconds they took. */
const callAll = async (ids: number[], call: (id: number) => Promise<number>) => {
  const answers: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ids.length) {
        const id = ids[next]!;
        next += 1;
        answers.push(await call(id));
      }
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
};

const tally = (answers: number[]) => {
  const counts = new Map<number, number>();
  for (const status of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
};

/** Requests that did not move exactly once since `since` (status, version and history all say so). */
const lostUpdates = async (client: pg.Client, rows: Pending[], since: Date) => {
  const ids = rows.map((row) => row.id);
  const after = await client.query<{ id: number; status: string; row_version: number; history: number }>(
    `select r.id, r.status, r.row_version,
       (select count(*)::int from record_history h where h.entity_type = 'employmentRequest'
          and h.entity_id = r.id and h.changed_at >= $2) as history
     from employment_requests r where r.id = any($1)`,
    [ids, new Date(since.getTime() - 1000)],
  );
  const before = new Map(rows.map((row) => [row.id, row.row_version]));
  return after.rows.filter(
    (row) =>
      row.status === 'PENDING_AGENCY' || row.row_version !== before.get(row.id)! + 1 || row.history !== 1,
  ).length;
};

/**
 * 1,000 transitions at once (each request accepted once, IN_FLIGHT calls at a time): every one
 * answers 200, none is lost, and the rate is the transitions' (>= 500/s).
 */
const acceptEachOnce = async (baseUrl: string, client: pg.Client, rows: Pending[], record: RecordFigure) => {
  const caller = await acceptCaller(baseUrl);
  const since = new Date();
  try {
    const { answers, seconds } = await callAll(
      rows.map((row) => row.id),
      caller.accept,
    );
    const ok = answers.filter((status) => status === 200).length;
    const name = `${rows.length} concurrent accepts (${IN_FLIGHT} in flight)`;
    const others = [...tally(answers)].filter(([status]) => status !== 200);
    record(
      `${name}: 200 answers`,
      ok,
      others.map(([status, count]) => `${status} x${count}`).join(', ') || 'all',
      `${rows.length}`,
      ok === rows.length,
    );
    const lost = await lostUpdates(client, rows, since);
    record(`${name}: lost updates`, lost, 'requests', '0', lost === 0);
    record(`${name}: transitions per second`, ok / seconds, 'transitions/s', '>= 500', ok / seconds >= 500);
  } finally {
    caller.close();
  }
};

/**
 * The race: another 1,000 requests each accepted twice at once (both calls side by side in the
 * queue): exactly one of the two wins (1,000 answers 200, 1,000 answer 409), none is lost.
 */
const acceptEachTwice = async (baseUrl: string, client: pg.Client, rows: Pending[], record: RecordFigure) => {
  const caller = await acceptCaller(baseUrl);
  const since = new Date();
  try {
    const calls = rows.flatMap((row) => [row.id, row.id]);
    const { answers, seconds } = await callAll(calls, caller.accept);
    const counts = tally(answers);
    const name = `${rows.length} accepts asked twice at once (${calls.length} calls, ${IN_FLIGHT} in flight)`;
    const others = [...counts].filter(([status]) => status !== 200 && status !== 409);
    if (others.length > 0) {
      const listed = others.map(([status, count]) => `${status} x${count}`).join(', ');
      record(`${name}: other answers`, others.length, listed, '0', false);
    }
    record(
      `${name}: 200 answers`,
      counts.get(200) ?? 0,
      'calls',
      `${rows.length}`,
      counts.get(200) === rows.length,
    );
    record(
      `${name}: 409 answers`,
      counts.get(409) ?? 0,
      'calls',
      `${rows.length}`,
      counts.get(409) === rows.length,
    );
    const lost = await lostUpdates(client, rows, since);
    record(`${name}: lost updates`, lost, 'requests', '0', lost === 0);
    record(`${name}: calls per second`, calls.length / seconds, 'calls/s', 'reference', true);
  } finally {
    caller.close();
  }
};

/**
 * Accepts as a running server has already answered some, not timed: its database connections have
 * opened and planned the action's statements, PostgreSQL's backends filled their caches and the
 * JavaScript is compiled (a server just started answers its first thousands of accepts at about
 * half the rate).
 */
const warmUp = async (baseUrl: string, rows: Pending[]) => {
  const caller = await acceptCaller(baseUrl);
  try {
    const { answers } = await callAll(
      rows.map((row) => row.id),
      caller.accept,
    );
    const refused = answers.filter((status) => status !== 200).length;
    if (refused > 0) throw new Error(`warm-up: ${refused} of ${answers.length} accepts did not answer 200`);
  } finally {
    caller.close();
  }
};

/**
 * 4,000 PENDING_AGENCY requests of agency-ph: 2,000 warm the server up, then 1,000 are accepted at
 * once and 1,000 raced (asked twice); all put back afterwards.
 */
export const measureTransitions = async (baseUrl: string, client: pg.Client, record: RecordFigure) => {
  const { rows } = await client.query<Pending>(
    `select r.id, r.row_version, r.respond_by from employment_requests r
     where r.status = 'PENDING_AGENCY' and r.agency_id = (
       select e.organization_id from users u join memberships m on m.user_id = u.id
       join establishments e on e.id = m.establishment_id where u.username = 'agency-ph' order by m.id limit 1)
     order by r.id desc limit ${2 * TRANSITIONS + WARM_UP_ACCEPTS}`,
  );
  if (rows.length < 2 * TRANSITIONS + WARM_UP_ACCEPTS) {
    throw new Error(
      `only ${rows.length} PENDING_AGENCY requests of agency-ph (${2 * TRANSITIONS + WARM_UP_ACCEPTS} needed)`,
    );
  }
  const ids = rows.map((row) => row.id);
  try {
    await warmUp(baseUrl, rows.slice(2 * TRANSITIONS));
    await acceptEachOnce(baseUrl, client, rows.slice(0, TRANSITIONS), record);
    await acceptEachTwice(baseUrl, client, rows.slice(TRANSITIONS, 2 * TRANSITIONS), record);
  } finally {
    // Put back: waiting on the agency again, as generated, without the accepts' history.
    await client.query(
      `delete from record_history where entity_type = 'employmentRequest' and entity_id = any($1)
         and changed_by is not null and changed_at > now() - interval '1 hour'`,
      [ids],
    );
    await client.query(
      `update employment_requests r
       set status = 'PENDING_AGENCY', row_version = v.row_version, respond_by = v.respond_by
       from unnest($1::int[], $2::int[], $3::timestamptz[]) as v(id, row_version, respond_by) where r.id = v.id`,
      [ids, rows.map((row) => row.row_version), rows.map((row) => row.respond_by)],
    );
    // Their clocks as before: the agency's answer open again, the embassy's the accepts opened gone.
    await client.query(
      `delete from clocks where subject_type = 'employmentRequest' and subject_id = any($1)
         and obligation <> 'agencyAnswer'`,
      [ids],
    );
    await client.query(
      `update clocks set met_at = null, state = 'running' where subject_type = 'employmentRequest'
         and subject_id = any($1) and obligation = 'agencyAnswer'`,
      [ids],
    );
  }
};

/**
 * The sweep with a `now` just after the 100,000th deadline (the generated deadlines are 30 days
 * ahead, so the API's own sweeper leaves them), the office's list asked one request at a time
 * meanwhile; then the swept requests, their visas and candidates are put back.
 */
const measureSweep = async (
  baseUrl: string,
  databaseUrl: string,
  client: pg.Client,
  record: RecordFigure,
) => {
  const { rows } = await client.query<{ respond_by: Date }>(
    `select respond_by from employment_requests where status in ('PENDING_AGENCY', 'PENDING_EMBASSY')
     order by respond_by offset ${DUE - 1} limit 1`,
  );
  const last = await client.query<{ respond_by: Date }>(
    `select max(respond_by) as respond_by from employment_requests where status in ('PENDING_AGENCY', 'PENDING_EMBASSY')`,
  );
  const cutoff = rows[0]?.respond_by ?? last.rows[0]!.respond_by;
  const now = new Date(cutoff.getTime() + 1);
  await client.query(`drop table if exists bench_swept`);
  await client.query(
    `create table bench_swept as select r.id, r.status, r.row_version, r.respond_by, r.updated_at, r.visa_id, r.candidate_id
     from employment_requests r where r.status in ('PENDING_AGENCY', 'PENDING_EMBASSY') and r.respond_by < $1`,
    [now],
  );
  const due = Number((await client.query<{ n: string }>(`select count(*) as n from bench_swept`)).rows[0]!.n);
  const { accessToken } = await signInWithPassword(baseUrl, 'office', 'demo');
  const headers = await establishmentHeaders(baseUrl, accessToken);
  const listUrl = `${baseUrl}/api/employment-requests?page=0&size=10`;
  const database = await openDatabase({ databaseUrl, poolSize: 2, statementTimeoutMs: 0 });
  const during: number[] = [];
  let sweeping = true;
  try {
    const started = performance.now();
    // The minute's clocks sweep breaches the answer clocks that fell due, then the expiry sweep
    // expires their requests (a running clock holds a request: decision 0056).
    let breachedAfter = 0;
    const sweep = refreshAndFollow(database.db, syncRespondBy, now, true)
      .then(() => {
        breachedAfter = (performance.now() - started) / 1000;
        return sweepExpiredRequests(database.db, now);
      })
      .finally(() => {
        sweeping = false;
      });
    const asking = (async () => {
      while (sweeping) during.push(await timeGet(listUrl, headers));
    })();
    const expired = await sweep;
    const seconds = (performance.now() - started) / 1000;
    await asking;
    const name = `expiry sweep of ${thousands(due)} due requests`;
    record(`${name}: expired`, expired, 'requests', thousands(due), expired === due);
    record(
      `${name}: time`,
      seconds,
      's',
      due >= DUE ? '<= 30 s' : 'reference (fewer than 100,000 due)',
      due < DUE || seconds <= 30,
    );
    record(`${name}: of which the answer clocks' breach`, breachedAfter, 's', 'reference', true);
    if (during.length > 0) {
      const timing = summarise(during);
      record(
        `office list page 1 during the sweep (${during.length} asked), p95`,
        timing.p95,
        'ms',
        'reference',
        true,
      );
      record(`office list page 1 during the sweep, max`, Math.max(...during), 'ms', 'reference', true);
    }
  } finally {
    await database.close();
    // Put back: waiting again, the visas used and the candidates processing, the sweep's history gone.
    await client.query(
      `update employment_requests r set status = b.status, row_version = b.row_version, respond_by = b.respond_by,
         updated_at = b.updated_at from bench_swept b where r.id = b.id`,
    );
    await client.query(`update visas v set status = 'USED' from bench_swept b where v.id = b.visa_id`);
    await client.query(
      `update candidates c set status = 'PROCESSING' from bench_swept b where c.id = b.candidate_id`,
    );
    await client.query(
      `delete from record_history h using bench_swept b
       where h.entity_type = 'employmentRequest' and h.entity_id = b.id and h.changed_by is null`,
    );
    // The visas' and candidates' history the sweep wrote (its `now` is weeks ahead: only its rows).
    await client.query(
      `delete from record_history where entity_type in ('visa', 'candidate') and changed_by is null
         and changed_at >= $1`,
      [new Date(now.getTime() - 3_600_000)],
    );
    await client.query(
      `update clocks c set state = 'running', closed_at = null from bench_swept b
       where c.subject_type = 'employmentRequest' and c.subject_id = b.id
         and c.obligation in ('agencyAnswer', 'embassyAnswer') and c.met_at is null`,
    );
    await client.query(`drop table bench_swept`);
  }
};

const BENCH_PARTS = ['lists', 'accepts', 'sweep', 'scorecards', 'clocks'] as const;
type BenchPart = (typeof BENCH_PARTS)[number];

/** `BENCH_PARTS=sweep,clocks`: some of the parts (in their order), to look again at one; all by default. */
const benchParts = (): BenchPart[] => {
  const asked = (process.env.BENCH_PARTS ?? '').split(',').filter(Boolean);
  const unknown = asked.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`BENCH_PARTS: no part named ${unknown.join(', ')}`);
  return BENCH_PARTS.filter((part) => asked.length === 0 || asked.includes(part));
};

/** `BENCH_ONLY=employment-requests npm run bench` (`BENCH_PARTS` to run some of its parts). */
export const measureEmploymentRequests = async (record: RecordFigure): Promise<void> => {
  const databaseUrl = await prepareEmploymentRequestData();
  const clocksClient = new pg.Client({ connectionString: databaseUrl });
  await clocksClient.connect();
  const generating = performance.now();
  const clocksAdded = await generateBenchClocks(clocksClient);
  const clocksReset = await resetBenchClocks(clocksClient, databaseUrl).finally(() => clocksClient.end());
  record(
    `deadline clocks: ${thousands(clocksAdded)} generated for the requests, ${thousands(clocksReset)} put back where they started`,
    (performance.now() - generating) / 1000,
    's',
    'reference',
    true,
  );
  const server = await startServer(8393, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: join(tmpdir(), 'portal-bench-no-web'),
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const size = `${thousands(benchRequestCount())} generated`;
  const parts: Record<BenchPart, () => Promise<void>> = {
    lists: async () => {
      await measureList(server.baseUrl, 'office', '', `employment requests list (${size})`, record);
      await measureList(
        server.baseUrl,
        'embassy-ph',
        'waiting=true&',
        `embassy pending queue (${size})`,
        record,
      );
    },
    accepts: () => measureTransitions(server.baseUrl, client, record),
    sweep: () => measureSweep(server.baseUrl, databaseUrl, client, record),
    scorecards: () => measureScorecardRefresh(server.baseUrl, databaseUrl, client, record),
    clocks: () => measureClockRefresh(server.baseUrl, databaseUrl, client, record),
  };
  try {
    for (const part of benchParts()) await parts[part]();
  } finally {
    await client.end();
    await server.stop();
  }
  record(
    'load average (1 min) after the employment request benches',
    loadavg()[0]!,
    `on ${cpus().length} cores`,
    'reference',
    true,
  );
};
