import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Counters that code without the Fastify instance adds to (the sign-in pages, the transition
 * runner, partner clients). They belong to no registry of their own: each app's registry
 * (plugins/metrics.ts) registers them, so they count for the whole process, as Prometheus expects
 * of one instance. Labels are bounded names, never ids (decision 0044).
 */
export const signInFailures = new Counter({
  name: 'portal_sign_in_failures_total',
  help: 'Sign-in attempts refused: wrong username or password, or blocked by the attempt limits.',
  labelNames: ['reason'] as const,
  registers: [],
});

export type SignInFailureReason = 'bad_credentials' | 'blocked_account' | 'blocked_address';

export const transitionsTaken = new Counter({
  name: 'portal_transitions_total',
  help: 'Declared actions taken on records (status transitions), by record kind, action and outcome.',
  labelNames: ['record', 'action', 'outcome'] as const,
  registers: [],
});

export const partnerCalls = new Counter({
  name: 'portal_partner_calls_total',
  help: 'Calls to partner services by partner, operation and outcome (ok, refused, error, timeout).',
  labelNames: ['partner', 'operation', 'outcome'] as const,
  registers: [],
});

export const partnerCallSeconds = new Histogram({
  name: 'portal_partner_call_duration_seconds',
  help: 'Time partner services took to answer, by partner.',
  labelNames: ['partner'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [],
});

let processRegistry: Registry | null = null;

/**
 * The counters above and Node's own metrics (memory, event loop, handles, garbage collection),
 * collected once per process however many apps it builds (tests build many).
 */
export const processMetrics = (): Registry => {
  if (processRegistry) return processRegistry;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; the per-type gauges of the
  // same figures (nodejs_active_handles{type}, …) stay.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ]) {
    registry.removeSingleMetric(name);
  }
  for (const metric of [signInFailures, transitionsTaken, partnerCalls, partnerCallSeconds]) {
    registry.registerMetric(metric as Parameters<Registry['registerMetric']>[0]);
  }
  processRegistry = registry;
  return registry;
};

export type PartnerOutcome = 'ok' | 'refused' | 'error' | 'timeout';

const outcomeOfError = (error: unknown): PartnerOutcome => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 504 || (error instanceof Error && error.name === 'TimeoutError')) return 'timeout';
  if (typeof status === 'number' && status < 500) return 'refused';
  return 'error';
};

/** Runs one partner call, counting it by its outcome (an answer's, or the error's) and timing it. */
export const meteredCall = async <T>(
  partner: string,
  operation: string,
  call: () => Promise<T>,
  outcomeOf: (value: T) => PartnerOutcome = () => 'ok',
): Promise<T> => {
  const stop = partnerCallSeconds.startTimer({ partner });
  try {
    const value = await call();
    partnerCalls.inc({ partner, operation, outcome: outcomeOf(value) });
    return value;
  } catch (error) {
    partnerCalls.inc({ partner, operation, outcome: outcomeOfError(error) });
    throw error;
  } finally {
    stop();
  }
};

/** An HTTP answer's outcome: 5xx is the partner's error, 4xx a refusal. */
export const outcomeOfStatus = (status: number): PartnerOutcome =>
  status >= 500 ? 'error' : status >= 400 ? 'refused' : 'ok';

/** Every method of a partner client counted under its own name as the operation. */
export const meteredClient = <C extends Record<string, (...args: never[]) => Promise<unknown>>>(
  partner: string,
  client: C,
): C =>
  Object.fromEntries(
    Object.entries(client).map(([operation, method]) => [
      operation,
      (...args: never[]) => meteredCall(partner, operation, () => method(...args)),
    ]),
  ) as C;
