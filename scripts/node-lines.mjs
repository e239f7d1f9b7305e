// The other Node.js lines the portal runs on, fetched from the npm registry's official binary
// packages (`node-<platform>-<arch>@<major>`, published by the Node.js project) and unpacked once
// into a cache folder: no other download site is needed (decision 0098).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const cache = process.env.NODE_VERSIONS_CACHE ?? join(homedir(), '.cache', 'portal-node-versions');

/** The `bin` folder of the newest release of one major line, fetched when missing; null when it cannot be. */
export const nodeBinOf = (major) => {
  const folder = join(cache, `${process.platform}-${process.arch}-${major}`);
  const bin = join(folder, 'package', 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
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
  return unpacked.status === 0 && existsSync(join(bin, 'node')) ? bin : null;
};

/**
 * The environment that runs a command on the Node.js in `bin`: first on PATH, so npm, the tools'
 * `#!/usr/bin/env node` scripts and every process they start (`process.execPath`) run on it too.
 */
export const envOnNode = (bin) => ({ ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` });

/** The version the Node.js in `bin` reports, e.g. `v24.22.3`. */
export const versionOf = (bin) =>
  spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
