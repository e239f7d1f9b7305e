// Spreadsheet imports under attack (decision 0045): a 1,000,000-row XLSX and four ~400 KB ZIP bombs
// (two declaring their size, two lying about it) uploaded at once to the DLT import as fmol-ph, while
// /api/health is probed every 15 ms. All five must be refused with their messages, at the upload
// (400) or by their run (decision 0048: `refused`); /api/health's p99 stays under 100 ms and the
// server's peak resident memory under 1 GB.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DLT_IMPORT_COLUMNS, DLT_IMPORT_MAX_ROWS } from '@portal/contracts/hr-pool/dlt';
import { translate } from '../../apps/api/src/i18n/catalogue';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import {
  declareSize,
  inlineCell,
  SHEET_END,
  SHEET_START,
  streamedWorkbook,
} from '../../apps/api/src/test-support/xlsx-workbook';
import { finishedRun } from './import-run';
import { establishmentHeaders } from './list-bench';
import { startServer } from './server-process';
import { percentile, thousands, type RecordFigure } from './timing';

const ROWS = 1_000_000;
const HEALTH_TARGET_MS = 100;
const MEMORY_TARGET_MB = 1024;
const PROBE_EVERY_MS = 15;
const CSRF = { cookie: 'XSRF-TOKEN=bench-sheet', 'x-xsrf-token': 'bench-sheet' };
const SHEET = 'xl/worksheets/sheet1.xml';
const MB = 1_048_576;

const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);
const headerRow = () =>
  `<row r="1">${DLT_IMPORT_COLUMNS.map((column, index) => inlineCell(`${columnName(index)}1`, column)).join('')}</row>`;

/** A million rows of a random six-digit passport number each: about 3.6 MB packed, under the 5 MB upload limit. */
const millionRows = () =>
  streamedWorkbook(
    (function* () {
      yield SHEET_START + headerRow();
      let seed = 12_345;
      for (let line = 2; line <= ROWS + 1; line += 1) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        yield `<row><c><v>${seed % 1_000_000}</v></c></row>`;
      }
      yield SHEET_END;
    })(),
  );

