// The API's side of the table: wrk (or autocannon, BENCH_LOAD_GENERATOR) at a number of
// connections, after a short warm-up at the same connections (the pool's connections open and
// prepare their statements, the JavaScript is compiled), as the reference runs after its own.
import autocannon from 'autocannon';
import { pacedLoadApart, type SlowestQuarter } from './paced-load';
import { waitForQuiet } from './quiet';
import type { WritePaths } from './write-calls';
import { runWrk } from './wrk-load';

/**
 * What makes the closed-loop load: `wrk` (default), C like pgbench's own client, or `autocannon`,
 * which on these 2 cores takes about as much processor time per call as the API (decision 0099).
 */
export const LOAD_GENERATOR = process.env.BENCH_LOAD_GENERATOR === 'autocannon' ? 'autocannon' : 'wrk';

/** rate: 2xx answers per second; latencies in ms. */
export type LoadResult = {
  rate: number;
  p50: number;
  p99: number;
  latencyAverageMs: number;
  non2xx: number;
  errors: number;
};

export type Target = {
  url: string;
  headers: Record<string, string>;
  /** A write: POSTs `{}` to each path in turn, a new row each call. */
  writes?: WritePaths;
};

const runAutocannon = async (target: Target, connections: number, duration: number, overallRate?: number) => {
  const writes = target.writes;
  const result = await autocannon({
    url: target.url,
    connections,
    duration,
    headers: target.headers,
    ...(overallRate !== undefined && { overallRate }),
    ...(writes && {
      method: 'POST',
      body: '{}',
      requests: [{ setupRequest: (request) => ({ ...request, path: writes.paths[writes.taken++]! }) }],
    }),
  });
  return {
    // Answers that did what was asked, per second: a refused write (409) is not a write.
    rate: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencyAverageMs: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};

const run = (target: Target, connections: number, duration: number) =>
  LOAD_GENERATOR === 'wrk'
    ? runWrk(target, connections, duration)
    : runAutocannon(target, connections, duration);

export const WARM_UP_SECONDS = 2;

export const measureLoad = async (
  target: Target,
  connections: number,
  seconds: number,
): Promise<LoadResult> => {
  await waitForQuiet();
  await run(target, connections, WARM_UP_SECONDS);
  return run(target, connections, seconds);
};

/** A run at a rate and its warm-up; a paced run also says its slowest quarter-second. */
export type RateResult = LoadResult & {
  slowestQuarter?: SlowestQuarter;
  warmUp: LoadResult & { slowestQuarter?: SlowestQuarter };
};

/**
 * The latency at a steady rate, after a warm-up at the same rate: paced evenly (`paced-load.ts`, in a
 * process of its own), or
 * with `burst`, autocannon's `overallRate` (each second's share sent back to back, then a pause; the
 * table's figure before 2026-12-01, printed beside the paced one). The warm-up's own result comes
 * back beside the run's: the first seconds after a rest can be slow (README, "After a rest"), and
 * the table shows them rather than hide them.
 */
export const measureAtRate = async (
  target: Target,
  connections: number,
  rate: number,
  seconds: number,
  { burst = false, warmUpSeconds = WARM_UP_SECONDS } = {},
): Promise<RateResult> => {
  await waitForQuiet();
  if (!burst) return pacedLoadApart({ target, connections, rate, warmUpSeconds, seconds });
  const warmUp = await runAutocannon(target, connections, warmUpSeconds, rate);
  return { ...(await runAutocannon(target, connections, seconds, rate)), warmUp };
};
