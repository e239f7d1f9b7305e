// `npm run bench -- side-by-side` (issue 24): the most used reads and two writes beside pgbench on
// the statements they send, `/api/health` beside a bare Fastify route, and the p99 of a request
// read at a steady 1,000 req/s, in one table. Figures only hold beside a reference run back to
// back on the same machine, at the same connections, so every figure here has one.
//
// 1. A fresh database with the demo data, `log_statement = 'all'` set on it (on it alone), the API
//    started on it: each route is called alone and its statements read back from PostgreSQL's log
//    (capture.ts), twice, until two calls agree; the writes on rows made for them (write-pools.ts).
// 2. The setting reset and the API started again (its connections no longer log): each route under
//    wrk (or autocannon), then pgbench on the captured statements at the same connections (pgbench.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signInWithPassword } from '../../../apps/api/src/plugins/identity/test-support/sign-in';
import { establishmentHeaders } from '../list-bench';
import { startServer } from '../server-process';
import {
  LOAD_GENERATOR,
  measureAtRate,
  measureLoad,
  WARM_UP_SECONDS,
  type LoadResult,
  type RateResult,
} from './api-load';
import { startBareFastify } from './bare-fastify';
import { captureSteady, type Capture } from './capture';
import { floorDriversOf, floorServerName, startFloorServer, type FloorDriver } from './floor';
import { assertPgbench, buildScript, runPgbench, saveScript, type Script } from './pgbench';
import type { SlowestQuarter } from './paced-load';
import { openPostgresLog, type LoggedStatement, type PostgresLog } from './postgres-log';
import { quietSummary } from './quiet';
import { alternate, ROUNDS, type ReferenceResult, type Rounds } from './rounds';
import { CSRF, writeBatch, WRITER, type WriteCall } from './write-calls';
import { assertWrk } from './wrk-load';
import {
  acceptedIn,
  approvedIn,
  contractTemplate,
  dropContractPool,
  dropRequestPool,
  makeContractPool,
  makeRequestPool,
  requestTemplate,
  type Pool,
} from './write-pools';

// Another run beside this one (another engineer's) takes its own database and ports.
const DATABASE = process.env.BENCH_SIDE_DATABASE ?? 'portal_bench_side';
const PORT = Number(process.env.BENCH_SIDE_PORT ?? 8396);
const BARE_PORT = PORT + 1;
const FLOOR_PORT = PORT + 2;
/**
 * BENCH_SIDE_FLOOR=true: each read also runs the thinnest Node server on its statements against the
 * same pgbench, printed for comparison (decision 0086); off by default, it adds about two minutes a
 * read and driver. `true` is the API's driver, node-postgres; a list of drivers (`pg,postgres`) runs
 * a floor on each (decision 0101).
 */
const FLOOR = floorDriversOf(process.env.BENCH_SIDE_FLOOR);
/** The API's pool size (DATABASE_POOL_SIZE), which the floor server's pool copies. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
/**
 * `BENCH_SIDE_ROWS=health,steady` runs those rows alone (comma-separated: contract, request,
 * candidate, list, dashboard, accept, approve, health, steady); only their statements are captured,
 * and none when no pgbench row is asked for. Default: every row.
 */
const ROW_NAMES = [
  'contract',
  'request',
  'candidate',
  'list',
  'dashboard',
  'accept',
  'approve',
  'health',
  'steady',
];
const SELECTED = (process.env.BENCH_SIDE_ROWS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknownRows = SELECTED.filter((name) => !ROW_NAMES.includes(name));
if (unknownRows.length > 0) throw new Error(`BENCH_SIDE_ROWS: no row named ${unknownRows.join(', ')}`);
const wants = (row: string) => SELECTED.length === 0 || SELECTED.includes(row);
const CONNECTIONS = [10, 50] as const;
/** Per run; each row runs its API and its reference ROUNDS times in turn (rounds.ts). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The steady rate's runs, one each: a p99 wants the samples of a longer run. */
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 10);
/**
 * The steady rate's warm-up at the same rate: on this host a read route left idle can answer slowly
 * for its first seconds (memory gone cold, and a queue that takes seconds to drain: README "After a
 * rest", decision 0085), and on Node 22 and 24 V8 compiles the hot path's optimized code about 10 s
 * into the load, on its worker threads, which take one of the 2 cores for a quarter-second (decision
 * 0105); steady means after both.
 */
