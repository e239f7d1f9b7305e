// `npm run bench:data`: fills the HR pool bench database (DATABASE_URL, default portal_hr_bench on
// the local PostgreSQL) with 1,000,000 candidates, 5,000,000 old worker contracts and 200,000 DLT
// workers; a second run finds them there and only migrates and seeds.
import { prepareHrPoolData } from './hr-pool-data';

const started = performance.now();
await prepareHrPoolData();
console.info(`[bench:data] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
