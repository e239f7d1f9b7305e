// The web build's JavaScript budgets, gzipped: the public home page's initial JavaScript (index.html's
// scripts and module preloads) within 170 KB; every signed-in route's (decision 0050: the boot script and
// the application, the signed-in layout, the page map and the route's page module, with what each
// imports statically, from the build's manifest) within issue 24's 250 KB (decision 0064); no chunk over
// 300 KB; the public trust pages load none of the signed-in layout's chunk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  routeFiles,
  signedInPageModules,
  trustPageModules,
  trustPagesLoadingSignedIn,
} from './route-initial-js.mjs';

const KB = 1024;
const INITIAL_BUDGET = 170 * KB;
/** Issue 24's target for every signed-in route. */
const SIGNED_IN_TARGET = 250 * KB;
/**
 * What no signed-in route may exceed: the target, since every route is within it (the largest were
 * 470 KB before decision 0050, 325 KB after, 311.6 KB after decision 0064's dialogs, 310.4 KB after its
 * forms validating on first check, 292.4 KB after its menus and native selects, 269.9 KB after the
 * wizard's draft, the candidate and template forms and the action bar without zod: the employment
 * wizard's contract step; 260.2 KB after the menus' items, the multiple selects' options and
 * react-hook-form off the steps without a form: the employment wizard's visa step; 252.5 KB after the
 * fields' and forms' chunks, the stepper without step buttons and the lists' and pickers' parts loading
 * beside their requests: the employment wizard's contract step; 251.8 KB with the loading placeholders
 * drawn without MUI's Skeleton: the same step, zod in its summary; 249.5 KB with that summary's body
 * built without zod: the employment wizard's employer step). Never raised without a decision.
 */
const SIGNED_IN_CEILING = SIGNED_IN_TARGET;
const CHUNK_BUDGET = 300 * KB;
/** How many of the largest signed-in routes are printed beside the budget. */
const SHOWN_ROUTES = 5;
// A build elsewhere (`node scripts/size-budget.mjs <dir>`) compares two builds.
const dist = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(join(dist, 'index.html')) || !existsSync(manifestPath)) {
  console.error(`${dist}: index.html or .vite/manifest.json is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const sizes = new Map();
const gzipped = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return sizes.get(file);
};
const total = (files) => files.reduce((sum, file) => sum + gzipped(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
].map((match) => match[1]);
const initialSize = total(initial);
console.info(
  `home page initial JavaScript: ${kb(initialSize)} gzipped (budget ${kb(INITIAL_BUDGET)}) in ${initial.length} files`,
);

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const routes = signedInPageModules(manifest)
  .map((page) => {
    const files = routeFiles(manifest, initial, page);
    return { page: page.replace(/^src\/features\//, ''), size: total(files), files: files.length };
  })
  .sort((a, b) => b.size - a.size);
const overTarget = routes.filter((route) => route.size > SIGNED_IN_TARGET);
const overCeiling = routes.filter((route) => route.size > SIGNED_IN_CEILING);
console.info(
  `signed-in routes' initial JavaScript: ${routes.length} page modules, ${overTarget.length} over the ${kb(SIGNED_IN_TARGET)} target, ${overCeiling.length} over the ${kb(SIGNED_IN_CEILING)} ceiling; largest:`,
);
for (const route of routes.slice(0, Math.max(SHOWN_ROUTES, overCeiling.length)))
  console.info(
    `  ${kb(route.size).padStart(9)} in ${String(route.files).padStart(3)} files  ${route.page}${route.size > SIGNED_IN_CEILING ? '  over the ceiling' : ''}`,
  );
const smallest = routes.at(-1);
if (smallest) console.info(`  smallest: ${kb(smallest.size)}  ${smallest.page}`);

const trustPages = trustPageModules(manifest);
const trustLoadingSignedIn = trustPagesLoadingSignedIn(manifest, trustPages);
console.info(
  `public trust pages: ${trustPages.length} modules, ${trustLoadingSignedIn.length} loading the signed-in layout's chunk`,
);
for (const { page, loads } of trustLoadingSignedIn) console.error(`  ${page} loads ${loads.join(', ')}`);

const chunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, size: gzipped(join('assets', name)) }));
const oversized = chunks.filter((chunk) => chunk.size > CHUNK_BUDGET);
const largest = [...chunks].sort((a, b) => b.size - a.size)[0];
if (largest)
  console.info(`largest chunk: ${largest.name} ${kb(largest.size)} gzipped (budget ${kb(CHUNK_BUDGET)})`);
for (const chunk of oversized) console.error(`over budget: ${chunk.name} ${kb(chunk.size)}`);

const ok =
  initial.length > 0 &&
  initialSize <= INITIAL_BUDGET &&
  routes.length > 0 &&
  trustPages.length > 0 &&
  trustLoadingSignedIn.length === 0 &&
  overCeiling.length === 0 &&
  oversized.length === 0;
if (!ok) console.error('JavaScript size budget exceeded.');
process.exit(ok ? 0 : 1);
