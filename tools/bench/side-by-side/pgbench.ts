// pgbench on the statements an API call sent (issue 24): the captured statements in the order
// PostgreSQL logged them, their parameters passed as pgbench variables, so that with
// `-M prepared` each is a prepared statement with the same parameters the API bound (the same
// plans), run at the same number of connections as the API's load.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Capture } from './capture';
import { waitForQuiet } from './quiet';

const PGBENCH = process.env.BENCH_PGBENCH ?? '/usr/bin/pgbench';

/** Fails with what to do when pgbench is not installed. */
export const assertPgbench = (): string => {
  try {
    accessSync(PGBENCH, constants.X_OK);
    return PGBENCH;
  } catch {
    throw new Error(
      `pgbench is not at ${PGBENCH} (set BENCH_PGBENCH to it; Debian: apt-get install postgresql-client)`,
    );
  }
};

/**
 * How a write's script is made repeatable:
 * - `new-row`: every transaction takes the next row of a pool made for it (per pgbench client a
 *   block of `stride` rows from `rowBase`), parameters that follow the row id are the id plus the
 *   offset seen in the capture, and it commits as the API does;
 * - `rolled-back`: the captured transaction runs on one row and ends in ROLLBACK instead of COMMIT
 *   (the row stays as it was; PostgreSQL then skips the commit's WAL flush the API pays). A call
 *   whose write is one statement without a transaction of its own (the approve, decision 0068) has
 *   each write on that row wrapped in BEGIN … ROLLBACK instead; its other statements run as captured.
 * Reads are `fixed`: the captured call again, the same parameters.
 */
export type ScriptMode =
  | { kind: 'fixed' }
  | { kind: 'rolled-back'; rowId: number }
  | { kind: 'new-row'; rowBase: number; rowsPerClient: number };

export type Script = { text: string; defines: Record<string, string>; statements: number };

const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d/;
const INTEGER = /^-?\d+$/;

