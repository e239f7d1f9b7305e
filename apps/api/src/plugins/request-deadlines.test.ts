import net from 'node:net';
import { readdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/catalogue';
import { readMultipart } from '../platform/uploads/multipart';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { applyRequestDeadlines, loadRequestDeadlines } from './request-deadlines';

const LIMIT_MS = 1_500;
/** Node checks its request timers at most once a second; the machine may be busy. */
const CLOSED_WITHIN_MS = LIMIT_MS + 6_000;
const SLOW_UPLOADS = 40;

const openDescriptors = () => readdirSync('/proc/self/fd').length;

type Trickle = { answer: () => string; closedAfterMs: () => number | null; stop: () => void };

/**
 * An anonymous upload (with the double-submit CSRF pair a browser would send) that
 * sends 10 bytes of its body every 300 ms and never finishes.
 */
const trickleUpload = (port: number, language: string, csrf = true): Trickle => {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let closedAt: number | null = null;
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt = Date.now()));
  const boundary = 'trickle-boundary';
  socket.write(
    'POST /api/test/upload HTTP/1.1\r\nHost: localhost\r\n' +
      (csrf ? 'Cookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n' : '') +
      `Accept-Language: ${language}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      'Content-Length: 5000000\r\n\r\n' +
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('0123456789');
  }, 300);
  return {
    answer: () => answer,
    closedAfterMs: () => (closedAt === null ? null : closedAt - started),
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
};

describe('request deadlines', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      // An anonymous upload as the registration form's (whose own route limits requests per address).
      extend: (app) => {
        void app.register(async (scope) => {
          await scope.register(multipart);
          scope.post('/api/test/upload', { config: { access: { public: true } } }, async (request) => {
            await readMultipart(request, 3);
            return { read: true };
          });
        });
      },
    });
    applyRequestDeadlines(t.app.server, { requestTimeoutMs: LIMIT_MS });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('reads REQUEST_TIMEOUT_MS, 60 s by default, and refuses a nonsense value naming it', () => {
    expect(loadRequestDeadlines({}).requestTimeoutMs).toBe(60_000);
    expect(loadRequestDeadlines({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5_000);
    expect(() => loadRequestDeadlines({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('answers slow anonymous uploads a translated 408 and closes them within the limit; descriptors are released', async () => {
    const before = openDescriptors();
    const uploads = Array.from({ length: SLOW_UPLOADS }, (_, index) =>
      trickleUpload(port, index % 2 === 0 ? 'ar-SA' : 'en-US'),
    );
    try {
      await vi.waitFor(() => expect(uploads.every((upload) => upload.closedAfterMs() !== null)).toBe(true), {
        timeout: CLOSED_WITHIN_MS + 10_000,
        interval: 100,
      });
      for (const [index, upload] of uploads.entries()) {
        expect(upload.closedAfterMs()).toBeGreaterThanOrEqual(LIMIT_MS - 100);
        expect(upload.closedAfterMs()).toBeLessThanOrEqual(CLOSED_WITHIN_MS);
        const answer = upload.answer();
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(answer).toMatch(/\r\nConnection: close\r\n/i);
        const language = index % 2 === 0 ? 'ar-SA' : 'en-US';
        expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
          message: translate(language, 'errors.requestTimeout'),
        });
      }
    } finally {
      for (const upload of uploads) upload.stop();
    }
    await vi.waitFor(
      async () => {
        const open = await new Promise<number>((resolve, reject) =>
          t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
        expect(open).toBe(0);
        expect(openDescriptors()).toBeLessThanOrEqual(before + 5);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('closes a slow body whose request was already refused, without a second answer', async () => {
    const upload = trickleUpload(port, 'en-US', false);
    try {
      await vi.waitFor(() => expect(upload.closedAfterMs()).not.toBeNull(), {
        timeout: CLOSED_WITHIN_MS + 10_000,
        interval: 100,
      });
      expect(upload.closedAfterMs()).toBeLessThanOrEqual(CLOSED_WITHIN_MS);
      expect(upload.answer()).toMatch(/^HTTP\/1\.1 403 /);
      expect(upload.answer().match(/HTTP\/1\.1 /g)).toHaveLength(1);
    } finally {
      upload.stop();
    }
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
