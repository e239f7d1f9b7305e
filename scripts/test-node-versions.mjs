// `npm run test:node-versions [-- 22,24 [step ...]]`: the named steps of `npm test` (default: api)
// on each other Node.js line the README says the portal runs on (default: 22 and 24), one after the
// other; exits non-zero when any run fails. Each Node.js comes from the npm registry's official
// binary packages (`node-<platform>-<arch>@<major>`, published by the Node.js project), unpacked
// once into a cache folder: no other download site is needed (decision 0098).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = process.env.NODE_VERSIONS_CACHE ?? join(homedir(), '.cache', 'portal-node-versions');
const [versionList = '22,24', ...chosenSteps] = process.argv.slice(2);
const majors = versionList.split(',').filter(Boolean);
const steps = chosenSteps.length > 0 ? chosenSteps : ['api'];

/** The folder holding `bin/node` of the newest release of one major line, fetched when missing. */
const nodeOf = (major) => {
  const folder = join(cache, `${process.platform}-${process.arch}-${major}`);
  const binary = join(folder, 'package', 'bin', 'node');
  if (existsSync(binary)) return folder;
  const scratch = mkdtempSync(join(tmpdir(), 'portal-node-'));
  const spec = `node-${process.platform}-${process.arch}@${major}`;
  console.info(`Fetching ${spec} from the npm registry…`);
  const packed = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', scratch], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (packed.status !== 0 || !tarball) {
    rmSync(scratch, { recursive: true, force: true });
    return null;
  }
  mkdirSync(folder, { recursive: true });
  const unpacked = spawnSync('tar', ['-xzf', join(scratch, tarball), '-C', folder], { stdio: 'inherit' });
  rmSync(scratch, { recursive: true, force: true });
  return unpacked.status === 0 && existsSync(binary) ? folder : null;
};

const results = [];
for (const major of majors) {
  const folder = nodeOf(major);
  if (!folder) {
    results.push(`Node ${major}: could not be fetched`);
    continue;
  }
  const bin = join(folder, 'package', 'bin');
  const version = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.info(`\n##### npm test -- ${steps.join(' ')} on Node ${version} #####`);
  // First on PATH: the tools' `#!/usr/bin/env node` scripts and npm's own run on it too.
  const run = spawnSync(join(bin, 'node'), ['scripts/test-all.mjs', ...steps], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  results.push(`Node ${version}: ${run.status === 0 ? 'passed' : 'failed'}`);
}
console.info(`\n${results.join('; ')}`);
process.exit(results.every((line) => line.endsWith('passed')) ? 0 : 1);
