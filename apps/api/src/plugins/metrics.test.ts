import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Histogram, Registry, type Metric } from 'prom-client';
import { openTestDatabase } from '../test-support/test-database';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { DatabaseHandle } from '../db/client';
import { signInFailures } from '../platform/observability/process-metrics';
import { RequestDurations } from './metrics';

/** Debian's prometheus package; `npm test` installs it (scripts/ensure-promtool.mjs). */
const PROMTOOL = '/usr/bin/promtool';
const TOKEN = 'metrics-token-for-the-test-0123456789';

/** `promtool check metrics` on the exposition text: its exit status and what it said. */
const promtoolCheck = (text: string) => {
  const run = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  return { status: run.status, said: `${run.stdout}${run.stderr}${run.error?.message ?? ''}` };
};

describe('/metrics', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const appWith = (env: Record<string, string>) => createTestApp({ database, env });

  describe('with a token', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith({ METRICS_TOKEN: TOKEN });
    });
    afterAll(() => t?.close());

    it('answers the figures of requests by route pattern, which promtool accepts', async () => {
      const admin = await t.headersFor('admin');
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/lookups/jobs?page=1', headers: admin })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/lookups/jobs/987654321', headers: admin })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ url: '/api/lookups/jobs' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/no-such-thing/4242' })).statusCode).toBe(404);
      signInFailures.inc({ reason: 'bad_credentials' });

      const scrape = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = scrape.body;
      expect(text).toMatch(
        /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/lookups\/jobs",status="200"\} 1/,
      );
      expect(text).toContain('route="/api/lookups/jobs/:id",status="404"');
      expect(text).toContain('route="/api/lookups/jobs",status="401"');
      expect(text).toContain('route="",status="404"');
      // No URL, id or query reaches a label.
      expect(text).not.toMatch(/987654321|no-such-thing|page=1/);
      expect(text).toMatch(/portal_database_pool_connections\{state="total"\} \d+/);
      expect(text).toMatch(/portal_database_pool_max\{kind="(pglite|postgres)"\} \d+/);
      expect(text).toMatch(/portal_pdf_renders_queued 0/);
      expect(text).toMatch(/portal_sign_in_failures_total\{reason="bad_credentials"\} \d+/);
      expect(text).toContain('# TYPE portal_transitions_total counter');
      expect(text).toContain('# TYPE portal_partner_calls_total counter');
      expect(text).toContain('process_resident_memory_bytes');
      expect(text).toContain('nodejs_eventloop_lag_p99_seconds');

      // Fails, never skips, without promtool: `npm test` installs it.
      expect(existsSync(PROMTOOL), `${PROMTOOL} is missing: apt-get install prometheus`).toBe(true);
      const check = promtoolCheck(text);
      expect(check.said).not.toMatch(/error/i);
      expect(check.status, check.said).toBe(0);
    });

    it('refuses a missing or wrong token with 401, whatever person signs in', async () => {
      const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-it' } });
      expect(wrong.statusCode).toBe(401);
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const person = await t.app.inject({ url: '/metrics', headers: await t.headersFor('admin') });
      expect(person.statusCode).toBe(401);
      expect(person.body).not.toContain('portal_');
    });
  });

  it('answers peers in METRICS_ALLOW, the address read as TRUST_PROXY says; others get 404', async () => {
    const t = await appWith({ METRICS_ALLOW: '10.20.0.0/16,::1', TRUST_PROXY: '127.0.0.1' });
    try {
      const from = (remoteAddress: string, forwarded?: string) =>
        t.app.inject({
          url: '/metrics',
          remoteAddress,
          ...(forwarded && { headers: { 'x-forwarded-for': forwarded } }),
        });
      expect((await from('10.20.3.4')).statusCode).toBe(200);
      expect((await from('::1')).statusCode).toBe(200);
      expect((await from('10.21.0.1')).statusCode).toBe(404);
      // Behind the trusted proxy the client's address counts, not the proxy's.
      expect((await from('127.0.0.1', '10.20.9.9')).statusCode).toBe(200);
      expect((await from('127.0.0.1', '192.0.2.7')).statusCode).toBe(404);
      // An untrusted peer cannot claim an allowed address.
      expect((await from('192.0.2.8', '10.20.9.9')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is not served at all without a token or allowed networks', async () => {
    const t = await appWith({});
    try {
      const answer = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('portal_');
    } finally {
      await t.close();
    }
  });
});

describe('the request histogram', () => {
  /** Each exposition line as its name, its labels in name order and its value. */
  const linesOf = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('portal_http_request_duration_seconds'))
      .map((line) => {
        const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
        return `${name}{${labels.split(',').sort().join(',')}} ${value}`;
      })
      .sort();

  it("answers what prom-client's Histogram answers for the same requests, and empties on reset", async () => {
    const durations = new RequestDurations();
    const ours = new Registry();
    ours.registerMetric(durations as unknown as Metric);
    const theirs = new Registry();
    const reference = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: durations.help,
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [theirs],
    });
    const answered: [string, string, number, number][] = [
      ['GET', '/api/lookups/jobs/:id', 200, 0.003],
      ['GET', '/api/lookups/jobs/:id', 200, 0.01],
      ['GET', '/api/lookups/jobs/:id', 200, 0.0100001],
      ['GET', '/api/lookups/jobs/:id', 404, 45],
      ['POST', '/api/lookups/jobs', 201, 0.2],
      ['GET', '', 404, 0],
    ];
    for (const [method, route, status, seconds] of answered) {
      durations.record(method, route, status, seconds);
      reference.observe({ method, route, status: String(status) }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(linesOf(text)).toEqual(linesOf(await theirs.metrics()));
    expect(linesOf(text)).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.01",method="GET",route="/api/lookups/jobs/:id",status="200"} 2',
    );

    ours.resetMetrics();
    expect(linesOf(await ours.metrics())).toEqual([]);
  });
});
