// The HR pool benches (decision 0026) against the generated national-scale database (`npm run
// bench:data`, which this runs first: it only migrates and seeds when the rows are there). The API
// is started on that database without the web app; each bench signs in as its demo accounts.
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureCandidateList } from './candidate-list-bench';
import { measureDltImport } from './dlt-import-bench';
import { prepareHrPoolData } from './hr-pool-data';
import { measureOldContractSearch } from './old-contracts-bench';
import { startServer } from './server-process';
import type { RecordFigure } from './timing';

/** The names BENCH_ONLY takes (`hr-pool` for all three). */
export const HR_POOL_BENCHES = ['candidate-list', 'old-contracts', 'dlt-import'] as const;
export type HrPoolBench = (typeof HR_POOL_BENCHES)[number];

export const measureHrPool = async (which: readonly HrPoolBench[], record: RecordFigure): Promise<void> => {
  const databaseUrl = await prepareHrPoolData();
  const server = await startServer(8392, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: join(tmpdir(), 'portal-bench-no-web'),
  });
  try {
    if (which.includes('candidate-list')) await measureCandidateList(server.baseUrl, databaseUrl, record);
    if (which.includes('old-contracts')) await measureOldContractSearch(server.baseUrl, databaseUrl, record);
    if (which.includes('dlt-import')) await measureDltImport(server.baseUrl, record);
  } finally {
    await server.stop();
  }
  // Other helpers' tests share this machine: the load average says how quiet it was.
  record(
    'load average (1 min) after the HR pool benches',
    loadavg()[0]!,
    `on ${cpus().length} cores`,
    'reference',
    true,
  );
};
