// Builds the web app into apps/web/dist and the API bundle into apps/api/dist. With --if-stale each
// is skipped when its build is newer than every one of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBundleIsStale, buildApi } from './build-api.mjs';
import { newestMtime } from './newest-mtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const stamp = join(web, 'dist/.build-stamp');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-inline-css.ts',
  'apps/web/vite-preload-app.ts',
  'apps/web/vite-pure-contracts.ts',
  'apps/web/vite-prerender.ts',
  'apps/web/vite-lazy-select-input.ts',
  'apps/web/vite-outlined-inputs.ts',
  'packages/contracts/src',
];

export const webBuildIsStale = () =>
  !existsSync(stamp) || sources.some((source) => newestMtime(join(root, source)) > statSync(stamp).mtimeMs);

/** Builds apps/web into its dist, or into `outDir` (then apps/web/dist is left alone). */
export const buildWeb = (outDir) => {
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
  const target = outDir ? ['--outDir', outDir, '--emptyOutDir'] : [];
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn', ...target], {
    cwd: web,
    stdio: 'inherit',
  });
  if (result.status !== 0) return false;
  if (!outDir) writeFileSync(stamp, new Date().toISOString());
  return true;
};

/** The API bundle `npm start` runs; a failed build is reported and counts as a failure. */
const buildApiReporting = async () => {
  try {
    await buildApi();
    return true;
  } catch (error) {
    console.error(`The API bundle failed to build: ${error instanceof Error ? error.message : error}`);
    return false;
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const ifStale = process.argv.includes('--if-stale');
  const apiBuilt = ifStale && !apiBundleIsStale() ? true : await buildApiReporting();
  const hasWeb = existsSync(join(web, 'index.html'));
  const webBuilt = !hasWeb || (ifStale && !webBuildIsStale()) ? true : buildWeb();
  process.exit(apiBuilt && webBuilt ? 0 : 1);
}
