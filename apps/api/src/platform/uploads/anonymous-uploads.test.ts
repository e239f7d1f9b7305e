import net from 'node:net';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../../i18n/catalogue';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readMultipart } from './multipart';

const PLACES = 3;
const BOUNDARY = 'anonymous-boundary';
const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`;

type Upload = { answer: () => string; closed: () => boolean; finish: () => void; destroy: () => void };

/** An anonymous upload whose body stays open until `finish` (the CSRF pair a browser would send). */
const openUpload = (port: number, language: string): Upload => {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  const body = `${PART_HEAD}hello\r\n--${BOUNDARY}--\r\n`;
  socket.write(
    'POST /api/test/anonymous-upload HTTP/1.1\r\nHost: localhost\r\nCookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n' +
      `Accept-Language: ${language}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${PART_HEAD}`,
  );
  return {
    answer: () => answer,
    closed: () => closed,
    finish: () => socket.write(body.slice(PART_HEAD.length)),
    destroy: () => socket.destroy(),
  };
};

describe('anonymous uploads in flight', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    process.env.ANONYMOUS_UPLOADS_IN_FLIGHT = String(PLACES);
    t = await createTestApp({
      extend: (app) => {
        void app.register(async (scope) => {
          await scope.register(multipart);
          scope.post(
            '/api/test/anonymous-upload',
            { config: { access: { public: true } } },
            async (request) => {
              const { fields } = await readMultipart(request, 1);
              return { note: fields.note };
            },
          );
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    delete process.env.ANONYMOUS_UPLOADS_IN_FLIGHT;
    await t?.close();
  });

  it('refuses uploads past the places at once with a translated 503, Retry-After and a closed connection; places free up', async () => {
    const holding = Array.from({ length: PLACES }, () => openUpload(port, 'en-US'));
    // Each holder's handler is reading its body before the next ones arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const refused = [openUpload(port, 'ar-SA'), openUpload(port, 'en-US')];
    try {
      await vi.waitFor(() => expect(refused.every((upload) => upload.closed())).toBe(true), {
        timeout: 20_000,
        interval: 50,
      });
      for (const [index, upload] of refused.entries()) {
        const answer = upload.answer();
        expect(answer).toMatch(/^HTTP\/1\.1 503 /);
        expect(answer).toMatch(/\r\nretry-after: \d+\r\n/i);
        expect(answer).toMatch(/\r\nconnection: close\r\n/i);
        const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
        expect(body).toEqual({ message: translate(index === 0 ? 'ar-SA' : 'en-US', 'uploads.busy') });
      }
      expect(holding.some((upload) => upload.closed())).toBe(false);

      for (const upload of holding) upload.finish();
      await vi.waitFor(
        () => expect(holding.every((upload) => upload.answer().includes('"note":"hello"'))).toBe(true),
        {
          timeout: 20_000,
          interval: 50,
        },
      );
      const later = openUpload(port, 'en-US');
      later.finish();
      await vi.waitFor(() => expect(later.answer()).toMatch(/^HTTP\/1\.1 200 /), {
        timeout: 20_000,
        interval: 50,
      });
      later.destroy();
    } finally {
      for (const upload of [...holding, ...refused]) upload.destroy();
    }
  });
});
