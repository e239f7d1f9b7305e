import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { withStartLock } from '../start-lock';
import { seedDemoData } from './seed-demo-data';
import { DEMO_ACCOUNTS } from './demo-accounts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
});
try {
  // The start lock: an instance starting meanwhile neither migrates nor seeds at the same time.
  await withStartLock(
    { databaseUrl: config.databaseUrl, connectTimeoutMs: config.databaseConnectTimeoutMs },
    async () => {
      await database.migrate();
      await seedDemoData(database.db);
    },
  );
  console.info(`Seeded ${DEMO_ACCOUNTS.length} demo accounts (password "demo") on ${database.kind}.`);
} finally {
  await database.close();
}