/** One cell of 400 MB of one letter after a valid header: about 400 KB packed. */
const bomb = () =>
  streamedWorkbook(
    (function* () {
      yield `${SHEET_START}${headerRow()}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
      const megabyte = 'A'.repeat(MB);
      for (let index = 0; index < 400; index += 1) yield megabyte;
      yield `</t></is></c></row>${SHEET_END}`;
    })(),
  );

/** The generated files are the same every run: written once to the temporary folder and read back after. */
const kept = async (name: string, write: () => Promise<Buffer>): Promise<Buffer> => {
  const folder = join(tmpdir(), 'portal-bench-spreadsheets');
  const path = join(folder, name);
  if (existsSync(path)) return readFileSync(path);
  const bytes = await write();
  mkdirSync(folder, { recursive: true });
  writeFileSync(path, bytes);
  return bytes;
};

/** The server's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
};

/** Probes the URL it is given every PROBE_EVERY_MS; "mark" answers the times so far and starts afresh, "stop" the rest. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let times = [];
let running = true;
parentPort.on('message', (message) => {
  if (message === 'mark') parentPort.postMessage(times.splice(0));
  if (message === 'stop') running = false;
});
(async () => {
  while (running) {
    const sent = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    times.push(performance.now() - sent);
    const wait = ${PROBE_EVERY_MS} - (performance.now() - sent);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  parentPort.postMessage(times);
})();
`;

type Upload = { name: string; bytes: Buffer; expected: string };

export const measureSpreadsheetImports = async (
  databaseUrl: string,
  webDist: string,
  record: RecordFigure,
) => {
  const started = performance.now();
  const million = await kept('million-rows.xlsx', millionRows);
  const declared = await kept('bomb.xlsx', bomb);
  const lying = declareSize(declared, SHEET, 100_000);
  console.log(
    `spreadsheet bench: files written in ${Math.round(performance.now() - started)} ms ` +
      `(1,000,000 rows ${(million.length / MB).toFixed(2)} MB, bombs ${Math.round(declared.length / 1024)} KB)`,
  );
  const tooMany = translate('en-US', 'spreadsheet.tooMany', { max: DLT_IMPORT_MAX_ROWS });
  const tooLarge = translate('en-US', 'spreadsheet.tooLarge');
  const uploads: Upload[] = [
    { name: 'million.xlsx', bytes: million, expected: tooMany },
    { name: 'bomb-1.xlsx', bytes: declared, expected: tooLarge },
    { name: 'bomb-2.xlsx', bytes: declared, expected: tooLarge },
    { name: 'lying-bomb-1.xlsx', bytes: lying, expected: tooLarge },
    { name: 'lying-bomb-2.xlsx', bytes: lying, expected: tooLarge },
  ];

  // A fresh database is migrated and seeded first: minutes on a busy machine.
  const server = await startServer(
    8393,
    { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true', WEB_DIST_DIR: webDist },
    300_000,
  );
  try {
    const { accessToken } = await signInWithPassword(server.baseUrl, 'fmol-ph', 'demo');
    const headers = { ...(await establishmentHeaders(server.baseUrl, accessToken)), ...CSRF };
    const before = memoryOf(server.pid);

    // The probes run in a thread of their own, so the uploads' work in this process never delays them.
    const prober = new Worker(PROBER, { eval: true, workerData: { url: `${server.baseUrl}/api/health` } });
    const nextMessage = () =>
      new Promise<number[]>((resolve) => prober.once('message', (times: number[]) => resolve(times)));
    await new Promise((resolve) => prober.once('online', resolve));
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
    }, 20);
    // One small refused import first: the route's first answer compiles what later ones reuse.
    const warmUp = new FormData();
    warmUp.append('file', new Blob(['colour\nred\n']), 'warm-up.csv');
    await fetch(`${server.baseUrl}/api/hr-pool/dlt/import`, { method: 'POST', headers, body: warmUp });
    // Three quiet seconds of probes first (the machine's own floor), then every upload at once.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    prober.postMessage('mark');
    const quiet = await nextMessage();
    const sent = performance.now();
    const answers = await Promise.all(
      uploads.map(async (upload) => {
        const form = new FormData();
        form.append('file', new Blob([upload.bytes]), upload.name);
        const response = await fetch(`${server.baseUrl}/api/hr-pool/dlt/import`, {
          method: 'POST',
          headers: { ...headers, 'accept-language': 'en-US' },
          body: form,
        });
        const body = (await response.json()) as { id?: string; message?: string };
        if (response.status !== 202 || !body.id)
          return {
            upload,
            refused: response.status === 400,
            how: String(response.status),
            message: body.message,
          };
        const run = await finishedRun(server.baseUrl, body.id, headers);
        return { upload, refused: run.status === 'refused', how: `run ${run.status}`, message: run.message };
      }),
    );
    const allRefusedAfter = performance.now() - sent;
    await new Promise((resolve) => setTimeout(resolve, 500));
    prober.postMessage('stop');
    const health = await nextMessage();
    clearInterval(sampler);
    await prober.terminate();
    const after = memoryOf(server.pid);

    for (const { upload, refused, how, message } of answers) {
      const ok = refused && message === upload.expected;
      record(
        `${upload.name} refused (400 or its run), its message`,
        how,
        '',
        `refused “${upload.expected.slice(0, 40)}…”`,
        ok,
      );
      if (!ok) console.log(`${upload.name}: ${how} ${message}`);
    }
    record('all five refused after (runs included)', allRefusedAfter, 'ms', 'for reference', true);
    record(
      `/api/health before the uploads, p50 (${quiet.length} probes)`,
      percentile(quiet, 50),
      'ms',
      'for reference',
      true,
    );
    record(`/api/health before the uploads, p99`, percentile(quiet, 99), 'ms', 'for reference', true);
    const p50 = percentile(health, 50);
    const p99 = percentile(health, 99);
    const probes = `${thousands(health.length)} probes`;
    record(`/api/health during the uploads, p50 (${probes})`, p50, 'ms', 'for reference', true);
    record(
      `/api/health during the uploads, p99 (${probes})`,
      p99,
      'ms',
      `< ${HEALTH_TARGET_MS} ms`,
      p99 < HEALTH_TARGET_MS,
    );
    record(`/api/health during the uploads, slowest`, Math.max(...health), 'ms', 'for reference', true);
    record(
      'machine load (1-minute average) at the end',
      loadavg()[0]!,
      `on ${availableParallelism()} cores`,
      'for reference',
      true,
    );
    record('server memory before the uploads (RSS)', before.rss, 'MB', 'for reference', true);
    // VmHWM is the peak since the start (migrations, seeding): it counts only when the uploads raised it.
    const peak = after.peak > before.peak ? after.peak : peakRss;
    record(
      'server peak memory during the uploads (RSS)',
      peak,
      'MB',
      `< ${MEMORY_TARGET_MB} MB`,
      peak < MEMORY_TARGET_MB,
    );
  } finally {
    await server.stop();
  }
};
