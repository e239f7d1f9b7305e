import Fastify from 'fastify';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/catalogue';
import { AppError } from '../lib/errors';
import errors from '../plugins/errors';
import { createPdfRenderer, type PdfRendererOptions } from './pdf-renderer';

/**
 * A browser whose pages print when the test says: each `pdf()` waits for `finishNext()`, and the
 * HTML printed is recorded in order. The queue's order and limits, without Chromium's timing.
 */
const heldBrowser = () => {
  const printed: string[] = [];
  const pending: (() => void)[] = [];
  let waiters: (() => void)[] = [];
  const page = (html = { current: '' }) => ({
    setContent: async (content: string) => {
      html.current = content;
    },
    pdf: () =>
      new Promise<Buffer>((resolve) => {
        pending.push(() => {
          printed.push(html.current);
          resolve(Buffer.from(`%PDF ${html.current}`));
        });
        for (const wake of waiters) wake();
        waiters = [];
      }),
    close: async () => undefined,
  });
  const browser = {
    on: () => browser,
    close: async () => undefined,
    newContext: async () => ({
      route: async () => undefined,
      newPage: async () => page(),
      browser: () => browser,
    }),
  };
  /** Waits until a page is printing. */
  const printing = async () => {
    while (pending.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  /** Waits until a page is printing, then lets the oldest one finish. */
  const finishNext = async () => {
    await printing();
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { printed, printing, finishNext, launch: async () => browser as unknown as Browser };
};

const rendererWith = (held: ReturnType<typeof heldBrowser>, options: Partial<PdfRendererOptions> = {}) =>
  createPdfRenderer({
    executablePath: '/none',
    poolSize: 1,
    timeoutMs: 60_000,
    launch: held.launch,
    ...options,
  });

describe('the PDF queue', () => {
  it("serves organisations in turn: B's one render prints before A's second of fifty waiting", async () => {
    const held = heldBrowser();
    const renderer = rendererWith(held, { organizationQueueLimit: 60 });
    const fromA = Array.from({ length: 50 }, (_, i) => renderer.render(`A${i + 1}`, { organization: 1 }));
    // A1 has the page; A2…A50 wait, then B asks.
    await held.printing();
    const fromB = renderer.render('B1', { organization: 2 });
    expect(renderer.stats()).toMatchObject({
      running: 1,
      waiting: 50,
      waitingByOrganization: { 1: 49, 2: 1 },
    });
    for (let i = 0; i < 51; i += 1) await held.finishNext();
    await Promise.all([...fromA, fromB]);
    expect(held.printed.slice(0, 3)).toEqual(['A1', 'A2', 'B1']);
    expect(held.printed.indexOf('B1')).toBeLessThan(held.printed.indexOf('A50'));
    expect(held.printed).toHaveLength(51);
    expect(renderer.stats()).toMatchObject({ waiting: 0, running: 0, waitingByOrganization: {}, refused: 0 });
    await renderer.close();
  });

  it("refuses an organisation's render beyond its share, and any beyond the whole queue, with a time to come back", async () => {
    const held = heldBrowser();
    const renderer = rendererWith(held, { organizationQueueLimit: 3, queueLimit: 5 });
    const accepted = [
      renderer.render('A1', { organization: 'A' }),
      ...['A2', 'A3', 'A4'].map((html) => renderer.render(html, { organization: 'A' })),
    ];
    const overShare = await renderer.render('A5', { organization: 'A' }).catch((error: unknown) => error);
    expect(overShare).toBeInstanceOf(AppError);
    expect(overShare).toMatchObject({ statusCode: 503, key: 'errors.pdfBusy' });
    const seconds = (overShare as AppError).options.retryAfterSeconds ?? 0;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(120);
    // B still has room in the queue; the queue's two other places then go to B and C.
    accepted.push(renderer.render('B1', { organization: 'B' }), renderer.render('C1', { organization: 'C' }));
    const overTotal = await renderer.render('D1', { organization: 'D' }).catch((error: unknown) => error);
    expect(overTotal).toMatchObject({ statusCode: 503, key: 'errors.pdfBusy' });
    expect(renderer.stats()).toMatchObject({
      waiting: 5,
      refused: 2,
      waitingByOrganization: { A: 3, B: 1, C: 1 },
    });
    for (let i = 0; i < 6; i += 1) await held.finishNext();
    await Promise.all(accepted);
    expect(held.printed).toEqual(['A1', 'A2', 'B1', 'C1', 'A3', 'A4']);
    await renderer.close();
  });

  it('makes the document only when its render has a page, and answers what the maker throws as it is', async () => {
    const held = heldBrowser();
    const renderer = rendererWith(held);
    const made: string[] = [];
    const first = renderer.render(async () => {
      made.push('first');
      return { html: 'first' };
    });
    const second = renderer
      .render(async () => {
        made.push('second');
        throw new AppError(404, 'errors.notFound');
      })
      .catch((error: unknown) => error);
    await held.finishNext();
    expect(made).toEqual(['first', 'second']);
    await expect(first).resolves.toBeInstanceOf(Buffer);
    expect(await second).toMatchObject({ statusCode: 404 });
    expect(renderer.stats().running).toBe(0);
    await renderer.close();
  });

  it('answers a full queue with 503, Retry-After and the translated message', async () => {
    const held = heldBrowser();
    const renderer = rendererWith(held, { organizationQueueLimit: 1 });
    const app = Fastify();
    await app.register(errors);
    app.get('/pdf', async (_request, reply) =>
      reply.type('application/pdf').send(await renderer.render('A', { organization: 7 })),
    );
    try {
      const printing = [app.inject({ url: '/pdf' }), app.inject({ url: '/pdf' })];
      while (renderer.stats().waiting < 1) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const language of ['en-US', 'ar-SA'] as const) {
        const refused = await app.inject({ url: '/pdf', headers: { 'accept-language': language } });
        expect(refused.statusCode).toBe(503);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(refused.json().message).toBe(translate(language, 'errors.pdfBusy'));
      }
      await held.finishNext();
      await held.finishNext();
      for (const res of await Promise.all(printing)) expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
      await renderer.close();
    }
  });
});
