import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { expectArabicFontsEmbedded } from '../test-support/pdf-checks';
import { pdfText } from '../test-support/pdf-text';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const page = (lang: string, dir: string, text: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><meta charset="utf-8">` +
  `<body style="font-family: 'Noto Naskh Arabic', 'Noto Serif', serif"><p>${text}</p></body></html>`;
const ARABIC_PAGE = page(
  'ar-SA',
  'rtl',
  'يلتزم الطرف الثاني بتدريب العامل قبل سفره.</p><p>رسوم الاستقدام بالريال السعودي</p><p>15,000.00',
);
const ENGLISH_PAGE = page('en-US', 'ltr', 'The second party trains the worker before travel.');

const expectAppError = async (promise: Promise<unknown>, statusCode: number, key: string) => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode, key });
};

describe('PDF renderer', () => {
  let renderer: PdfRenderer;
  let browsers: Browser[];

  beforeAll(() => {
    browsers = [];
    renderer = createPdfRenderer({
      executablePath: CHROMIUM,
      poolSize: 2,
      timeoutMs: 60_000,
      launch: async (options) => {
        const browser = await chromium.launch(options);
        browsers.push(browser);
        return browser;
      },
    });
  });

  afterAll(async () => {
    await renderer.close();
  });

  it('prints Arabic and English with embedded fonts and exact text', async () => {
    const [arabic, english] = await Promise.all([
      renderer.render(ARABIC_PAGE),
      renderer.render(ENGLISH_PAGE),
    ]);

    const arabicText = pdfText(arabic);
    expect(arabicText).toContain('يلتزم الطرف الثاني بتدريب العامل قبل سفره');
    expect(arabicText).toContain('رسوم الاستقدام بالريال السعودي');
    expect(arabicText).toContain('15,000.00');
    expect(pdfText(english)).toContain('The second party trains the worker before travel');

    expectArabicFontsEmbedded(arabic);
  });

  it('reuses one browser and queues renders beyond the pool', async () => {
    const renders = Array.from({ length: 6 }, () => renderer.render(ENGLISH_PAGE));
    expect(renderer.stats()).toMatchObject({ busyPages: 2, queued: 4 });

    const pdfs = await Promise.all(renders);
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(renderer.stats()).toMatchObject({ launches: 1, queued: 0, busyPages: 0 });
    expect(browsers).toHaveLength(1);
  });

  it('lets the page fetch nothing', async () => {
    let requests = 0;
    const server: Server = createServer((_request, response) => {
      requests += 1;
      response.end('body { color: red }');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const pdf = await renderer.render(
        `<!doctype html><link rel="stylesheet" href="http://127.0.0.1:${port}/a.css">` +
          `<img src="http://127.0.0.1:${port}/b.png"><iframe src="http://127.0.0.1:${port}/c"></iframe><p>offline</p>`,
      );
      expect(pdfText(pdf)).toContain('offline');
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });

  it('refuses a render past its time limit with 504 and keeps working', async () => {
    const slow = `<!doctype html><body>${'<p>A long document that keeps the printer busy.</p>'.repeat(20_000)}</body>`;
    const started = Date.now();
    await expectAppError(renderer.render(slow, { timeoutMs: 1_000 }), 504, 'errors.pdfTimeout');
    expect(Date.now() - started).toBeLessThan(10_000);

    const pdf = await renderer.render('<!doctype html><p>after the time limit</p>');
    expect(pdfText(pdf)).toContain('after the time limit');
    expect(renderer.stats().launches).toBe(1);
  });

  it('starts Chromium again when it dies', async () => {
    await browsers[0]?.close();
    const pdf = await renderer.render('<!doctype html><p>a new browser</p>');
    expect(pdfText(pdf)).toContain('a new browser');
    expect(renderer.stats().launches).toBe(2);
  });

  it('answers 503 when Chromium is missing, and after close', async () => {
    const missing = createPdfRenderer({
      executablePath: join(tmpdir(), 'no-such-folder', 'chromium'),
      poolSize: 1,
      timeoutMs: 5_000,
    });
    await expectAppError(missing.render('<p>x</p>'), 503, 'errors.pdfUnavailable');
    await missing.close();
    await expectAppError(missing.render('<p>x</p>'), 503, 'errors.pdfUnavailable');
  });
});
