// `npm run bench`: start-up times and API throughput, printed as figures beside their targets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import { measureContractList } from './contract-list-bench';
import { measureEmploymentRequests } from './employment-requests-bench';
import { HR_POOL_BENCHES, measureHrPool } from './hr-pool-bench';
import { establishmentHeaders, fillJobs, measureListPage } from './list-bench';
import { measurePdf } from './pdf-bench';
import { measurePdfBurst } from './pdf-load-bench';
import { measurePreviewCall } from './preview-bench';
import { freshDatabase } from './fresh-database';
import { startServer } from './server-process';
import { cpuPerCall } from './side-by-side/cpu-per-call';
import { measureIdleMemory } from './side-by-side/idle-memory';
import { measureSideBySide } from './side-by-side/side-by-side';
import { measureSpreadsheetImports } from './spreadsheet-bench';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'portal_bench';
const results: { name: string; figure: string; target: string; ok: boolean }[] = [];
/** A measure beside its target; a text value (an outcome, not a number) is shown as it is. */
const record = (name: string, value: number | string, unit: string, target: string, ok: boolean) =>
  results.push({
    name,
    figure:
      typeof value === 'string' ? value : `${value < 100 ? value.toFixed(1) : Math.round(value)} ${unit}`,
    target,
    ok,
  });

const measureStartup = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const fresh = await startServer(8390, { DATA_DIR: dataDir, DATABASE_URL: '' });
    await fresh.stop();
    record(
      'npm start to ready, fresh data folder',
      fresh.readyAfterMs,
      'ms',
      '<= 15000 ms',
      fresh.readyAfterMs <= 15_000,
    );
    const existing = await startServer(8390, { DATA_DIR: dataDir, DATABASE_URL: '' });
    await existing.stop();
    record(
      'npm start to ready, existing data folder',
      existing.readyAfterMs,
      'ms',
      '<= 3000 ms',
      existing.readyAfterMs <= 3_000,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const recreateBenchDatabase = (): Promise<string> => freshDatabase(postgresUrl, benchDatabase);

const load = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: 50, duration: 10, headers });

const measureThroughput = async () => {
  const databaseUrl = await recreateBenchDatabase();
  const server = await startServer(8391, { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true' });
  try {
    const { accessToken } = await signInWithPassword(server.baseUrl, 'office', 'demo');
    const health = await load(`${server.baseUrl}/api/health`);
    const me = await load(`${server.baseUrl}/api/me`, { authorization: `Bearer ${accessToken}` });
    if (me.non2xx > 0) throw new Error(`/api/me answered ${me.non2xx} non-2xx responses`);
    record(
      'GET /api/health (PostgreSQL, 50 connections)',
      health.requests.average,
      'req/s',
      'reference',
      true,
    );
    record(
      'GET /api/me with a valid token (PostgreSQL, 50 connections)',
      me.requests.average,
      'req/s',
      '>= 3000 req/s',
      me.requests.average >= 3_000,
    );
    record('GET /api/me latency p99', me.latency.p99, 'ms', 'reference', true);
    await fillJobs(databaseUrl);
    const admin = await signInWithPassword(server.baseUrl, 'admin', 'demo');
    const list = await measureListPage(
      server.baseUrl,
      await establishmentHeaders(server.baseUrl, admin.accessToken),
    );
    const name = `jobs list page + total (${list.total} of 100,000 rows match)`;
    record(`${name}, mean`, list.mean, 'ms', '< 50 ms', list.mean < 50);
    record(`${name}, p99`, list.p99, 'ms', 'reference', true);
    record(`${name}, mean with 10 at once`, list.loadedMean, 'ms', 'reference', true);
    await measureContractList(server.baseUrl, databaseUrl, record);
    await measurePreviewCall(server.baseUrl, databaseUrl, record);
  } finally {
    await server.stop();
  }
};

/**
 * `BENCH_ONLY=contract-list npm run bench`: the contracts list alone, on a fresh bench database,
 * API only (a web folder without index.html, so the web app is not rebuilt for it).
 */
const measureContractListAlone = async () => {
  const databaseUrl = await recreateBenchDatabase();
  const server = await startServer(8391, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'true',
    WEB_DIST_DIR: join(tmpdir(), 'portal-bench-no-web'),
  });
  try {
    await measureContractList(server.baseUrl, databaseUrl, record);
    await measurePreviewCall(server.baseUrl, databaseUrl, record);
  } finally {
    await server.stop();
  }
};

/**
 * BENCH_ONLY takes a comma-separated list: `contract-list`, and the HR pool's `candidate-list`,
 * `old-contracts`, `dlt-import` (or `hr-pool` for those three, on the `npm run bench:data` database),
 * `employment-requests` (decision 0034, on the same database), `spreadsheet` (decision 0045) and
 * `pdf-burst` (300 e-contract PDFs at once from one office, decision 0025), `side-by-side` (the
 * most used calls beside pgbench on their own statements and a bare Fastify route, issue 24),
 * `cpu-per-call` (the processor time per call of the API, PostgreSQL and autocannon, on
 * side-by-side's database, decisions 0070 and 0083), `idle-memory` (whether this host's memory goes
 * cold while idle, side-by-side README "After a rest"); the
 * names may also follow the command (`npm run bench -- spreadsheet`).
 */
const only = [process.env.BENCH_ONLY ?? '', ...process.argv.slice(2)]
  .join(',')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter(
  (name) =>
    ![
      'contract-list',
      'hr-pool',
      'employment-requests',
      'spreadsheet',
      'pdf-burst',
      'side-by-side',
      'cpu-per-call',
      'idle-memory',
      ...HR_POOL_BENCHES,
    ].includes(name),
);
if (unknown.length > 0) throw new Error(`BENCH_ONLY: no bench named ${unknown.join(', ')}`);
if (only.length === 0) {
  await measureStartup();
  await measureThroughput();
  await measurePdf(record);
  await measureHrPool(HR_POOL_BENCHES, record);
  await measureEmploymentRequests(record);
  await measureSpreadsheetImports(
    await recreateBenchDatabase(),
    join(tmpdir(), 'portal-bench-no-web'),
    record,
  );
  await measurePdfBurst(await recreateBenchDatabase(), join(tmpdir(), 'portal-bench-no-web'), record);
  await measureSideBySide(postgresUrl);
} else {
  if (only.includes('contract-list')) await measureContractListAlone();
  const hrPool = HR_POOL_BENCHES.filter((name) => only.includes(name) || only.includes('hr-pool'));
  if (hrPool.length > 0) await measureHrPool(hrPool, record);
  if (only.includes('employment-requests')) await measureEmploymentRequests(record);
  if (only.includes('pdf-burst'))
    await measurePdfBurst(await recreateBenchDatabase(), join(tmpdir(), 'portal-bench-no-web'), record);
  if (only.includes('spreadsheet'))
    await measureSpreadsheetImports(
      await recreateBenchDatabase(),
      join(tmpdir(), 'portal-bench-no-web'),
      record,
    );
  if (only.includes('side-by-side')) await measureSideBySide(postgresUrl);
  if (only.includes('cpu-per-call')) await cpuPerCall();
  if (only.includes('idle-memory')) await measureIdleMemory();
}
// The side-by-side bench prints its own table (its columns are the API's and the reference's).
if (results.length > 0)
  console.table(
    results.map((r) => ({ measure: r.name, figure: r.figure, target: r.target, met: r.ok ? 'yes' : 'NO' })),
  );
