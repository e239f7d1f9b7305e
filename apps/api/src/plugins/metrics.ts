import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../lib/errors';
import { isAllowedPeer, metricsAccessOf, type MetricsAccess } from '../platform/observability/metrics-access';
import { processMetrics } from '../platform/observability/process-metrics';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** This app's Prometheus registry (decision 0044); /metrics answers its text. */
    metrics: Registry;
    /**
     * The rule of routes declared `{ operator: true }`: a bearer METRICS_TOKEN or a peer in
     * METRICS_ALLOW; throws 401 (a token is configured) or 404.
     */
    checkOperator: (request: FastifyRequest) => void;
  }
}

export const METRICS_PATH = '/metrics';

/** The job queue's figures as the jobs platform reports them (read when it is registered). */
type JobsFigures = {
  queues?: readonly {
    name: string;
    waiting?: number;
    running?: number;
    failed?: number;
    oldestWaitingSince?: string | null;
  }[];
};

const digest = (text: string) => createHash('sha256').update(text).digest();

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

const admits = (access: MetricsAccess, request: FastifyRequest): boolean => {
  const token = bearerOf(request);
  if (access.token && token && timingSafeEqual(digest(token), digest(access.token))) return true;
  return isAllowedPeer(access, request.ip);
};

/** Request latency buckets (seconds): the p99 alert reads between 0.25 and 2.5 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const figureGauge = (
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly string[],
  read: (set: (labels: Record<string, string>, value: number) => void) => void | Promise<void>,
) =>
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      await read((labels, value) => this.set(labels, value));
    },
  });

/**
 * Prometheus figures of this instance at /metrics (decision 0044): requests by route pattern,
 * method and status with their latency, the database pool, the PDF and job queues, and the
 * process-wide counters (sign-in failures, transitions, partner calls), with Node's own metrics.
 * Each instance serves its own; Prometheus scrapes every instance. Never public: without
 * METRICS_TOKEN or METRICS_ALLOW the route is not registered at all (404).
 */
const metricsPlugin = async (
  app: FastifyInstance,
  options: { config: AppConfig; database: DatabaseHandle },
): Promise<void> => {
  const { config, database } = options;
  // This app's own figures; the scrape adds the process's (processMetrics).
  const registry = new Registry();

  const requestSeconds = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Answered HTTP requests and their time, by method, route pattern (never the URL) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // An unmatched URL has no pattern: its label is empty, so no URL ever becomes a label.
    const route = request.is404 ? '' : (request.routeOptions.url ?? '');
    requestSeconds.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  figureGauge(
    registry,
    'portal_database_pool_connections',
    'Database connections by state: open (total), idle, and queries waiting for one. PGlite: one connection, no pool.',
    ['state'],
    (set) => {
      const pool = database.poolFigures?.() ?? { total: 1, idle: 0, waiting: 0 };
      set({ state: 'total' }, pool.total);
      set({ state: 'idle' }, pool.idle);
      set({ state: 'waiting' }, pool.waiting);
    },
  );
  figureGauge(
    registry,
    'portal_database_pool_max',
    'The most database connections this instance opens (PGlite: 1).',
    ['kind'],
    (set) => set({ kind: database.kind }, database.concurrency),
  );

  figureGauge(
    registry,
    'portal_pdf_renders_queued',
    'PDF renders waiting for a page of the print pool.',
    [],
    (set) => set({}, app.pdfRenderer.stats().queued),
  );
  figureGauge(registry, 'portal_pdf_pages_busy', 'Pages of the print pool printing now.', [], (set) =>
    set({}, app.pdfRenderer.stats().busyPages),
  );
  const lastPdf = { renders: 0, launches: 0 };
  new Counter({
    name: 'portal_pdf_renders_total',
    help: 'PDFs printed by this instance.',
    registers: [registry],
    collect() {
      const now = app.pdfRenderer.stats().renders;
      this.inc(Math.max(0, now - lastPdf.renders));
      lastPdf.renders = now;
    },
  });
  new Counter({
    name: 'portal_pdf_browser_launches_total',
    help: 'Chromium launches of the print pool (more than one: the browser died and was started again).',
    registers: [registry],
    collect() {
      const now = app.pdfRenderer.stats().launches;
      this.inc(Math.max(0, now - lastPdf.launches));
      lastPdf.launches = now;
    },
  });

  // The job queue, when the jobs platform is registered: each queue's waiting, running and failed
  // jobs and the age of its oldest waiting job.
  const jobs = () =>
    (app as unknown as { jobs?: { overview: () => Promise<JobsFigures> } }).jobs ?? undefined;
  const jobQueues = async () => (await jobs()?.overview())?.queues ?? [];
  figureGauge(
    registry,
    'portal_jobs',
    'Jobs of each queue by state (waiting, running, failed).',
    ['queue', 'state'],
    async (set) => {
      for (const queue of await jobQueues()) {
        set({ queue: queue.name, state: 'waiting' }, queue.waiting ?? 0);
        set({ queue: queue.name, state: 'running' }, queue.running ?? 0);
        set({ queue: queue.name, state: 'failed' }, queue.failed ?? 0);
      }
    },
  );
  figureGauge(
    registry,
    'portal_jobs_oldest_waiting_seconds',
    'Age of the oldest job waiting in each queue (0 when none waits).',
    ['queue'],
    async (set) => {
      for (const queue of await jobQueues()) {
        const since = queue.oldestWaitingSince ? Date.parse(queue.oldestWaitingSince) : NaN;
        set({ queue: queue.name }, Number.isNaN(since) ? 0 : Math.max(0, (Date.now() - since) / 1000));
      }
    },
  );

  const scraped = Registry.merge([processMetrics(), registry]);
  app.decorate('metrics', scraped);

  const access = metricsAccessOf(config.metricsToken, config.metricsAllow);
  app.decorate('checkOperator', (request: FastifyRequest) => {
    if (admits(access, request)) return;
    // With a token configured the caller is told to bring one; an address outside the allowed
    // networks learns nothing (the same 404 as with no /metrics at all).
    if (access.token) throw new AppError(401, 'errors.unauthorized');
    throw new AppError(404, 'errors.routeNotFound', {
      params: { method: request.method, url: METRICS_PATH },
    });
  });

  if (!access.token && !access.allow) return;
  app.get(
    METRICS_PATH,
    { config: { access: { operator: true } }, schema: { hide: true } },
    async (_request, reply) => {
      reply.header('content-type', scraped.contentType).header('cache-control', 'no-store');
      return scraped.metrics();
    },
  );
};

export default fp(metricsPlugin, { name: 'metrics' });
