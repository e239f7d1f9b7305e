import Fastify, { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig, type AppConfig } from '../../../config';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { hashPassword } from '../../../lib/password';
import { openTestDatabase as openHarnessDatabase } from '../../../test-support/test-database';
import jobs from '../../../platform/jobs/plugin';
import { loadSharedCountersConfig } from '../../../platform/shared-counters/config';
import sharedCounters from '../../../platform/shared-counters/plugin';
import identity from '../index';
import type { SignInLimits } from '../limits-config';

export const TEST_PUBLIC_URL = 'http://portal.test';

/**
 * The API harness's private copy of the seeded test database (PGlite, or PostgreSQL when
 * DATABASE_URL is set) when run under the API's vitest projects; otherwise an empty in-memory
 * PGlite with the migrations applied. Tests insert their own `idp-*` users either way.
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  let provided = false;
  try {
    provided = Boolean(inject('testDatabase'));
  } catch {
    provided = false;
  }
  if (provided) return openHarnessDatabase();
  const database = await openDatabase({});
  await database.migrate();
  return database;
};

export type TestUser = {
  username: string;
  password?: string;
  active?: boolean;
  mustChangePassword?: boolean;
  email?: string;
};

/** Inserts a user whose `subject` is their id, as the seed does; returns the id. */
export const insertUser = async (database: DatabaseHandle, user: TestUser): Promise<number> => {
  const [row] = await database.db
    .insert(users)
    .values({
      username: user.username,
      nameEn: `${user.username} (en)`,
      nameAr: `${user.username} (ar)`,
      email: user.email ?? `${user.username}@example.test`,
      passwordHash: await hashPassword(user.password ?? 'demo'),
      active: user.active ?? true,
      mustChangePassword: user.mustChangePassword ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert failed');
  await database.db
    .update(users)
    .set({ subject: String(row.id) })
    .where(eq(users.id, row.id));
  return row.id;
};

export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  loadConfig({
    DATABASE_URL: '',
    OIDC_ISSUER: '',
    REDIS_URL: '',
    SENTRY_DSN: '',
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    ...env,
  });

export type IdentityAppOptions = {
  /** The sign-in limits (default: their variables' defaults). */
  limits?: SignInLimits;
  /** REDIS_KEY_PREFIX and the like; REDIS_URL comes from `config`. */
  sharedCountersEnv?: Record<string, string>;
};

/**
 * A Fastify instance with the identity plugin and what it uses of the app (shared counters, the
 * job queue without schedules); the API's own plugins are tested elsewhere.
 */
export const buildIdentityApp = async (
  database: DatabaseHandle,
  config = testConfig(),
  options: IdentityAppOptions = {},
): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  await app.register(sharedCounters, {
    redisUrl: config.redisUrl,
    ...loadSharedCountersConfig(options.sharedCountersEnv ?? {}),
  });
  await app.register(jobs, { database, runSchedules: false });
  await app.register(identity, { config, database, ...(options.limits && { limits: options.limits }) });
  await app.ready();
  return app;
};
