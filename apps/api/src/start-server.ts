import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { MigrationsBehindError, migrationsBehind, withStartLock } from './db/start-lock';
import { loadCheckedConfig, refuseMisspeltVariables } from './environment-check';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { databaseIsEmpty, seedDemoData } from './db/seed/seed-demo-data';

export type RunningServer = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  stop: () => Promise<void>;
};

const SHUTDOWN_DRAIN_MS = 10_000;

export type StartServerOptions = {
  config?: AppConfig;
  /** The environment the configuration comes from and whose misspellings refuse the start. */
  env?: NodeJS.ProcessEnv;
  /** Extra routes or hooks before listening (tests, tools). */
  extend?: (app: FastifyInstance) => void;
};

/**
 * Opens and migrates the database, seeds the demo data on first start, then listens. Migrating and
 * seeding hold the start lock, so instances started together take turns (docs/decisions/0046).
 */
export const startServer = async (options: StartServerOptions = {}): Promise<RunningServer> => {
  const env = options.env ?? process.env;
  const config = options.config ?? loadCheckedConfig(env);
  // The database opens before the app and its logger exist; lost connections go to that log once it does.
  let reportConnectionLost = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  // Loading the application's modules overlaps the database start (PGlite compiles WebAssembly).
  const [database, { buildApp }] = await Promise.all([
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      pipelineConnections: config.databasePipelineConnections,
      pipelineDepth: config.databasePipelineDepth,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      onConnectionLost: (error) => reportConnectionLost(error),
    }),
    import('./app'),
  ]);
  try {
    // Every module's schema is loaded now: a misspelling of any variable stops the start here.
    refuseMisspeltVariables(env);
    await withStartLock(
      { databaseUrl: config.databaseUrl, connectTimeoutMs: config.databaseConnectTimeoutMs },
      async () => {
        if (config.migrateOnStart) await database.migrate();
        else await refuseSchemaBehind(database);
        if (config.seedDemoData && (await databaseIsEmpty(database.db))) await seedDemoData(database.db);
      },
    );
    const app = await buildApp({ config, database });
    reportConnectionLost = (error) => app.log.warn({ err: error }, 'database connection lost');
    options.extend?.(app);
    await app.listen({
      host: config.host,
      port: config.port,
      // Beside the demo accounts no address of this machine on its networks is printed (HOST=0.0.0.0
      // would list every interface); the portal's own address follows.
      ...(config.seedDemoData && { listenTextResolver: () => `Server listening (HOST=${config.host})` }),
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close();
        await app.inFlight.drained(SHUTDOWN_DRAIN_MS);
        await database.close();
      })());
    return { app, database, config, url, stop };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
};

/** MIGRATE_ON_START=false: an older schema than this build's is a stop, not a half-working portal. */
const refuseSchemaBehind = async (database: DatabaseHandle) => {
  const behind = await migrationsBehind(database);
  if (behind > 0)
    throw new MigrationsBehindError(
      `The database is ${behind} migration${behind === 1 ? '' : 's'} behind this version of the portal ` +
        'and MIGRATE_ON_START=false: run npm run db:migrate (node apps/api/dist/migrate.mjs) first.',
    );
};

export const demoAccountsTable = (): string => {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.username.length), 'username'.length);
  const roleWidth = Math.max(...DEMO_ACCOUNTS.map((a) => a.role.length), 'role'.length);
  const lines = DEMO_ACCOUNTS.map(
    (a) =>
      `  ${a.username.padEnd(width)}  ${a.role.padEnd(roleWidth)}  ${DEMO_PASSWORD.padEnd(8)}  ${a.descriptionEn}`,
  );
  return [
    `  ${'username'.padEnd(width)}  ${'role'.padEnd(roleWidth)}  ${'password'}  description`,
    ...lines,
  ].join('\n');
};
