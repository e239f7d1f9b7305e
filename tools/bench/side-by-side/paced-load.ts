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
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadResult, Target } from './api-load';

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;

/** Sends `rate` GETs per second to `target` for `seconds`, on at most `connections` connections. */
export const pacedLoad = async (
  target: Target,
  connections: number,
  rate: number,
  seconds: number,
): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target.url);
  const interval = 1_000 / rate;
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
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
            latencies.push(performance.now() - due);
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
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    rate: (latencies.length - non2xx) / elapsed,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    latencyAverageMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
    non2xx,
    errors,
  };
};