const STEADY_WARM_UP_SECONDS = Number(process.env.BENCH_STEADY_WARM_UP_SECONDS ?? 16);
/** Rows per API write run: more than the API gets through in SECONDS (plus the warm-up). */
const WRITE_ROWS = Number(process.env.BENCH_WRITE_ROWS ?? 15_000);
/**
 * Rows per pgbench client in a write's reference run: each client takes its own block. At 50
 * clients PostgreSQL commits in groups and an accept's script ran at 2,500 tps (2026-12-03), past
 * the 300 rows each client had of a pool of 15,000: clients then took each other's rows and waited
 * on their locks, and the rounds' ratios read 0.12, 7.02 and 0.92.
 */
const ROWS_PER_CLIENT = Number(process.env.BENCH_WRITE_ROWS_PER_CLIENT ?? 800);
const RATIO_TARGET = 0.5;
const STEADY_RATE = 1_000;
const STEADY_P99_TARGET_MS = 25;
const NO_WEB = join(tmpdir(), 'portal-bench-no-web');
/** The pgbench scripts of the last run, to read what was compared. */
const SCRIPTS_DIR = join(
  tmpdir(),
  process.env.BENCH_SIDE_DATABASE ? `portal-bench-side-by-side-${DATABASE}` : 'portal-bench-side-by-side',
);

export type SideBySideRow = {
  measure: string;
  connections: number | string;
  'API req/s': string;
  'API p50 ms': string;
  'API p99 ms': string;
  reference: string;
  'reference rate': string;
  'reference avg ms': string;
  ratio: string;
  /** Each round's ratio, in the order run (the ratio is their median). */
  'ratio per round': string;
  target: string;
  /** Empty on a row printed for comparison only. */
  met: 'yes' | 'NO' | '';
};

const rows: SideBySideRow[] = [];
const round = (value: number) => (value < 100 ? value.toFixed(1) : String(Math.round(value)));

/**
 * A row from its rounds: the API's and the reference's medians, the median of the rounds' ratios;
 * `comparison`: printed without a target (the floor's rows).
 */
const addRow = (
  measure: string,
  connections: number,
  result: Rounds,
  reference: string,
  comparison = false,
) => {
  const { api, ratio } = result;
  const failed = api.non2xx + api.errors;
  const notes = result.notes.join('; ');
  rows.push({
    measure: failed > 0 ? `${measure} (${failed} failed answers)` : measure,
    connections,
    'API req/s': round(api.rate),
    'API p50 ms': String(api.p50),
    'API p99 ms': String(api.p99),
    reference: notes ? `${reference} (${notes})` : reference,
    'reference rate': round(result.referenceRate),
    'reference avg ms': result.referenceAverageMs.toFixed(1),
    ratio: ratio.toFixed(2),
    'ratio per round': result.ratios.map((each) => each.toFixed(2)).join(' '),
    target: comparison ? '' : `>= ${RATIO_TARGET}`,
    // A reference whose check failed (a write's rows ran out) did other work than the API's.
    met: comparison ? '' : failed === 0 && notes === '' && ratio >= RATIO_TARGET ? 'yes' : 'NO',
  });
};

