// A steady rate, as the side-by-side table's steady row means it: requests sent at evenly spaced
// times (one every 1,000 / rate ms), whether or not the earlier ones have been answered (an open
// loop), over a pool of keep-alive connections. Each latency runs from the time the request was
// due, so a request that waited for a free connection, or for this process's own timer, counts that
// wait in full (no coordinated omission).
//
// Why not autocannon's `overallRate`: it lets each connection send back to back until it has made
// its share of the second (rate / connections), then pause until the next second. At 1,000 req/s on
// 50 connections that is 1,000 requests at full concurrency at the start of each second and nothing
// after: its p99 was the saturated API's, not a steady load's (autocannon's `lib/httpClient.js`).
//
// Why a process of its own (`pacedLoadApart`): every pause of the process that sends counts in the
// latency of each request in flight. Inside the bench's process (a heap of 50–130 MB) V8 collected
// its young generation every 2–3 s in 18–37 ms; the request read's p99 at 1,000 req/s read 33.4 and
// 41.5 ms with the loop in the bench's process, 13.0 and 23.4 ms with it in its own (decision 0105).
import { spawn } from 'node:child_process';
import { request, type Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { LoadResult, Target } from './api-load';

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;

/** The quarter-second of a run whose slowest answer was slowest: when (s into the run), how slow. */
export type SlowestQuarter = { atSeconds: number; maxMs: number; over10Ms: number };

type PacedRun = LoadResult & { slowestQuarter: SlowestQuarter };
export type PacedResult = PacedRun & { warmUp: PacedRun };

const QUARTER_MS = 250;

const slowestQuarter = (answers: readonly (readonly [sentAt: number, latency: number])[]): SlowestQuarter => {
  const quarters = new Map<number, number[]>();
  for (const [sentAt, latency] of answers) {
    const quarter = Math.floor(sentAt / QUARTER_MS);
    const latencies = quarters.get(quarter) ?? [];
    latencies.push(latency);
    quarters.set(quarter, latencies);
  }
  let slowest: SlowestQuarter = { atSeconds: 0, maxMs: 0, over10Ms: 0 };
  for (const [quarter, latencies] of quarters) {
    const maxMs = Math.max(...latencies);
    if (maxMs > slowest.maxMs)
      slowest = {
        atSeconds: (quarter * QUARTER_MS) / 1_000,
        maxMs: Math.round(maxMs),
        over10Ms: latencies.filter((latency) => latency > 10).length,
      };
  }
  return slowest;
};

/**
 * Sends `rate` GETs per second to `target` for `seconds`, on `agent`'s keep-alive connections (at
 * most `connections`; a warm-up and its run share them, as a steady load keeps its connections).
 */
export const pacedLoad = async (
  target: Target,
  connections: number,
  rate: number,
  seconds: number,
  agent: Agent,
): Promise<PacedRun> => {
  const url = new URL(target.url);
  const interval = 1_000 / rate;
  const total = Math.round(rate * seconds);
  const answers: [sentAt: number, latency: number][] = [];
  let non2xx = 0;
  let errors = 0;
  let answered = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const settle = () => {
      answered += 1;
      if (answered === total) resolve();
    };
    const send = (due: number) => {
      const call = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          headers: target.headers,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            answers.push([due - start, performance.now() - due]);
            if (response.statusCode === undefined || response.statusCode < 200 || response.statusCode > 299)
              non2xx += 1;
            settle();
          });
        },
      );
      call.on('error', () => {
        errors += 1;
        settle();
      });
      call.end();
    };
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      // A late timer sends what was due meanwhile at once; each still counts from its own due time.
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1_000;
  const sorted = answers.map(([, latency]) => latency).sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    rate: (answers.length - non2xx) / elapsed,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    latencyAverageMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
    non2xx,
    errors,
    slowestQuarter: slowestQuarter(answers),
  };
};

export type PacedJob = {
  target: Target;
  connections: number;
  rate: number;
  warmUpSeconds: number;
  seconds: number;
};

const child = fileURLToPath(new URL('./paced-load-child.ts', import.meta.url));

/** `pacedLoad` for the warm-up, then again for the run, both in a process of its own (see above). */
export const pacedLoadApart = (job: PacedJob): Promise<PacedResult> =>
  new Promise((resolve, reject) => {
    const load = spawn(process.execPath, ['--import', 'tsx', child, JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    load.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    load.once('error', reject);
    load.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as PacedResult);
      else reject(new Error(`the paced load exited with ${code}: ${output.slice(-500)}`));
    });
  });
