import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const NATIONAL_ID = '1077889903';

/** A stand-in for the error-reporting service's ingest endpoint: keeps every envelope it receives. */
const ingestServer = async () => {
  const envelopes: { url: string; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push({ url: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public0key@127.0.0.1:${port}/42`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The event items of the envelopes received (an envelope is newline-separated JSON). */
const eventsOf = (envelopes: { body: string }[]) =>
  envelopes.flatMap(({ body }) => {
    const lines = body.split('\n').filter(Boolean);
    const events: Record<string, unknown>[] = [];
    for (let index = 1; index + 1 < lines.length; index += 2) {
      const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
      if (header.type === 'event')
        events.push(JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown>);
    }
    return events;
  });

describe('error reports', () => {
  let ingest: Awaited<ReturnType<typeof ingestServer>>;
  let t: TestApp;
  beforeAll(async () => {
    ingest = await ingestServer();
    t = await createTestApp({
      env: { SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'portal@9.9.9' },
      extend: (app) => {
        app.get('/api/test-broken/:id', { config: { access: {} } }, async () => {
          throw new Error(`broken while reading passport ${NATIONAL_ID}\nparams: ${NATIONAL_ID},x`);
        });
        app.get('/api/test-refused', { config: { access: {} } }, async () => {
          throw Object.assign(new Error('refused'), { statusCode: 409 });
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await ingest?.close();
  });

  it('sends a 5xx to the service with route, user, organisation, release and environment, without personal data', async () => {
    const headers = await t.headersFor('office');
    const broken = await t.app.inject({
      url: `/api/test-broken/77?nationalId=${NATIONAL_ID}`,
      headers: { ...headers, 'x-request-id': 'req-for-the-report' },
    });
    expect(broken.statusCode).toBe(500);
    expect((await t.app.inject({ url: '/api/test-refused', headers })).statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/lookups/jobs' })).statusCode).toBe(401);
    expect(await t.app.flushErrorReports(5_000)).toBe(true);

    expect(ingest.envelopes.length).toBeGreaterThan(0);
    expect(ingest.envelopes[0]?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=public0key/);
    const events = eventsOf(ingest.envelopes);
    expect(events).toHaveLength(1);
    const event = events[0] as {
      release?: string;
      environment?: string;
      tags?: Record<string, string>;
      user?: { id?: string };
      exception?: { values?: { type?: string; value?: string }[] };
    };
    expect(event.release).toBe('portal@9.9.9');
    expect(event.environment).toBe('staging');
    expect(event.tags).toMatchObject({
      route: '/api/test-broken/:id',
      method: 'GET',
      status: '500',
      organization_id: headers['x-organization-id'],
      request_id: 'req-for-the-report',
    });
    expect(event.user?.id).toMatch(/^\d+$/);
    expect(event.exception?.values?.[0]?.type).toBe('Error');
    const everything = ingest.envelopes.map(({ body }) => body).join('\n');
    expect(everything).not.toContain(NATIONAL_ID);
    expect(everything).not.toMatch(/authorization|bearer|cookie/i);
  });
});
