// `npm run test:node-versions [-- 22,24 [step ...]]`: the named steps of `npm test` (default: api)
// on each other Node.js line the README says the portal runs on (default: 22 and 24), one after the
// other; exits non-zero when any run fails (decision 0098).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envOnNode, nodeBinOf, versionOf } from './node-lines.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [versionList = '22,24', ...chosenSteps] = process.argv.slice(2);
const majors = versionList.split(',').filter(Boolean);
const steps = chosenSteps.length > 0 ? chosenSteps : ['api'];

const results = [];
for (const major of majors) {
  const bin = nodeBinOf(major);
  if (!bin) {
    results.push(`Node ${major}: could not be fetched`);
    continue;
  }
  const version = versionOf(bin);
  console.info(`\n##### npm test -- ${steps.join(' ')} on Node ${version} #####`);
  const run = spawnSync(join(bin, 'node'), ['scripts/test-all.mjs', ...steps], {
    cwd: root,
    stdio: 'inherit',
    env: envOnNode(bin),
  });
  results.push(`Node ${version}: ${run.status === 0 ? 'passed' : 'failed'}`);
}
console.info(`\n${results.join('; ')}`);
process.exit(results.every((line) => line.endsWith('passed')) ? 0 : 1);