/** A statement that writes: an insert, update or delete, alone or in a CTE. */
const WRITE = /^\s*(insert|update|delete)\b|\b(insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i;

const offsetName = (offset: number) => `row_id_${offset < 0 ? 'minus' : 'plus'}_${Math.abs(offset)}`;

/**
 * The script from two agreeing captures. A parameter equal in both is passed as captured; one that
 * differs by the rows' difference follows the row; a differing time (a deadline, `updated_at`,
 * the dashboard's window) is the second capture's; anything else that differs cannot be replayed
 * on other rows, and a `new-row` script refuses it.
 */
export const buildScript = (name: string, [first, second]: [Capture, Capture], mode: ScriptMode): Script => {
  const defines: Record<string, string> = {};
  const offsets = new Set<number>();
  const unused = [...first.statements];
  const lines: string[] = [];
  const hasCommit = second.statements.some((statement) => /^commit$/i.test(statement.sql.trim()));
  second.statements.forEach((statement, s) => {
    let followsRow = false;
    const twin = unused.splice(
      unused.findIndex((candidate) => candidate.sql === statement.sql),
      1,
    )[0]!;
    const values = statement.params.map((value, p) => {
      const before = twin.params[p];
      if (value === null) return 'NULL';
      const variable = `s${s + 1}_p${p + 1}`;
      if (value === before || mode.kind === 'fixed') {
        defines[variable] = value;
        return `:${variable}`;
      }
      const rowsDiffer = first.rowId !== undefined && second.rowId !== undefined;
      if (
        rowsDiffer &&
        before !== null &&
        before !== undefined &&
        INTEGER.test(value) &&
        INTEGER.test(before) &&
        Number(value) - Number(before) === second.rowId! - first.rowId!
      ) {
        const offset = Number(value) - second.rowId!;
        followsRow = true;
        if (mode.kind === 'rolled-back') {
          defines[variable] = String(mode.rowId + offset);
          return `:${variable}`;
        }
        offsets.add(offset);
        return `:${offsetName(offset)}`;
      }
      if (mode.kind === 'new-row' && !TIMESTAMP.test(value))
        throw new Error(
          `${name}: parameter $${p + 1} of "${statement.sql.slice(0, 80)}…" differs between two rows ` +
            `(${before} / ${value}) and cannot be replayed on other rows`,
        );
      defines[variable] = value;
      return `:${variable}`;
    });
    let sql = statement.sql.replace(/\$(\d+)\b/g, (_, index: string) => values[Number(index) - 1] ?? 'NULL');
    if (mode.kind === 'rolled-back' && /^commit$/i.test(sql)) sql = 'rollback';
    if (mode.kind === 'rolled-back' && !hasCommit && followsRow && WRITE.test(statement.sql))
      lines.push('begin;', `${sql};`, 'rollback;');
    else lines.push(`${sql};`);
  });
  const head: string[] = [];
  if (mode.kind === 'new-row') {
    head.push(
      '\\set n :n + 1',
      `\\set row_id :row_base + :client_id * :rows_per_client + :n - 1`,
      ...[...offsets].map((offset) => `\\set ${offsetName(offset)} :row_id + ${offset}`),
    );
    defines.n = '0';
    defines.row_base = String(mode.rowBase);
    defines.rows_per_client = String(mode.rowsPerClient);
  }
  if (mode.kind === 'rolled-back' && !lines.some((line) => line === 'rollback;'))
    throw new Error(`${name}: the captured call has no COMMIT to turn into ROLLBACK, nor a write on its row`);
  return { text: [...head, ...lines].join('\n') + '\n', defines, statements: lines.length };
};

/** Keeps a script and its variables where they can be read after the run (`<dir>/<name>.sql`). */
export const saveScript = (dir: string, name: string, script: Script): void => {
  mkdirSync(dir, { recursive: true });
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const defines = Object.entries(script.defines).map(([variable, value]) => `-- -D ${variable}=${value}`);
  writeFileSync(join(dir, `${slug}.sql`), [...defines, script.text].join('\n'));
};

export type PgbenchResult = { tps: number; transactions: number; latencyAverageMs: number };

const figure = (output: string, pattern: RegExp, what: string) => {
  const match = pattern.exec(output);
  if (!match) throw new Error(`pgbench printed no ${what}:\n${output}`);
  return Number(match[1]);
};

/** Longer than this, a value is written into the script: one argument may hold 128 KiB at most. */
const LONGEST_DEFINE = 16 * 1024;

/**
 * The script with its long values (an approve's document snapshot) written in as quoted literals
 * instead of `-D` variables, which would not fit in pgbench's arguments (E2BIG). A literal is of
 * unknown type as a bound text parameter is: PostgreSQL resolves both from the column alike.
 */
const withLongValuesInline = (script: Script): Pick<Script, 'text' | 'defines'> => {
  const defines: Record<string, string> = {};
  const inline = new Map<string, string>();
  for (const [name, value] of Object.entries(script.defines)) {
    if (value.length > LONGEST_DEFINE) inline.set(name, `'${value.replaceAll("'", "''")}'`);
    else defines[name] = value;
  }
  if (inline.size === 0) return script;
  const text = script.text.replace(/:(s\d+_p\d+)\b/g, (whole, name: string) => inline.get(name) ?? whole);
  return { text, defines };
};

/**
 * The seconds of pgbench's progress reports after its warm-up: their mean rate and latency. The
 * API's runs follow a warm-up at the same connections (api-load.ts); pgbench's new connections
 * likewise start cold (catalog caches, first plans), and at 50 of them on 2 cores the first second
 * of a run made 3-second runs read 375 tps against 1,865 over 10 seconds (2026-12-01).
 */
export const afterWarmUp = (output: string, warmUpSeconds: number) => {
  const reports = [...output.matchAll(/^progress: ([\d.]+) s, ([\d.]+) tps, lat ([\d.]+) ms/gm)]
    .map((match) => ({ at: Number(match[1]), tps: Number(match[2]), latency: Number(match[3]) }))
    .filter((report) => report.at > warmUpSeconds);
  if (reports.length === 0) return null;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    tps: mean(reports.map((report) => report.tps)),
    latencyAverageMs: mean(reports.map((report) => report.latency)),
  };
};

/**
 * `pgbench -c N -j 2 -T warm-up+seconds -P 1 -M prepared -n -f script` on the database; the rate
 * and latency of the seconds after the warm-up (`afterWarmUp`), the transactions of the whole run.
 */
export const runPgbench = async (
  databaseUrl: string,
  script: Script,
  clients: number,
  seconds: number,
  warmUpSeconds: number,
): Promise<PgbenchResult> => {
  const pgbench = assertPgbench();
  await waitForQuiet();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pgbench-'));
  const file = join(dir, 'script.sql');
  const { text, defines } = withLongValuesInline(script);
  writeFileSync(file, text);
  const args = [
    ...['-c', String(clients), '-j', '2', '-T', String(warmUpSeconds + seconds), '-P', '1'],
    ...['-M', 'prepared', '-n', '-f', file],
    ...Object.entries(defines).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    databaseUrl,
  ];
  try {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(pgbench, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, output }));
    });
    if (code !== 0) throw new Error(`pgbench exited with ${code}:\n${output}\nscript:\n${script.text}`);
    const transactions = figure(output, /^number of transactions actually processed: (\d+)/m, 'transactions');
    const measured = afterWarmUp(output, warmUpSeconds);
    if (!measured)
      throw new Error(`pgbench printed no progress after its ${warmUpSeconds} s warm-up:\n${output}`);
    return { ...measured, transactions };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
