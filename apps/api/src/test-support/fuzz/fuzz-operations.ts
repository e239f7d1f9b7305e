import fc from 'fast-check';
import type { Membership } from '@portal/contracts/credentials';
import { meResponseSchema } from '@portal/contracts/credentials';
import { CSRF_COOKIE, HEADERS, formatEstablishmentKey } from '@portal/contracts/http-headers';
import type { Role } from '@portal/contracts/roles';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { isOperatorAccess, isPersonAccess, isPublicAccess } from '../../lib/access-declaration';
import { admits, type Operation } from '../operations';
import { TEST_CSRF_TOKEN, type TestApp } from '../test-app';
import { requestsOf, type FuzzRequest } from './requests';

/** The roles of other systems calling the API, which have no demo caller here. */
const SYSTEM_ROLES: readonly Role[] = ['IMPORT', 'SANARCOM', 'TAKAMOL', 'EMIGRATE', 'ECONTRACTING'];

/**
 * Demo accounts tried in this order for the caller of an operation: the first demo account of each
 * role people sign in with (in the seed's order), then a second agency, a newcomer and a sub-user.
 */
const CALLERS = [
  ...DEMO_ACCOUNTS.filter(
    (account, index) =>
      !SYSTEM_ROLES.includes(account.role) &&
      DEMO_ACCOUNTS.findIndex((other) => other.role === account.role) === index,
  ).map((account) => account.username),
  'agency-id',
  'newcomer',
  'office-sub',
];

/** `headers()` signs a fresh token: a run of 10,000 calls outlasts one (5 minutes). */
export type Caller = { username: string; headers: () => Promise<Record<string, string>> };

/** Every caller's first membership, read from `GET /api/me`. */
export const loadCallers = async (t: TestApp) => {
  const callers: (Caller & { membership: Membership })[] = [];
  for (const username of CALLERS) {
    const headers = await t.headersFor(username);
    const me = meResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: headers.authorization! },
        })
      ).json(),
    );
    const membership = me.memberships.find(
      (item) =>
        formatEstablishmentKey(item.establishment.id.laborOfficeId, item.establishment.id.sequenceNumber) ===
        headers[HEADERS.establishment],
    );
    if (membership) callers.push({ username, membership, headers: () => t.headersFor(username) });
  }
  return callers;
};

const PUBLIC_HEADERS = { cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, [HEADERS.csrf]: TEST_CSRF_TOKEN };

/** A caller the operation's access rule admits (null when no demo account is admitted). */
export const callerFor = (
  operation: Operation,
  callers: Awaited<ReturnType<typeof loadCallers>>,
): Caller | null => {
  const { access } = operation;
  if (isPublicAccess(access)) return { username: 'anonymous', headers: async () => PUBLIC_HEADERS };
  if (isPersonAccess(access)) return callers[0] ?? null;
  if (isOperatorAccess(access)) return null;
  return callers.find((caller) => admits(access, caller.membership)) ?? null;
};

export type FuzzStats = {
  operation: string;
  caller: string;
  requests: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  schemaBreaks: number;
  untranslated: number;
  milliseconds: number;
  /** The first few failures, to reproduce them. */
  failures: string[];
};

const ARABIC = /[\u0600-\u06FF]/;

const describeRequest = (operation: Operation, request: FuzzRequest) =>
  `${operation.method} ${request.url.slice(0, 300)} [${request.language}] ${
    request.body ? String(request.body.payload).slice(0, 300) : ''
  }`;

/** Operations that only read come first, deletions later, so a run's writes do not hide the reads. */
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
/**
 * Calls that can end a caller's access go last, the widest last: with generated ids they hit the
 * demo callers, whose later calls would answer 401 or 403 instead of exercising their operation.
 */
const ENDS_ACCESS: [RegExp, number][] = [
  [/^\/api\/suspensions$/, 3],
  [/^\/api\/subusers\/:id\/status$/, 4],
  [/^\/api\/users\/:id\/deactivate$/, 5],
];
const rank = (operation: Operation) =>
  (operation.method !== 'GET' && ENDS_ACCESS.find(([url]) => url.test(operation.url))?.[1]) ||
  (ORDER[operation.method] ?? 1);