const databaseUrlOf = (adminUrl: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A fresh bench database whose sessions log every statement with its parameters. */
const freshLoggedDatabase = (adminUrl: string) =>
  withClient(adminUrl, async (admin) => {
    const { rows: roles } = await admin.query<{ superuser: boolean }>(
      `select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (!roles[0]?.superuser)
      throw new Error(
        'the side-by-side bench sets log_statement on its database: BENCH_DATABASE_URL must be a superuser',
      );
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
    await admin.query(`alter database ${DATABASE} set log_statement = 'all'`);
    await admin.query(`alter database ${DATABASE} set log_parameter_max_length = -1`);
  });

/** Fails early, with where it looked, when the log does not show this database's statements. */
const assertLogShowsStatements = async (log: PostgresLog, databaseUrl: string) => {
  const marker = `side_by_side_probe_${Date.now()}`;
  const from = await log.end();
  await withClient(databaseUrl, (client) => client.query(`select $1::text as ${marker}`, ['probe']));
  for (let wait = 0; wait < 20; wait += 1) {
    if ((await log.statementsSince(from, DATABASE)).some((s) => s.sql.includes(marker))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `PostgreSQL's log at ${log.path} does not show the statements of ${DATABASE} (log_statement = 'all' is set on it);` +
      ' set BENCH_POSTGRES_LOG to the file PostgreSQL logs to',
  );
};

type Person = Record<string, string>;
const getOnce = async (url: string, headers: Record<string, string>) => {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return undefined;
};

const postOnce = async (url: string, headers: Record<string, string>, rowId: number) => {
  const response = await fetch(url, { method: 'POST', headers, body: '{}' });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body}`);
  return rowId;
};

const idOf = async (client: pg.Client, sql: string, params: unknown[], what: string) => {
  const { rows: found } = await client.query<{ id: number }>(sql, params);
  if (!found[0]) throw new Error(`the demo data has no ${what}`);
  return found[0].id;
};

/** The five reads: who asks, what, and the row (the demo data's). */
const readRoutes = async (client: pg.Client, office: Person, agency: Person) => {
  const officeId = Number(office['x-organization-id']);
  const agencyId = Number(agency['x-organization-id']);
  const contract = await idOf(
    client,
    `select id from partnership_contracts where office_id = $1 and status = 'ACTIVE' order by id limit 1`,
    [officeId],
    "ACTIVE contract of the office's",
  );
  const request = await idOf(
    client,
    `select id from employment_requests where office_id = $1 and status = 'PENDING_EMBASSY' order by id limit 1`,
    [officeId],
    "PENDING_EMBASSY request of the office's",
  );
  const candidate = await idOf(
    client,
    `select id from candidates where agency_id = $1 order by id limit 1`,
    [agencyId],
    "candidate of agency-ph's",
  );
  return [
    {
      row: 'contract',
      name: `GET a contract /api/partnership/contracts/${contract}`,
      path: `/api/partnership/contracts/${contract}`,
      who: 'office',
    },
    {
      row: 'request',
      name: `GET a request /api/employment-requests/${request}`,
      path: `/api/employment-requests/${request}`,
      who: 'office',
    },
    {
      row: 'candidate',
      name: `GET an HR-pool candidate /api/hr-pool/candidates/${candidate}`,
      path: `/api/hr-pool/candidates/${candidate}`,
      who: 'agency-ph',
    },
    {
      row: 'list',
      name: "the office's requests list, page 1 of 10 with its total",
      path: '/api/employment-requests?page=0&size=10',
      who: 'office',
    },
    {
      row: 'dashboard',
      name: 'the dashboard counts /api/dashboard/summary',
      path: '/api/dashboard/summary',
      who: 'office',
    },
  ] as const;
};

type ReadRoute = Awaited<ReturnType<typeof readRoutes>>[number];

type Writes = {
  accept: [Capture, Capture];
  approve: [Capture, Capture];
  /** The contract the approve's pgbench script approves and rolls back. */
  approveRow: number;
  requestTemplateId: number;
  contractTemplateId: number;
};

type Captured = {
  /** The selected reads (BENCH_SIDE_ROWS), with their statements. */
  reads: (ReadRoute & { capture: [Capture, Capture] })[];
  /** The request read, which the steady row calls (captured or not). */
  steadyRead: ReadRoute;
  /** The writes' statements and rows, when either write is selected. */
  writes: Writes | null;
};

/** Whether any selected row needs statements from PostgreSQL's log (a pgbench reference). */
const capturesStatements = () =>
  ['contract', 'request', 'candidate', 'list', 'dashboard', 'accept', 'approve'].some(wants);

const logOf = (log: PostgresLog | null): PostgresLog => {
  if (!log) throw new Error("a captured row without PostgreSQL's log");
  return log;
};

/** Step 1: the statements of every selected route, from PostgreSQL's log. */
const captureAll = async (
  baseUrl: string,
  databaseUrl: string,
  log: PostgresLog | null,
  office: Person,
  agency: Person,
): Promise<Captured> =>
  withClient(databaseUrl, async (client) => {
    const jobsPending = async () =>
      (
        await client.query(
          `select exists (select 1 from pgboss.job where state = 'active'
             or (state in ('created', 'retry') and start_after <= now())) as pending`,
        )
      ).rows[0].pending === true;
    const reads = [];
    const routes = await readRoutes(client, office, agency);
    const steadyRead = routes[1];
    for (const route of routes.filter((read) => wants(read.row))) {
      const headers = route.who === 'office' ? office : agency;
      const capture = await captureSteady(
        logOf(log),
        DATABASE,
        route.name,
        () => getOnce(`${baseUrl}${route.path}`, headers),
        jobsPending,
      );
      reads.push({ ...route, capture });
    }
    if (!wants('accept') && !wants('approve')) return { reads, steadyRead, writes: null };
    const agencyId = Number(agency['x-organization-id']);
    const requestTemplateId = await requestTemplate(client, agencyId);
    const contractTemplateId = await contractTemplate(client, agencyId);
    const writer = { ...agency, ...CSRF };
    const requests = await makeRequestPool(client, requestTemplateId, 6);
    let request = requests.requests.first;
    const accept = await captureSteady(
      logOf(log),
      DATABASE,
      'accept',
      () => {
        const id = request++;
        return postOnce(`${baseUrl}/api/employment-requests/${id}/accept`, writer, id);
      },
      jobsPending,
    );
    const contracts = await makeContractPool(client, contractTemplateId, 6);
    let contract = contracts.first;
    const approve = await captureSteady(
      logOf(log),
      DATABASE,
      'approve',
      () => {
        const id = contract++;
        return postOnce(`${baseUrl}/api/partnership/contracts/${id}/approve`, writer, id);
      },
      jobsPending,
    );
    // The captured rows go (the approve's number is then free for the rolled-back script to set).
    await dropRequestPool(client, requests);
    await dropContractPool(client, contracts);
    const approveRow = (await makeContractPool(client, contractTemplateId, 1)).first;
    return {
      reads,
      steadyRead,
      writes: { accept, approve, approveRow, requestTemplateId, contractTemplateId },
    };
  });

/** One pgbench run as a round's reference; `check` reads what its transactions did (a write's). */
const pgbenchReference = async (
  databaseUrl: string,
  script: Script,
  connections: number,
  check?: (transactions: number) => Promise<string>,
): Promise<ReferenceResult> => {
  const result = await runPgbench(databaseUrl, script, connections, SECONDS, WARM_UP_SECONDS);
  const note = check ? await check(result.transactions) : '';
  return { rate: result.tps, latencyAverageMs: result.latencyAverageMs, note };
};

const measureReads = async (baseUrl: string, databaseUrl: string, captured: Captured) => {
  for (const read of captured.reads) {
    const script = buildScript(read.name, read.capture, { kind: 'fixed' });
    const name = `${read.name} (${read.who})`;
    for (const connections of CONNECTIONS) {
      saveScript(SCRIPTS_DIR, `${name} ${connections}`, script);
      const result = await alternate(
        // Signed in afresh for each run: an access token outlives a run, not the whole bench.
        async () =>
          measureLoad(
            { url: `${baseUrl}${read.path}`, headers: await signIn(baseUrl, read.who) },
            connections,
            SECONDS,
          ),
        () => pgbenchReference(databaseUrl, script, connections),
      );
      addRow(name, connections, result, `pgbench, ${script.statements} statements`);
      for (const driver of FLOOR)
        await measureFloor(name, databaseUrl, read.capture[1].statements, script, connections, driver);
    }
  }
};

/** The floor under a read's ratio: the thinnest Node server on its statements, beside the same pgbench. */
const measureFloor = async (
  name: string,
  databaseUrl: string,
  statements: LoggedStatement[],
  script: Script,
  connections: number,
  driver: FloorDriver,
) => {
  const floor = await startFloorServer(FLOOR_PORT, databaseUrl, statements, POOL_SIZE, driver);
  try {
    const result = await alternate(
      () => measureLoad({ url: floor.url, headers: {} }, connections, SECONDS),
      () => pgbenchReference(databaseUrl, script, connections),
    );
    addRow(
      `the floor for ${name}: ${floorServerName(driver)} on its statements, no sign-in`,
      connections,
      result,
      `pgbench, ${script.statements} statements`,
      true,
    );
  } finally {
    await floor.stop();
  }
};

/** The API's run of a write: `WRITE_ROWS` new rows of its own, as the demo agency. */
const apiWrites = async (baseUrl: string, client: pg.Client, call: WriteCall, connections: number) => {
  const agency = await signIn(baseUrl, WRITER);
  const batch = await writeBatch(client, call, Number(agency['x-organization-id']), WRITE_ROWS);
  try {
    return await measureLoad(
      { url: baseUrl, headers: { ...agency, ...CSRF }, writes: batch },
      connections,
      SECONDS,
    );
  } finally {
    await batch.drop();
  }
};

/** An agency's accept: new requests for every run, the API's and pgbench's (each transaction its own). */
const measureAccept = async (baseUrl: string, databaseUrl: string, captured: Writes) =>
  withClient(databaseUrl, async (client) => {
    const name = 'an agency accepts a request POST /api/employment-requests/{id}/accept';
    let statements = 0;
    for (const connections of CONNECTIONS) {
      const api = () => apiWrites(baseUrl, client, 'accept', connections);
      const reference = async () => {
        const forPgbench = await makeRequestPool(
          client,
          captured.requestTemplateId,
          ROWS_PER_CLIENT * connections,
        );
        const script = buildScript(name, captured.accept, {
          kind: 'new-row',
          rowBase: forPgbench.requests.first,
          rowsPerClient: ROWS_PER_CLIENT,
        });
        saveScript(SCRIPTS_DIR, `${name} ${connections}`, script);
        statements = script.statements;
        const result = await pgbenchReference(databaseUrl, script, connections, async (transactions) => {
          const accepted = await acceptedIn(client, forPgbench);
          return accepted === transactions
            ? ''
            : `only ${accepted} of ${transactions} transactions accepted a row`;
        });
        await dropRequestPool(client, forPgbench);
        return result;
      };
      const result = await alternate(api, reference);
      addRow(name, connections, result, `pgbench, a new row each, committed, ${statements} statements`);
    }
  });

/** An agency's approve: new contracts for the API's runs; pgbench approves one and rolls back. */
const measureApprove = async (baseUrl: string, databaseUrl: string, captured: Writes) =>
  withClient(databaseUrl, async (client) => {
    const name = 'an agency approves a contract POST /api/partnership/contracts/{id}/approve';
    const script = buildScript(name, captured.approve, { kind: 'rolled-back', rowId: captured.approveRow });
    const row: Pool = { first: captured.approveRow, count: 1 };
    for (const connections of CONNECTIONS) {
      saveScript(SCRIPTS_DIR, `${name} ${connections}`, script);
      const api = () => apiWrites(baseUrl, client, 'approve', connections);
      const result = await alternate(api, () =>
        pgbenchReference(databaseUrl, script, connections, async () =>
          (await approvedIn(client, row)) === 0 ? '' : 'the rolled-back row was approved',
        ),
      );
      addRow(name, connections, result, `pgbench, one row, rolled back, ${script.statements} statements`);
    }
  });

/** Where a paced run was slowest: a stall shows as one quarter-second, a queue as several. */
const slowest = (quarter: SlowestQuarter | undefined) =>
  quarter
    ? `slowest quarter-second at ${quarter.atSeconds} s: max ${quarter.maxMs} ms, ${quarter.over10Ms} answers over 10 ms`
    : '';

/** The steady-rate row: the API's p99 beside its target, the bare route's at the same rate for reference. */
const steadyRow = (
  name: string,
  api: RateResult,
  bare: LoadResult,
  connections: number,
  /** A row printed for comparison only, without its target: how its load was made. */
  comparison?: string,
) => {
  const failed = api.non2xx + api.errors;
  const how = comparison ?? 'paced evenly';
  rows.push({
    measure:
      `${name} at ${STEADY_RATE} req/s (${how}; after a ${STEADY_WARM_UP_SECONDS} s warm-up at that rate, ` +
      `its p99 ${api.warmUp.p99} ms${api.warmUp.slowestQuarter ? `, ${slowest(api.warmUp.slowestQuarter)}` : ''}` +
      `${api.slowestQuarter ? `; the run's ${slowest(api.slowestQuarter)}` : ''})` +
      `${failed > 0 ? ` (${failed} failed answers)` : ''}`,
    connections,
    'API req/s': round(api.rate),
    'API p50 ms': String(api.p50),
    'API p99 ms': String(api.p99),
    reference: `a bare Fastify 5 route at the same rate: p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
    'reference rate': round(bare.rate),
    'reference avg ms': bare.latencyAverageMs.toFixed(1),
    ratio: '',
    'ratio per round': '',
    target: comparison ? '' : `p99 < ${STEADY_P99_TARGET_MS} ms`,
    met: comparison ? '' : failed === 0 && api.p99 < STEADY_P99_TARGET_MS ? 'yes' : 'NO',
  });
};

