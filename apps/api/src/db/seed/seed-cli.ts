import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemoData } from './seed-demo-data';
import { DEMO_ACCOUNTS } from './demo-accounts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
});
try {
  await database.migrate();
  await seedDemoData(database.db);
  console.info(`Seeded ${DEMO_ACCOUNTS.length} demo accounts (password "demo") on ${database.kind}.`);
} finally {
  await database.close();
}
