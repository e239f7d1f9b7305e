// `npm run bench:data`: fills the bench database (DATABASE_URL, default portal_hr_bench on the
// local PostgreSQL) with the HR pool (1,000,000 candidates, 5,000,000 old worker contracts, 200,000
// DLT workers) and the employment requests (BENCH_REQUESTS, default 5,000,000); a second run finds
// them there and only migrates and seeds. BENCH_DATA_ONLY=hr-pool or =employment-requests fills one.
import { prepareEmploymentRequestData } from './employment-requests-data';
import { prepareHrPoolData } from './hr-pool-data';

const started = performance.now();
const only = process.env.BENCH_DATA_ONLY ?? '';
if (only !== '' && only !== 'hr-pool' && only !== 'employment-requests')
  throw new Error(`BENCH_DATA_ONLY: no data set named ${only}`);
if (only !== 'employment-requests') await prepareHrPoolData();
if (only !== 'hr-pool') await prepareEmploymentRequestData();
console.info(`[bench:data] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
