// `npm run with-node -- <major> <command …>`: one command on another Node.js line, e.g.
// `npm run with-node -- 24 npm run bench` measures the API on the line production runs (the README
// says 22 or 24; decision 0100). The line is fetched once as `npm run test:node-versions` fetches it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { envOnNode, nodeBinOf, versionOf } from './node-lines.mjs';

const [major, command, ...args] = process.argv.slice(2);
if (!major || !/^\d+$/.test(major) || !command) {
  console.error('usage: npm run with-node -- <major, e.g. 24> <command> [arguments …]');
  process.exit(2);
}
const bin = nodeBinOf(major);
if (!bin) {
  console.error(`Node ${major} could not be fetched from the npm registry`);
  process.exit(1);
}
console.info(`Running ${[command, ...args].join(' ')} on Node ${versionOf(bin)}`);
const run = spawnSync(command, args, {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
  env: envOnNode(bin),
});
process.exit(run.status ?? 1);
