import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the repositories use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Queries the database runs at once (the pool size; PGlite runs one at a time). */
  concurrency: number;
  /** Applies the committed SQL migrations. */
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** PGlite only: the whole store as a tarball, for `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a dump (`dumpDataDir`) instead of an empty store (tests). */
  loadDataDir?: Blob;
};

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.loadDataDir);

const openPostgres = async (url: string, max: number): Promise<DatabaseHandle> => {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection closed by the server (restart, failover, admin termination) must not crash
  // the process: the pool drops it and opens a new one for the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    concurrency: max,
    migrate: () => migrate(db, { migrationsFolder }),
    ping: () => pingWith(db as unknown as Database),
    close: () => pool.end(),
  };
};

/** PGlite in a folder, or in memory when no folder is given (tests). */
const openPglite = async (dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ ...(dataDir && { dataDir }), ...(loadDataDir && { loadDataDir }) });
  await client.waitReady;
  const db = drizzle(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    concurrency: 1,
    migrate: () => migrate(db, { migrationsFolder }),
    ping: () => pingWith(db as unknown as Database),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
};

const pingWith = async (db: Database): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