export const inFuzzOrder = (operations: Operation[]) => [...operations].sort((a, b) => rank(a) - rank(b));

/**
 * Sends `runs` generated calls to one operation as `caller` and counts the answers: 5xx, 4xx
 * without a translated message, 2xx whose JSON does not match the declared answer schema.
 */
export const fuzzOperation = async (
  t: TestApp,
  operation: Operation,
  caller: Caller,
  options: { runs: number; seed: number; concurrency?: number },
): Promise<FuzzStats> => {
  const stats: FuzzStats = {
    operation: operation.id,
    caller: caller.username,
    requests: 0,
    ok: 0,
    clientErrors: 0,
    serverErrors: 0,
    schemaBreaks: 0,
    untranslated: 0,
    milliseconds: 0,
    failures: [],
  };
  const started = performance.now();
  const fail = (kind: string, request: FuzzRequest, detail: string) => {
    if (stats.failures.length < 5)
      stats.failures.push(`${kind}: ${describeRequest(operation, request)} -> ${detail}`);
  };
  const requests = fc.sample(requestsOf(operation), { numRuns: options.runs, seed: options.seed });
  let headers = await caller.headers();
  let signedAt = Date.now();
  const send = async (request: FuzzRequest) => {
    const response = await t.app.inject({
      method: operation.method as 'GET',
      url: request.url,
      headers: {
        ...headers,
        'accept-language': request.language,
        ...(request.body && { 'content-type': request.body.contentType }),
      },
      ...(request.body && { payload: request.body.payload }),
    });
    stats.requests += 1;
    const status = response.statusCode;
    const isJson = (response.headers['content-type'] ?? '').toString().includes('application/json');
    if (status >= 500) {
      stats.serverErrors += 1;
      fail(String(status), request, response.body.slice(0, 300));
    } else if (status >= 400) {
      stats.clientErrors += 1;
      // Every call carries a valid token: a 401 means the run lost its sign-in, not a refusal.
      if (status === 401 && caller.username !== 'anonymous')
        fail('401', request, response.body.slice(0, 300));
      const message: unknown = isJson ? response.json().message : undefined;
      const translated =
        typeof message === 'string' &&
        message.length > 0 &&
        (request.language === 'en-US' || ARABIC.test(message));
      if (!translated) {
        stats.untranslated += 1;
        fail(`untranslated ${status}`, request, response.body.slice(0, 300));
      }
    } else {
      stats.ok += 1;
      const schema = operation.response[String(status)];
      if (schema && isJson && response.body.length > 0) {
        const parsed = schema.safeParse(response.json());
        if (!parsed.success) {
          stats.schemaBreaks += 1;
          fail(`schema ${status}`, request, parsed.error.message.slice(0, 300));
        }
      }
    }
  };
  const concurrency = options.concurrency ?? 16;
  for (let index = 0; index < requests.length; index += concurrency) {
    if (Date.now() - signedAt > 60_000) [headers, signedAt] = [await caller.headers(), Date.now()];
    await Promise.all(requests.slice(index, index + concurrency).map(send));
  }
  stats.milliseconds = Math.round(performance.now() - started);
  return stats;
};

/** The columns of the per-operation table: the two names, then the counts and the time. */
const TABLE_COLUMNS: [title: string, cell: (stats: FuzzStats) => string | number][] = [
  ['operation', (s) => s.operation],
  ['caller', (s) => s.caller],
  ['requests', (s) => s.requests],
  ['2xx/3xx', (s) => s.ok],
  ['4xx', (s) => s.clientErrors],
  ['5xx', (s) => s.serverErrors],
  ['schema breaks', (s) => s.schemaBreaks],
  ['untranslated', (s) => s.untranslated],
  ['ms', (s) => s.milliseconds],
];

/** The per-operation table a test run prints: names left-aligned, numbers right-aligned. */
export const statsTable = (all: FuzzStats[]): string => {
  const header = TABLE_COLUMNS.map(([title]) => title);
  const rows = all.map((stats) => TABLE_COLUMNS.map(([, cell]) => String(cell(stats))));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
};
