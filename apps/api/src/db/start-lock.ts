import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseHandle } from './client';

/**
 * The PostgreSQL advisory lock every start, `db:migrate` and `db:seed` holds while it migrates and
 * seeds (docs/decisions/0046). Fixed for good: instances of two versions must take the same lock.
 */
export const START_LOCK_KEY = '7012023010';

/** Beside this module in the sources, beside the bundle in apps/api/dist (scripts/build-api.mjs). */
const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export type StartLockOptions = {
  /** PostgreSQL; unset means the embedded store (one process, nothing to wait for). */
  databaseUrl: string | undefined;
  connectTimeoutMs?: number;
};

/**
 * Runs `work` while this process holds the start lock, on a connection of its own without a
 * statement timeout (the wait lasts as long as another instance's migrations). The lock belongs to
 * that session: it ends with the connection, even when the process dies.
 */
export const withStartLock = async <T>(options: StartLockOptions, work: () => Promise<T>): Promise<T> => {
  if (!options.databaseUrl) return work();
  const { default: pg } = await import('pg');
  const lock = new pg.Client({
    connectionString: options.databaseUrl,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    application_name: 'portal start lock',
  });
  // A lost lock connection shows in the work's own queries; here it must not crash the process.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1::bigint)', [START_LOCK_KEY]);
    return await work();
  } finally {
    await lock.end().catch(() => undefined);
  }
};

type AppliedRow = { created_at: string | number | null };

/** How many of this build's migrations the database has not applied yet (drizzle's own rule). */
export const migrationsBehind = async (database: DatabaseHandle): Promise<number> => {
  const migrations = readMigrationFiles({ migrationsFolder });
  const table = await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!rowsOf<{ exists: boolean }>(table)[0]?.exists) return migrations.length;
  const last = await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const appliedUpTo = Number(rowsOf<AppliedRow>(last)[0]?.created_at ?? 0);
  return migrations.filter((migration) => migration.folderMillis > appliedUpTo).length;
};

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's `execute`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export class MigrationsBehindError extends Error {}