/** `/api/health` beside the bare route at 10 and 50 connections, then the steady 1,000 req/s. */
const measureHealthAndSteady = async (baseUrl: string, read: ReadRoute) => {
  const bare = await startBareFastify(BARE_PORT);
  try {
    for (const connections of wants('health') ? CONNECTIONS : []) {
      let bareLatency = '';
      const result = await alternate(
        () => measureLoad({ url: `${baseUrl}/api/health`, headers: {} }, connections, SECONDS),
        async () => {
          const reference = await measureLoad({ url: bare.url, headers: {} }, connections, SECONDS);
          bareLatency = `p50 ${reference.p50} ms, p99 ${reference.p99} ms`;
          return reference;
        },
      );
      addRow(
        'GET /api/health',
        connections,
        result,
        `a bare Fastify 5 route, same ${LOAD_GENERATOR} (last: ${bareLatency})`,
      );
    }
    if (!wants('steady')) return;
    const connections = 50;
    const headers = await signIn(baseUrl, read.who);
    const target = { url: `${baseUrl}${read.path}`, headers };
    const paced = { warmUpSeconds: STEADY_WARM_UP_SECONDS };
    const api = await measureAtRate(target, connections, STEADY_RATE, STEADY_SECONDS, paced);
    const reference = await measureAtRate(
      { url: bare.url, headers: {} },
      connections,
      STEADY_RATE,
      STEADY_SECONDS,
      paced,
    );
    steadyRow(`${read.name} (${read.who})`, api, reference, connections);
    // The earlier figure beside it, without a target: autocannon's `overallRate` sends each second's
    // share back to back at full concurrency (paced-load.ts says why that is not a steady rate).
    const burst = { ...paced, burst: true };
    const apiBurst = await measureAtRate(target, connections, STEADY_RATE, STEADY_SECONDS, burst);
    const referenceBurst = await measureAtRate(
      { url: bare.url, headers: {} },
      connections,
      STEADY_RATE,
      STEADY_SECONDS,
      burst,
    );
    steadyRow(
      `${read.name} (${read.who})`,
      apiBurst,
      referenceBurst,
      connections,
      'autocannon overallRate: a burst each second',
    );
  } finally {
    await bare.stop();
  }
};

