import type { Browser, BrowserContext, LaunchOptions, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '@portal/contracts/chromium';
import { AppError } from '../lib/errors';

export type PdfRenderer = {
  /** The HTML document printed as an A4 PDF; a translated 503/504 AppError when it cannot be. */
  render(html: string, options?: RenderOptions): Promise<Buffer>;
  /** Stops the browser; later renders are refused. */
  close(): Promise<void>;
  /** Counters for tests, the bench and the logs. */
  stats(): PdfRendererStats;
};

export type PdfRendererStats = { launches: number; renders: number; queued: number; busyPages: number };

/**
 * What Chromium prints in the margins of every page (its `headerTemplate` and `footerTemplate`:
 * self-contained HTML with inline styles; `pageNumber` and `totalPages` spans are filled in).
 */
export type PageMarks = { header: string; footer: string };

/** A longer (or shorter) time limit for one render than the renderer's; the marks of every page. */
export type RenderOptions = { timeoutMs?: number; pageMarks?: PageMarks };

type Logger = { warn(object: object, message: string): void; info(object: object, message: string): void };

export type PdfRendererOptions = {
  /** Chromium's executable (Debian's package by default). */
  executablePath: string;
  /** Pages printing at once; further renders wait in the queue. */
  poolSize: number;
  /** Time limit of one render once it has a page (the queue wait is not counted). */
  timeoutMs: number;
  /** Renders waiting beyond this many are refused at once with 503 (default 100). */
  queueLimit?: number;
  /** A page is replaced after this many renders, so a long-lived page cannot grow (default 100). */
  rendersPerPage?: number;
  logger?: Logger;
  /** Tests: another way to start the browser. */
  launch?: (options: LaunchOptions) => Promise<Browser>;
};

const LAUNCH_TIMEOUT_MS = 30_000;

type Slot = { page: Page | null; renders: number };

const unavailable = () => new AppError(503, 'errors.pdfUnavailable');

const defaultLaunch = async (options: LaunchOptions): Promise<Browser> => {
  // Loaded on the first PDF only: the server starts without reading playwright-core.
  const { chromium } = await import('playwright-core');
  return chromium.launch(options);
};

/**
 * One Chromium for the whole process, launched on first use and again if it dies, printing with a
 * small pool of pages; renders beyond the pool wait in a first-come queue (docs/decisions/0025).
 */
export const createPdfRenderer = (options: PdfRendererOptions): PdfRenderer => {
  const queueLimit = options.queueLimit ?? 100;
  const rendersPerPage = options.rendersPerPage ?? 100;
  const launch = options.launch ?? defaultLaunch;
  const slots: Slot[] = Array.from({ length: options.poolSize }, () => ({ page: null, renders: 0 }));
  const free: Slot[] = [...slots];
  const waiting: ((slot: Slot) => void)[] = [];
  let context: Promise<BrowserContext> | null = null;
  let closed = false;
  let launches = 0;
  let renders = 0;

  const forgetBrowser = () => {
    context = null;
    for (const slot of slots) slot.page = null;
  };

  const startBrowser = async (): Promise<BrowserContext> => {
    launches += 1;
    let browser: Browser;
    try {
      browser = await launch({
        executablePath: options.executablePath,
        args: CHROMIUM_ARGS,
        timeout: LAUNCH_TIMEOUT_MS,
      });
    } catch (error) {
      options.logger?.warn({ err: error, executablePath: options.executablePath }, 'Chromium did not start');
      throw unavailable();
    }
    options.logger?.info({ executablePath: options.executablePath }, 'Chromium started for PDFs');
    browser.on('disconnected', () => {
      if (context && !closed) options.logger?.warn({}, 'Chromium stopped; the next PDF starts it again');
      forgetBrowser();
    });
    // No scripts and no network: a contract prints from its own HTML and inline styles alone.
    const newContext = await browser.newContext({ javaScriptEnabled: false, offline: true });
    await newContext.route('**/*', (route) => route.abort('blockedbyclient'));
    return newContext;
  };

  const browserContext = (): Promise<BrowserContext> => {
    if (!context) {
      const starting = startBrowser();
      context = starting;
      // A failed start is not kept: the next render tries again.
      starting.catch(() => {
        if (context === starting) context = null;
      });
    }
    return context;
  };

  const acquire = (): Promise<Slot> => {
    const slot = free.pop();
    if (slot) return Promise.resolve(slot);
    if (waiting.length >= queueLimit) return Promise.reject(new AppError(503, 'errors.pdfBusy'));
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = (slot: Slot) => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  const discardPage = (slot: Slot) => {
    const page = slot.page;
    slot.page = null;
    slot.renders = 0;
    page?.close().catch(() => undefined);
  };

  const print = async (slot: Slot, html: string, timeoutMs: number, marks?: PageMarks): Promise<Buffer> => {
    if (!slot.page || slot.renders >= rendersPerPage) {
      discardPage(slot);
      slot.page = await (await browserContext()).newPage();
    }
    const page = slot.page;
    slot.renders += 1;
    await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
    // Tagged: readers and text extraction follow the document's structure (Arabic in reading order).
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      tagged: true,
      ...(marks && { displayHeaderFooter: true, headerTemplate: marks.header, footerTemplate: marks.footer }),
    });
    return Buffer.from(pdf);
  };

  const withTimeLimit = (slot: Slot, work: Promise<Buffer>, timeoutMs: number): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // The page may still be busy printing: it is dropped, the slot gets a fresh one.
        discardPage(slot);
        reject(new AppError(504, 'errors.pdfTimeout'));
      }, timeoutMs);
      work.then(
        (pdf) => {
          clearTimeout(timer);
          resolve(pdf);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });

  const render = async (html: string, renderOptions: RenderOptions = {}): Promise<Buffer> => {
    const timeoutMs = renderOptions.timeoutMs ?? options.timeoutMs;
    if (closed) throw unavailable();
    const slot = await acquire();
    try {
      if (closed) throw unavailable();
      const pdf = await withTimeLimit(slot, print(slot, html, timeoutMs, renderOptions.pageMarks), timeoutMs);
      renders += 1;
      return pdf;
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A crashed page or browser: never a 500 with Chromium's stack, the next render starts over.
      options.logger?.warn({ err: error }, 'PDF render failed');
      discardPage(slot);
      throw unavailable();
    } finally {
      release(slot);
    }
  };

  const close = async () => {
    closed = true;
    const current = context;
    forgetBrowser();
    if (!current) return;
    const ctx = await current.catch(() => null);
    await ctx
      ?.browser()
      ?.close()
      .catch(() => undefined);
  };

  const stats = (): PdfRendererStats => ({
    launches,
    renders,
    queued: waiting.length,
    busyPages: slots.length - free.length,
  });

  return { render, close, stats };
};
