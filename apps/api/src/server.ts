import { ConfigError, type AppConfig } from './config';
import { MigrationsBehindError } from './db/start-lock';
import { loadCheckedConfig } from './environment-check';
import { demoAccountsTable, startServer, type RunningServer } from './start-server';

/** A refused configuration or an older schema ends the process with its message, not a stack. */
const orRefuse = async <T>(step: () => T | Promise<T>): Promise<T> => {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof MigrationsBehindError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const config: AppConfig = await orRefuse(() => loadCheckedConfig());
/**
 * A promise that failed with nobody waiting on it (a background task's query that timed out waiting
 * for a connection, say) is logged with its stack, not a reason to stop serving everyone: Node's
 * default ends the process. Each one is still a defect to fix where it was made.
 */
const UNHANDLED = 'a promise failed with nobody waiting on it';
const beforeStart = (reason: unknown) => console.error(`${UNHANDLED}:`, reason);
process.on('unhandledRejection', beforeStart);
const server: RunningServer = await orRefuse(() => startServer({ config }));
process
  .off('unhandledRejection', beforeStart)
  .on('unhandledRejection', (reason: unknown) => server.app.log.error({ err: reason }, UNHANDLED));

console.info(`\nRecruitment portal ready at ${server.url}`);
if (config.seedDemoData) {
  console.info(`\nDemo accounts (sign in at ${server.url}/login):\n${demoAccountsTable()}\n`);
}

/**
 * Ctrl-C reaches this process twice (from the terminal, and forwarded by `npm start`): a repeat
 * within this time is the same request. A later second signal stops at once.
 */
const REPEATED_SIGNAL_MS = 1_000;
let firstSignalAt: number | null = null;
const shutdown = (signal: NodeJS.Signals) => {
  if (firstSignalAt !== null) {
    if (Date.now() - firstSignalAt >= REPEATED_SIGNAL_MS) process.exit(1);
    return;
  }
  firstSignalAt = Date.now();
  server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  server.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
