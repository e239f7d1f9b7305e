import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Registry, type Metric } from 'prom-client';
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

type RequestLabel = 'method' | 'route' | 'status';

/** One series of the request histogram: its labels, a count per bucket (the last one +Inf), the sum. */
type Series = { labels: Record<RequestLabel, string>; counts: number[]; sum: number };

/** A line of the exposition as prom-client's registry reads it from a metric's `get()`. */
type ExposedValue = { metricName: string; labels: Record<string, string | number>; value: number };

/**
 * `portal_http_request_duration_seconds`, counted per request without prom-client's Histogram:
 * its `observe` checks the label names, builds a key string and converts each bucket bound to a
 * property name at every call, about 2 µs of every answered request (twenty times this record,
 * decision 0067). The series are kept here by route pattern, then method and status, and handed
 * to prom-client's registry in its histogram form at a scrape, which writes the exposition text
 * as for its own histograms (cumulative `le` buckets, `_sum`, `_count`).
 */
export class RequestDurations {
  readonly name = 'portal_http_request_duration_seconds';
  readonly help =
    'Answered HTTP requests and their time, by method, route pattern (never the URL) and status.';
  readonly type = 'histogram';
  /** Summed across the workers of a Node cluster, as prom-client's histograms are. */
  readonly aggregator = 'sum';
  #series = new Map<string, Map<string, Series>>();

  /** Counts one answered request; `route` is the pattern, '' for an unmatched URL. */
  record(method: string, route: string, status: number, seconds: number): void {
    let ofRoute = this.#series.get(route);
    if (!ofRoute) this.#series.set(route, (ofRoute = new Map()));
    const key = `${method} ${status}`;
    let series = ofRoute.get(key);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        counts: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
        sum: 0,
      };
      ofRoute.set(key, series);
    }
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket += 1;
    series.counts[bucket]! += 1;
    series.sum += seconds;
  }

  /** The registry's view: what prom-client's own Histogram answers, from the same counts. */
  async get() {
    const values: ExposedValue[] = [];
    for (const ofRoute of this.#series.values()) {
      for (const { labels, counts, sum } of ofRoute.values()) {
        let cumulative = 0;
        LATENCY_BUCKETS.forEach((le, bucket) => {
          cumulative += counts[bucket]!;
          values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: cumulative });
        });
        const count = cumulative + counts[LATENCY_BUCKETS.length]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
        values.push({ metricName: `${this.name}_sum`, labels, value: sum });
        values.push({ metricName: `${this.name}_count`, labels, value: count });
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** `Registry.resetMetrics()` empties every metric. */
  reset(): void {
    this.#series.clear();
  }
}

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

  const requestSeconds = new RequestDurations();
  // The registry only asks a metric for its name and figures; its type lists prom-client's classes.
  registry.registerMetric(requestSeconds as unknown as Metric);
  app.addHook('onResponse', (request, reply, done) => {
    // An unmatched URL has no pattern: its label is empty, so no URL ever becomes a label.
    const route = request.is404 ? '' : (request.routeOptions.url ?? '');
    requestSeconds.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
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
