import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
});
try {
  await database.migrate();
  console.info(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
