import type { Browser, BrowserContext, LaunchOptions, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '@portal/contracts/chromium';
import { AppError } from '../lib/errors';

export type PdfRenderer = {
  /**
   * The HTML document printed as an A4 PDF; a translated 503/504 AppError when it cannot be. A
   * function instead of the HTML is called once a page is free: the caller's database reads and
   * HTML are done for the renders printing, not for every render waiting.
   */
  render(document: string | DocumentSource, options?: RenderOptions): Promise<Buffer>;
  /** Stops the browser; later renders are refused. */
  close(): Promise<void>;
  /** Counters and queue figures for tests, the bench, the logs and the metrics. */
  stats(): PdfRendererStats;
};

/** Makes the document when its render has a page: its HTML and, optionally, its page marks. */
export type DocumentSource = () => Promise<{ html: string; pageMarks?: PageMarks }>;

export type PdfRendererStats = {
  launches: number;
  /** PDFs printed. */
  renders: number;
  /** Renders waiting for a page (the same as `waiting`, kept for older readers). */
  queued: number;
  /** Pages printing (the same as `running`). */
  busyPages: number;
  waiting: number;
  running: number;
  /** Renders waiting, by organisation (`organization` of the render; "-" without one). */
  waitingByOrganization: Record<string, number>;
  /** Renders refused with 503 because the queue or the organisation's share of it was full. */
  refused: number;
  poolSize: number;
  queueLimit: number;
  organizationQueueLimit: number;
  /** The recent average time a render holds its page (moving average), for Retry-After. */
  averageRenderMs: number;
};

/**
 * What Chromium prints in the margins of every page (its `headerTemplate` and `footerTemplate`:
 * self-contained HTML with inline styles; `pageNumber` and `totalPages` spans are filled in).
 */
export type PageMarks = { header: string; footer: string };

/**
 * A longer (or shorter) time limit for one render than the renderer's; the marks of every page;
 * the organisation asking, whose renders take turns with other organisations' (decision 0025).
 */
export type RenderOptions = { timeoutMs?: number; pageMarks?: PageMarks; organization?: string | number };

type Logger = { warn(object: object, message: string): void; info(object: object, message: string): void };

export type PdfRendererOptions = {
  /** Chromium's executable (Debian's package by default). */
  executablePath: string;
  /** Pages printing at once; further renders wait in the queue. */
  poolSize: number;
  /** Time limit of one render once it has a page (the queue wait is not counted). */
  timeoutMs: number;
  /** Renders waiting beyond this many are refused at once with 503 and Retry-After (default 100). */
  queueLimit?: number;
  /** Renders of one organisation waiting beyond this many are refused the same way (default 20). */
  organizationQueueLimit?: number;
  /** A page is replaced after this many renders, so a long-lived page cannot grow (default 100). */
  rendersPerPage?: number;
  logger?: Logger;
  /** Tests: another way to start the browser. */
  launch?: (options: LaunchOptions) => Promise<Browser>;
};

const LAUNCH_TIMEOUT_MS = 30_000;
/** What a render is assumed to take before any has been timed (bench: one PDF p95 ≤ 1.5 s). */
const FIRST_RENDER_ESTIMATE_MS = 1_500;
/** Retry-After stays within this: a client is never told to come back in less than 1 s or more than 2 min. */
const MAX_RETRY_AFTER_SECONDS = 120;
const NO_ORGANIZATION = '-';

type Slot = { page: Page | null; renders: number };
type Waiter = { organization: string; start: (slot: Slot) => void };

const unavailable = () => new AppError(503, 'errors.pdfUnavailable');

const defaultLaunch = async (options: LaunchOptions): Promise<Browser> => {
  // Loaded on the first PDF only: the server starts without reading playwright-core.
  const { chromium } = await import('playwright-core');
  return chromium.launch(options);
};

/**
 * One Chromium for the whole process, launched on first use and again if it dies, printing with a
 * small pool of pages; renders beyond the pool wait, each organisation's in its own first-come
 * queue, and a freed page goes to the organisations in turn (docs/decisions/0025).
 */
export const createPdfRenderer = (options: PdfRendererOptions): PdfRenderer => {
  const queueLimit = options.queueLimit ?? 100;
  const organizationQueueLimit = options.organizationQueueLimit ?? 20;
  const rendersPerPage = options.rendersPerPage ?? 100;
  const launch = options.launch ?? defaultLaunch;
  const slots: Slot[] = Array.from({ length: options.poolSize }, () => ({ page: null, renders: 0 }));
  const free: Slot[] = [...slots];
  // Waiting renders, one first-come queue per organisation, and the organisations' turns.
  const queues = new Map<string, Waiter[]>();
  const turns: string[] = [];
  let waitingCount = 0;
  let refused = 0;
  let averageRenderMs = FIRST_RENDER_ESTIMATE_MS;
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

  /**
   * When a render refused now may come back: once what waits before it, in its organisation's
   * turns (every organisation with renders waiting gets one page in turn), has had a page.
   */
  const retryAfterSeconds = (organization: string): number => {
    const own = queues.get(organization)?.length ?? 0;
    const ahead = Math.min(waitingCount, Math.max(1, own) * Math.max(1, turns.length));
    const seconds = Math.ceil((ahead * averageRenderMs) / slots.length / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  };

  const refuse = (organization: string): AppError => {
    refused += 1;
    return new AppError(503, 'errors.pdfBusy', { retryAfterSeconds: retryAfterSeconds(organization) });
  };

  const acquire = (organization: string): Promise<Slot> => {
    const slot = waitingCount === 0 ? free.pop() : undefined;
    if (slot) return Promise.resolve(slot);
    const queue = queues.get(organization) ?? [];
    if (waitingCount >= queueLimit || queue.length >= organizationQueueLimit)
      return Promise.reject(refuse(organization));
    return new Promise((start) => {
      if (queue.length === 0) {
        queues.set(organization, queue);
        turns.push(organization);
      }
      queue.push({ organization, start });
      waitingCount += 1;
    });
  };

  /** The freed page goes to the next organisation in turn, to its oldest render waiting. */
  const release = (slot: Slot) => {
    const organization = turns.shift();
    const queue = organization === undefined ? undefined : queues.get(organization);
    const next = queue?.shift();
    if (!organization || !queue || !next) {
      free.push(slot);
      return;
    }
    waitingCount -= 1;
    if (queue.length > 0) turns.push(organization);
    else queues.delete(organization);
    next.start(slot);
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

  const printOn = async (slot: Slot, html: string, timeoutMs: number, marks?: PageMarks): Promise<Buffer> => {
    const started = performance.now();
    try {
      const pdf = await withTimeLimit(slot, print(slot, html, timeoutMs, marks), timeoutMs);
      renders += 1;
      // A moving average over about the last ten renders.
      averageRenderMs += (performance.now() - started - averageRenderMs) / 10;
      return pdf;
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A crashed page or browser: never a 500 with Chromium's stack, the next render starts over.
      options.logger?.warn({ err: error }, 'PDF render failed');
      discardPage(slot);
      throw unavailable();
    }
  };

  const render = async (
    document: string | DocumentSource,
    renderOptions: RenderOptions = {},
  ): Promise<Buffer> => {
    const timeoutMs = renderOptions.timeoutMs ?? options.timeoutMs;
    if (closed) throw unavailable();
    const slot = await acquire(String(renderOptions.organization ?? NO_ORGANIZATION));
    try {
      if (closed) throw unavailable();
      // What the caller's source throws (its 404, a database fault) is answered as it is.
      const made =
        typeof document === 'string'
          ? { html: document, pageMarks: renderOptions.pageMarks }
          : await document();
      return await printOn(slot, made.html, timeoutMs, made.pageMarks ?? renderOptions.pageMarks);
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
    queued: waitingCount,
    busyPages: slots.length - free.length,
    waiting: waitingCount,
    running: slots.length - free.length,
    waitingByOrganization: Object.fromEntries(
      [...queues].map(([organization, queue]) => [organization, queue.length]),
    ),
    refused,
    poolSize: slots.length,
    queueLimit,
    organizationQueueLimit,
    averageRenderMs: Math.round(averageRenderMs),
  });

  return { render, close, stats };
};
