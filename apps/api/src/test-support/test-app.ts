import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import { HEADERS, CSRF_COOKIE, formatEstablishmentKey } from '@portal/contracts/http-headers';
import { buildApp } from '../app';
import { issuerOf, loadConfig, type AppConfig } from '../config';
import { loadSharedCountersConfig } from '../platform/shared-counters/config';
import type { Database, DatabaseHandle } from '../db/client';
import { establishments, memberships, users } from '../db/schema/index';
import { openTestDatabase } from './test-database';
import { createTestTokens, type TestTokens } from './tokens';

export const TEST_CSRF_TOKEN = 'test-csrf-token';

export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://portal.test', ...env });

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  tokens: TestTokens;
  /** A valid access token for a seeded user. */
  tokenFor: (username: string) => Promise<string>;
  /** Authorization, establishment headers of the user's n-th membership, and a matching CSRF pair. */
  headersFor: (username: string, membershipIndex?: number) => Promise<Record<string, string>>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** The configuration's variables (config.ts, and REDIS_KEY_PREFIX for the shared counters). */
  env?: Record<string, string>;
  database?: DatabaseHandle;
  /** Extra routes for a test, added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  onRoute?: (route: RouteOptions) => void;
  serveWeb?: boolean;
  /** None by default; the tests of what the API logs pass their own. */
  logger?: FastifyBaseLogger;
};

/** A seeded user's n-th membership (by id) with its establishment. */
export const membershipOf = async (db: Database, username: string, membershipIndex: number) => {
  const rows = await db
    .select({ user: users, membership: memberships, establishment: establishments })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .where(eq(users.username, username))
    .orderBy(asc(memberships.id));
  const row = rows[membershipIndex];
  if (!row) throw new Error(`${username} has no membership ${membershipIndex}`);
  return row;
};

/** The whole API on a private copy of the seeded database, trusting a test signing key. */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const config = testConfig(options.env);
  const database = options.database ?? (await openTestDatabase());
  const tokens = await createTestTokens({ issuer: issuerOf(config), audience: config.oidcAudience });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    tokenKeys: tokens.keys,
    embeddedIdentity: false,
    serveWeb: options.serveWeb ?? false,
    sharedCounters: loadSharedCountersConfig(options.env ?? {}),
    ...(options.onRoute && { onRoute: options.onRoute }),
  });
  options.extend?.(app);
  await app.ready();

  const subjectOf = async (username: string): Promise<string> => {
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    if (!user?.subject) throw new Error(`no seeded user ${username}`);
    return user.subject;
  };

  const tokenFor = async (username: string) => tokens.sign({ sub: await subjectOf(username) });

  const headersFor = async (username: string, membershipIndex = 0) => {
    const row = await membershipOf(database.db, username, membershipIndex);
    return {
      authorization: `Bearer ${await tokenFor(username)}`,
      [HEADERS.establishment]: formatEstablishmentKey(
        row.establishment.laborOfficeId,
        row.establishment.sequenceNumber,
      ),
      [HEADERS.role]: row.membership.role,
      [HEADERS.organizationId]: String(row.establishment.organizationId),
      cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
      [HEADERS.csrf]: TEST_CSRF_TOKEN,
    };
  };

  return {
    app,
    database,
    config,
    tokens,
    tokenFor,
    headersFor,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
};