const signIn = async (baseUrl: string, username: string) =>
  establishmentHeaders(baseUrl, (await signInWithPassword(baseUrl, username, 'demo')).accessToken);

const serverEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  SEED_DEMO_DATA: 'true',
  WEB_DIST_DIR: NO_WEB,
  // The API as deployed logs every request at `info` (its default); that cost is part of a request.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  // An API instance that works no jobs (decision 0071): the approve's PDF renders are queued for the
  // instances that run jobs, and are not printed by Chromium on the cores the bench measures.
  JOBS_WORK: 'false',
});

/** The whole side-by-side bench; prints its table and answers its rows. */
const resetLogging = (adminUrl: string) =>
  withClient(adminUrl, async (admin) => {
    await admin.query(`alter database ${DATABASE} reset log_statement`);
    await admin.query(`alter database ${DATABASE} reset log_parameter_max_length`);
  });

/** The timed server must not log its statements (logging every statement costs PostgreSQL). */
const assertLogQuiet = async (log: PostgresLog, baseUrl: string) => {
  const from = await log.end();
  await getOnce(`${baseUrl}/api/dashboard/summary`, await signIn(baseUrl, 'office'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const logged = (await log.statementsSince(from, DATABASE)).filter((s) => !/\bpgboss\./i.test(s.sql));
  if (logged.length > 0)
    throw new Error(`the timed server still logs its statements (${logged.length} for one call)`);
};

/** The whole side-by-side bench; prints its table, keeps it as JSON beside the scripts, answers its rows. */
export const measureSideBySide = async (adminUrl: string): Promise<SideBySideRow[]> => {
  // Only health and the steady rate asked for: no pgbench, no statements read from the log.
  const capturing = capturesStatements();
  if (capturing) assertPgbench();
  if (LOAD_GENERATOR === 'wrk') assertWrk();
  rmSync(SCRIPTS_DIR, { recursive: true, force: true });
  const databaseUrl = databaseUrlOf(adminUrl);
  const log = capturing ? await openPostgresLog(adminUrl) : null;
  let captured: Captured;
  try {
    await freshLoggedDatabase(adminUrl);
    if (log) await assertLogShowsStatements(log, databaseUrl);
    const server = await startServer(PORT, serverEnv(databaseUrl));
    try {
      captured = await captureAll(
        server.baseUrl,
        databaseUrl,
        log,
        await signIn(server.baseUrl, 'office'),
        await signIn(server.baseUrl, 'agency-ph'),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await resetLogging(adminUrl);
  }
  const server = await startServer(PORT, serverEnv(databaseUrl));
  const started = new Date();
  const loadAtStart = loadavg()[0]!;
  try {
    if (log) await assertLogQuiet(log, server.baseUrl);
    await measureReads(server.baseUrl, databaseUrl, captured);
    // Before the writes: thousands of accepts and approves leave the API a heap to collect and
    // PostgreSQL tables to vacuum for a minute after, which would be measured here (README).
    if (wants('health') || wants('steady')) await measureHealthAndSteady(server.baseUrl, captured.steadyRead);
    if (captured.writes && wants('accept')) await measureAccept(server.baseUrl, databaseUrl, captured.writes);
    if (captured.writes && wants('approve'))
      await measureApprove(server.baseUrl, databaseUrl, captured.writes);
  } finally {
    await server.stop();
  }
  const heading =
    `Side by side (issue 24), ${started.toISOString()}, ${SECONDS} s per run, ${ROUNDS} rounds of the API ` +
    `then its reference per row (each figure the rounds' median, the ratio the median of theirs), load average (1 min) ` +
    `${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end on ${cpus().length} cores; ` +
    // The API and the bare route run on the bench's own Node.js (`npm run with-node -- 24 npm run bench`).
    `Node.js ${process.version}; ` +
    `the API's load from ${LOAD_GENERATOR}; ` +
    (log ? `statements captured from ${log.path}` : 'no statements captured') +
    (SELECTED.length > 0 ? `; rows ${SELECTED.join(', ')}` : '') +
    `; ${quietSummary()}`;
  mkdirSync(SCRIPTS_DIR, { recursive: true });
  writeFileSync(join(SCRIPTS_DIR, 'results.json'), JSON.stringify({ heading, rows }, null, 2));
  console.info(`\n${heading}; pgbench scripts and results.json in ${SCRIPTS_DIR}`);
  console.table(rows);
  return rows;
};
