import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { answerSerializerCompiler } from '../../lib/answer-serializer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from '../../plugins/errors';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import { clientErrorsRoutes } from './routes';

const report = {
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at App (app.js:1:1)',
  url: 'http://portal.test/dashboard',
  time: '2025-01-01T10:00:00.000Z',
};

/** A bare app with only the error handler and this route, logging into an array. */
const reportingApp = async (maxPerMinute?: number) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  await app.register(errors);
  app.decorate('authenticate', async () => {
    throw new Error('no token in this test');
  });
  await app.register(clientErrorsRoutes, maxPerMinute === undefined ? {} : { maxPerMinute });
  return { app, lines };
};

describe('POST /api/client-errors', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  const csrf = async () => {
    const { cookie, 'x-xsrf-token': token } = await t.headersFor('office');
    return { cookie: cookie as string, 'x-xsrf-token': token as string };
  };

  it('accepts a report without a token (202) and never echoes it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: await csrf(),
      payload: report,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    expect(res.body).not.toContain('TypeError');
  });

  it('accepts a report from a signed-in person, with the web app fields', async () => {
    const headers = await t.headersFor('office');
    const payload = { ...report, status: 500, request: 'GET /api/me' };
    const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers, payload });
    expect(res.statusCode).toBe(202);
  });

  it('refuses bad and oversized reports', async () => {
    const headers = await csrf();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers,
      payload: { message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('TypeError');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers,
      payload: { ...report, stack: 'x'.repeat(40_000) },
    });
    expect(big.statusCode).toBe(413);
  });

  it('logs the report at warn level without control characters', async () => {
    const { app, lines } = await reportingApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'user-agent': 'Chromium/140' },
      payload: { ...report, message: 'forged\u0000\u001b[31m line' },
    });
    expect(res.statusCode).toBe(202);
    const logged = lines.find((line) => line.msg === 'client error reported');
    expect(logged?.level).toBe(40);
    expect(logged?.clientError).toMatchObject({
      message: 'forged[31m line',
      url: report.url,
      userAgent: 'Chromium/140',
      time: report.time,
    });
    await app.close();
  });

  it('is rate limited per IP address (429, translated)', async () => {
    const { app } = await reportingApp(2);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: report,
        headers: { 'accept-language': 'ar-SA' },
      });
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('عدد الطلبات كبير جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.');
    const other = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(202);
    await app.close();
  });
});
