// Builds the web app into apps/web/dist. With --if-stale it skips when the build is newer than every source.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const stamp = join(web, 'dist/.build-stamp');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    info.mtimeMs,
  );
};

export const webBuildIsStale = () =>
  !existsSync(stamp) || sources.some((source) => newestMtime(join(root, source)) > statSync(stamp).mtimeMs);

export const buildWeb = () => {
  const require = createRequire(join(web, 'package.json'));
  let viteBin;
  try {
    viteBin = join(require.resolve('vite/package.json'), '../bin/vite.js');
  } catch {
    console.info(
      'vite is not installed (production install without dev dependencies?): skipping the web build.',
    );
    return true;
  }
  console.info('Building the web app…');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  if (result.status !== 0) return false;
  writeFileSync(stamp, new Date().toISOString());
  return true;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const ifStale = process.argv.includes('--if-stale');
  if (!existsSync(join(web, 'index.html'))) process.exit(0);
  if (ifStale && !webBuildIsStale()) process.exit(0);
  process.exit(buildWeb() ? 0 : 1);
}
