// The API's side of the table under wrk (Debian's `wrk`, C on epoll): the load generator that costs
// the shared cores least, as pgbench's C client does on the reference side (decision 0099). One
// thread; a write's paths go to wrk-load.lua in a file, from the first not yet taken.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadResult, Target } from './api-load';

export const WRK = process.env.BENCH_WRK ?? '/usr/bin/wrk';
const SCRIPT = fileURLToPath(new URL('wrk-load.lua', import.meta.url));

type WrkSummary = {
  requests: number;
  durationUs: number;
  status: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
  meanUs: number;
};

/** Fails with what to do when wrk is not installed. */
export const assertWrk = (): void => {
  try {
    accessSync(WRK, constants.X_OK);
  } catch {
    throw new Error(
      `wrk is not at ${WRK} (set BENCH_WRK to it; Debian: apt-get install wrk; or BENCH_LOAD_GENERATOR=autocannon)`,
    );
  }
};

const execute = (args: string[]) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}:\n${output}`)),
    );
  });

const summaryOf = (output: string): WrkSummary => {
  const line = output.split('\n').find((each) => each.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  return JSON.parse(line) as WrkSummary;
};

const milliseconds = (micros: number) => Math.round(micros / 10) / 100;

export const runWrk = async (target: Target, connections: number, duration: number): Promise<LoadResult> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-wrk-'));
  try {
    const headers = Object.entries(target.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const writes = target.writes;
    let scriptArgs: string[] = [];
    if (writes) {
      const file = join(dir, 'paths');
      writeFileSync(file, `${writes.paths.slice(writes.taken).join('\n')}\n`);
      scriptArgs = ['--', file, '0'];
    }
    const args = [
      ...['-t', '1', '-c', String(connections), '-d', `${duration}s`, '--timeout', '10s'],
      ...headers,
      ...['-s', SCRIPT, target.url, ...scriptArgs],
    ];
    const summary = summaryOf(await execute(args));
    // A request cut off at the run's end may still have reached the API: its row counts as taken.
    if (writes) writes.taken += summary.requests + connections;
    const seconds = summary.durationUs / 1_000_000;
    return {
      // wrk counts an answer of 400 or more as a status error; the API answers no 1xx or 3xx here.
      rate: (summary.requests - summary.status) / seconds,
      p50: milliseconds(summary.p50Us),
      p99: milliseconds(summary.p99Us),
      latencyAverageMs: summary.meanUs / 1_000,
      non2xx: summary.status,
      errors: summary.connect + summary.read + summary.write + summary.timeout,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
