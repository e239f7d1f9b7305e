import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { mapRowsByPlan } from './row-mapping';
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
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  poolFigures?: () => PoolFigures;
};

/** Open connections, those of them idle, and queries waiting for a connection. */
export type PoolFigures = { total: number; idle: number; waiting: number };

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL only: shared pipelined connections beside the pool (decision 0102); default none. */
  pipelineConnections?: number;
  /** PostgreSQL only: statements one shared connection holds before the next goes to the pool (decision 0108). */
  pipelineDepth?: number | undefined;
  /** PostgreSQL: time limit for opening a connection or waiting for a free one. */
  connectTimeoutMs?: number;
  /** PostgreSQL: server-side limit of one statement and of an idle open transaction (0: none). */
  statementTimeoutMs?: number;
  /** PostgreSQL: a connection was lost (default: a warning on the console). */
  onConnectionLost?: (error: Error) => void;
  /** PGlite only: start from a dump (`dumpDataDir`) instead of an empty store (tests). */
  loadDataDir?: Blob;
};

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir, options.loadDataDir);

const warnConnectionLost = (error: Error) => console.warn(`database connection lost: ${error.message}`);

const openPostgres = async (url: string, options: DatabaseOptions): Promise<DatabaseHandle> => {
  const [{ drizzle }, { migrate }, { createPostgresPool }, { clientTransactions }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('./postgres-pool'),
    import('./client-transactions'),
  ]);
  const max = options.poolSize ?? 10;
  const pool = createPostgresPool({
    url,
    max,
    connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
    statementTimeoutMs: options.statementTimeoutMs ?? 60_000,
    pipelineConnections: options.pipelineConnections ?? 0,
    pipelineDepth: options.pipelineDepth,
    onConnectionLost: options.onConnectionLost ?? warnConnectionLost,
  });
  const config = { schema, casing: 'snake_case' } as const;
  const db = drizzle(pool, config);
  // Rows mapped by a plan made once per statement (decision 0068, 2026-11-30).
  mapRowsByPlan((db as unknown as { session: object }).session);
  db.transaction = clientTransactions(pool, (client) => drizzle(client, config));
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    concurrency: max,
    // Migrations run on a connection of their own without the statement timeout (an index on a
    // large table may take minutes).
    migrate: async () => {
      const { default: pg } = await import('pg');
      const migrator = new pg.Client({ connectionString: url });
      await migrator.connect();
      try {
        await migrate(drizzle(migrator, config), { migrationsFolder });
      } finally {
        await migrator.end();
      }
    },
    ping: () => pingWith(db as unknown as Database),
    close: () => pool.end(),
    poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
  mapRowsByPlan((db as unknown as { session: object }).session);
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
