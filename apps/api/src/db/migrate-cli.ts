// `npm run db:migrate`, and `node apps/api/dist/migrate.mjs` in a production install (the bundle
// scripts/build-api.mjs builds): applies the pending migrations under the start lock, so it may run
// while instances start (docs/decisions/0046).
import { ConfigError } from '../config';
import { checkEnvironment, loadCheckedConfig } from '../environment-check';
import { openDatabase } from './client';
import { withStartLock } from './start-lock';

const refuse = (error: unknown): never => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
};

const config = await (async () => {
  try {
    const loaded = loadCheckedConfig();
    await checkEnvironment();
    return loaded;
  } catch (error) {
    return refuse(error);
  }
})();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
});
try {
  await withStartLock(
    { databaseUrl: config.databaseUrl, connectTimeoutMs: config.databaseConnectTimeoutMs },
    () => database.migrate(),
  );
  console.info(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
