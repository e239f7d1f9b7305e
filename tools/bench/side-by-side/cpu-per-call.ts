/**
 * Processor time per call (decision 0070): the API's own user + system time, read from /proc, over
 * a fixed number of calls at 10 connections, divided by the calls. Unlike a rate, this holds on a
 * loaded machine (a call costs the same processor time whether or not it waits for a core), so two
 * builds can be compared while others work. `npm run bench -- cpu-per-call`, on a database the
 * side-by-side bench seeded (`BENCH_SIDE_DATABASE`, default portal_bench_side); `BENCH_CPU_PATHS`
 * picks paths (comma separated), `BENCH_CPU_CALLS` the calls per path (default 4,000). With
 * `/api/health` among the paths, a bare Fastify route (the health's reference in the side-by-side
 * table) is measured the same way beside it: the ratio of their processor times bounds the ratio of
 * their rates on the same cores. Beside the API's: PostgreSQL's (every `postgres` process's
 * processor time over the same calls, on a machine where the bench's database is the only busy
 * one), autocannon's (this process's), and the share of the machine left idle. Their sum is a
 * call's processor time on the whole machine: a reference that takes less for its own transaction
 * answers more often on the same cores, whatever the API's latency (decision 0083).
 * `BENCH_CPU_WHO` signs in another demo user (default office: `agency-ph` for an HR-pool candidate).
 *
 * `BENCH_CPU_AGAINST=<checkout>` compares two builds instead: this checkout's server and one started
 * from the other checkout (a worktree of an older commit with its `node_modules`), both up at once,
 * batches of `BENCH_CPU_CALLS` alternated between them `BENCH_CPU_ROUNDS` times (default 6), the
 * order swapped each round, and prints each build's median batch per path: the least disturbed way
 * to tell two builds apart on a shared machine (decision 0087). There the paths may also name the
 * table's writes, `accept` and `approve`: each batch POSTs to rows of a pool made for it, as the
 * demo agency (`write-calls.ts`); both servers work no jobs, as in the table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInWithPassword } from '../../../apps/api/src/plugins/identity/test-support/sign-in';
import { establishmentHeaders } from '../list-bench';
import { percentile } from '../timing';
import { startServer } from '../server-process';
import { startBareFastify } from './bare-fastify';
import { CSRF, isWriteCall, writeBatch, WRITER, type WritePaths } from './write-calls';

const DATABASE = process.env.BENCH_SIDE_DATABASE ?? 'portal_bench_side';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_SIDE_PORT ?? 8396);
const CALLS = Number(process.env.BENCH_CPU_CALLS ?? 4_000);
const DEFAULT_PATHS = [
  '/api/health',
  '/api/dashboard/summary',
  '/api/partnership/contracts/1',
  '/api/employment-requests/1',
];
const PATHS = (process.env.BENCH_CPU_PATHS ?? DEFAULT_PATHS.join(',')).split(',').filter(Boolean);
const WHO = process.env.BENCH_CPU_WHO ?? 'office';
const AGAINST = process.env.BENCH_CPU_AGAINST;
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 6);

/** The process's user + system time in microseconds (clock ticks of 10 ms). */
const processorMicros = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

/** Every PostgreSQL process's user + system time in microseconds (a process gone meanwhile is left out). */
const postgresMicros = (): Map<number, number> => {
  const times = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres'))
        times.set(Number(entry), processorMicros(Number(entry)));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return times;
};

/** What PostgreSQL's processes spent between two readings (the ones alive at both). */
const postgresSpent = (before: Map<number, number>, after: Map<number, number>): number => {
  let spent = 0;
  for (const [pid, micros] of after) spent += micros - (before.get(pid) ?? micros);
  return spent;
};

/** The machine's idle and total jiffies so far (/proc/stat's first line). */
const machineTicks = () => {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
};

/**
 * Calls `url` CALLS times (after 1,000 to warm up) and answers the processor time per call of the
 * server, of PostgreSQL and of autocannon (this process), and the machine's idle share meanwhile.
 */
const measure = async (pid: number, url: string, headers: Record<string, string>) => {
  await fire(url, headers, Math.min(1_000, CALLS));
  const before = { server: processorMicros(pid), postgres: postgresMicros(), machine: machineTicks() };
  const client = process.cpuUsage();
  const { ok } = await fire(url, headers, CALLS);
  const clientSpent = process.cpuUsage(client);
  const machine = machineTicks();
  const perCall = (micros: number) => Math.round(micros / CALLS);
  return {
    ok,
    micros: perCall(processorMicros(pid) - before.server),
    postgres: perCall(postgresSpent(before.postgres, postgresMicros())),
    client: perCall(clientSpent.user + clientSpent.system),
    idle: `${Math.round(((machine.idle - before.machine.idle) / (machine.total - before.machine.total)) * 100)} %`,
  };
};

const row = (path: string, measured: Awaited<ReturnType<typeof measure>>) => ({
  path,
  calls: CALLS,
  '2xx': measured.ok,
  'processor µs per call': measured.micros,
  'PostgreSQL µs per call': measured.postgres,
  'autocannon µs per call': measured.client,
  'machine idle': measured.idle,
});

/** `amount` calls of `url` at 10 connections; with `writes`, POSTs `{}` to each of its paths in turn. */
const fire = (url: string, headers: Record<string, string>, amount: number, writes?: WritePaths) =>
  new Promise<{ ok: number }>((resolve, reject) => {
    autocannon(
      {
        url,
        headers,
        connections: 10,
        amount,
        ...(writes && {
          method: 'POST',
          body: '{}',
          requests: [{ setupRequest: (request) => ({ ...request, path: writes.paths[writes.taken++]! }) }],
        }),
      },
      (error, result) => (error ? reject(error) : resolve({ ok: result['2xx'] })),
    );
  });

const databaseUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

const serverEnv = () => ({
  DATABASE_URL: databaseUrl(),
  WEB_DIST_DIR: '/nonexistent',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  // The approve's PDF renders are queued, not printed on the cores measured (decision 0071).
  JOBS_WORK: 'false',
});

const callerHeaders = async (baseUrl: string, who = WHO) =>
  establishmentHeaders(baseUrl, (await signInWithPassword(baseUrl, who, 'demo')).accessToken);

/**
 * One batch of `amount` calls of `path` on `server`: a read as is, a write on new rows made for the
 * batch (and removed after it). Answers the server's processor time per call.
 */
const batchOn = async (
  client: pg.Client,
  server: { baseUrl: string; pid: number },
  headers: { read: Record<string, string>; write: Record<string, string> },
  path: string,
  amount: number,
): Promise<number> => {
  const write = isWriteCall(path) ? await writeBatch(client, path, agencyOf(headers.write), amount) : null;
  try {
    const before = processorMicros(server.pid);
    const { ok } = write
      ? await fire(server.baseUrl, headers.write, amount, write)
      : await fire(`${server.baseUrl}${path}`, headers.read, amount);
    if (ok !== amount) throw new Error(`${path}: ${amount - ok} of ${amount} calls did not answer 2xx`);
    return Math.round((processorMicros(server.pid) - before) / amount);
  } finally {
    await write?.drop();
  }
};

const agencyOf = (headers: Record<string, string>) => Number(headers['x-organization-id']);

const heading = (what: string) =>
  console.log(`${what}, ${new Date().toISOString()}, load average ${loadavg()[0]!.toFixed(1)}, as ${WHO}`);

/** This checkout's server against one from `against`, batches alternated (BENCH_CPU_AGAINST). */
const compareBuilds = async (against: string) => {
  const here = await startServer(PORT, serverEnv());
  let there: Awaited<ReturnType<typeof startServer>> | undefined;
  const client = new pg.Client({ connectionString: databaseUrl() });
  try {
    there = await startServer(PORT + 2, serverEnv(), 120_000, against);
    await client.connect();
    const headersOf = async (baseUrl: string) => ({
      read: await callerHeaders(baseUrl),
      write: { ...(await callerHeaders(baseUrl, WRITER)), ...CSRF },
    });
    const builds = [
      { name: 'this checkout', server: here, headers: await headersOf(here.baseUrl) },
      { name: against, server: there, headers: await headersOf(there.baseUrl) },
    ];
    const rows = [];
    for (const path of PATHS) {
      const batches = builds.map(() => [] as number[]);
      for (const { server, headers } of builds) await batchOn(client, server, headers, path, 1_000);
      for (let round = 0; round < ROUNDS; round++) {
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const { server, headers } = builds[index]!;
          batches[index]!.push(await batchOn(client, server, headers, path, CALLS));
        }
      }
      rows.push({
        path,
        ...Object.fromEntries(
          builds.flatMap(({ name }, index) => [
            [`${name}: µs per call (median)`, percentile(batches[index]!, 50)],
            [`${name}: batches`, batches[index]!.join(' ')],
          ]),
        ),
      });
    }
    heading(`Processor time per call, two builds, ${ROUNDS} rounds of ${CALLS} calls`);
    console.table(rows);
  } finally {
    await client.end().catch(() => undefined);
    await Promise.all([here.stop(), there?.stop()]);
  }
};

export const cpuPerCall = async (): Promise<void> => {
  if (AGAINST) return compareBuilds(AGAINST);
  const server = await startServer(PORT, serverEnv());
  try {
    const headers = await callerHeaders(server.baseUrl);
    const rows = [];
    for (const path of PATHS) {
      rows.push(row(path, await measure(server.pid, `${server.baseUrl}${path}`, headers)));
    }
    if (PATHS.includes('/api/health')) {
      const bare = await startBareFastify(PORT + 1);
      try {
        rows.push(row('bare Fastify /health', await measure(bare.pid, bare.url, {})));
      } finally {
        await bare.stop();
      }
    }
    heading('Processor time per call');
    console.table(rows);
  } finally {
    await server.stop();
  }
};
