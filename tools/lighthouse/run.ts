// `npm run lighthouse`: Lighthouse's mobile profile in Debian's Chromium on the public pages and on
// three pages of the demo office signed in (its employment requests, a partnership contract, the
// dashboard; decision 0050), in English and Arabic (and `/my-contract` also in Filipino and Indonesian), against a portal started on a fresh data folder on
// its own port, serving its own build of the web app. Prints each page's scores and paints beside its
// targets (public: performance >= 95, LCP <= 2.0 s; signed in: performance >= 90, LCP <= 2.5 s,
// CLS <= 0.05; accessibility 100) and, where a page misses one, what Lighthouse says would help.
// LIGHTHOUSE_RUNS=n takes the median of n runs per page; LIGHTHOUSE_PAGES=/,/dashboard and
// LIGHTHOUSE_LANGUAGES=ar-SA narrow the run (the contract is `/partnership-contracts/:id`);
// LIGHTHOUSE_REPORT_DIR=dir keeps each page's full JSON report there; LIGHTHOUSE_WEB_DIST=dir serves
// that build of the web app instead (to compare two builds back to back); LIGHTHOUSE_CATEGORIES=accessibility
// audits accessibility alone (quick, and independent of how busy the machine is); LIGHTHOUSE_DATABASE_URL
// serves the pages from PostgreSQL (below).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS } from '@portal/contracts/chromium';
import { buildWeb } from '../../scripts/build.mjs';
import { freshDatabase } from '../bench/fresh-database';
import { startServer } from '../bench/server-process';
import { pageLanguage } from './page-language';
import { signedInBrowser, type SignedInBrowser } from './sign-in';
import { PUBLIC_TARGETS, SIGNED_IN_TARGETS, summarise, type PageResult, type Targets } from './summary';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8396);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
/** The public pages, with the trust pages anyone may open (issue 25: /verify, /registry, /my-contract). */
const PUBLIC_PAGES = ['/', '/login', '/faq', '/verify', '/registry', '/my-contract'];
/**
 * `/my-contract` also speaks Filipino and Indonesian (its own language choice, `?lang=`): measured
 * once, in the English browser's run.
 */
const WORKER_LANGUAGE_PAGES = ['/my-contract?lang=fil-PH', '/my-contract?lang=id-ID'];
/** The contract's address is the first one the office's list shows. */
const CONTRACT_PAGE = '/partnership-contracts/:id';
const SIGNED_IN_PAGES = ['/employment-requests', CONTRACT_PAGE, '/dashboard'];
const ALL_PAGES = [...PUBLIC_PAGES, ...WORKER_LANGUAGE_PAGES, ...SIGNED_IN_PAGES];
/** The web app takes the browser's language when none is stored (apps/web/src/lib/i18n/language.ts). */
const ALL_LANGUAGES = ['en-US', 'ar-SA'] as const;
const chosen = <T extends string>(all: readonly T[], list: string | undefined): T[] =>
  list ? all.filter((item) => list.split(',').includes(item)) : [...all];
const PAGES = chosen(ALL_PAGES, process.env.LIGHTHOUSE_PAGES);
const LANGUAGES = chosen(ALL_LANGUAGES, process.env.LIGHTHOUSE_LANGUAGES);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CATEGORIES = chosen(['performance', 'accessibility'] as const, process.env.LIGHTHOUSE_CATEGORIES);

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** Trace failures Lighthouse itself says to retry ("Please run Lighthouse again"). */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

/**
 * One Lighthouse run. A signed-in page keeps the browser's storage (the session the sign-in left in
 * local storage): Lighthouse would otherwise clear it with the cache, which `before` empties instead.
 */
const audit = async (
  chrome: LaunchedChrome,
  url: string,
  signedIn: SignedInBrowser | null,
  attempt = 1,
): Promise<Result> => {
  await signedIn?.clearCache();
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(signedIn && { disableStorageReset: true }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const error = result.lhr.runtimeError;
  if (error && RETRIED_ERRORS.has(error.code) && attempt < 3)
    return audit(chrome, url, signedIn, attempt + 1);
  if (error) throw new Error(`${url}: ${error.message}`);
  return result.lhr;
};

const keepReport = (language: string, path: string, run: number, lhr: object) => {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  const name = `${language}-${path === '/' ? 'home' : path.slice(1).replace(/[/:?=]/g, '-')}-${run + 1}.json`;
  writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
};

const measureLanguage = async (baseUrl: string, language: (typeof ALL_LANGUAGES)[number]) => {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...CHROMIUM_ARGS, `--lang=${language}`, `--accept-lang=${language}`],
  });
  try {
    const shown = await pageLanguage(chrome.port, `${baseUrl}/faq`);
    if (shown !== language) throw new Error(`the page showed ${shown}, not ${language}`);
    const results: PageResult[] = [];
    const signedInPages = PAGES.filter((path) => SIGNED_IN_PAGES.includes(path));
    const session = signedInPages.length > 0 ? await signedInBrowser(chrome.port, baseUrl) : null;
    try {
      const pages = PAGES.filter((path) => !WORKER_LANGUAGE_PAGES.includes(path) || language === 'en-US');
      for (const path of pages) {
        const signedIn = SIGNED_IN_PAGES.includes(path) ? session : null;
        // A fresh sign-in before each signed-in page's runs: the token lasts 15 minutes.
        const shownIn = await signedIn?.signIn();
        if (shownIn && shownIn !== language) throw new Error(`${path} showed ${shownIn}, not ${language}`);
        const address = path === CONTRACT_PAGE && signedIn ? await signedIn.firstContractPath() : path;
        const targets: Targets = signedIn ? SIGNED_IN_TARGETS : PUBLIC_TARGETS;
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await audit(chrome, `${baseUrl}${address}`, signedIn));
          keepReport(language, path, run, runs[run] as object);
        }
        const byPerformance = [...runs].sort(
          (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
        );
        const typical = byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? runs[0];
        if (!typical) continue;
        if (signedIn && new URL(typical.finalDisplayedUrl).pathname !== address)
          throw new Error(`${address} showed ${typical.finalDisplayedUrl}: the session was not kept`);
        results.push({
          path: address,
          language,
          targets,
          performance: median(runs.map((lhr) => (lhr.categories.performance?.score ?? 0) * 100)),
          accessibility: median(runs.map((lhr) => (lhr.categories.accessibility?.score ?? 0) * 100)),
          lcpMs: median(runs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
          cls: median(runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)),
          lhr: typical,
        });
      }
    } finally {
      await session?.disconnect();
    }
    return results;
  } finally {
    chrome.kill();
  }
};

// chrome-launcher reports a missing browser as an unhandled 'error' event, which would leave the server running.
if (!existsSync(chromiumPath)) {
  console.error(`Chromium was not found at ${chromiumPath} (set CHROMIUM_PATH).`);
  process.exit(1);
}
// Its own build of the current sources: apps/web/dist (shared with the end-to-end runs) is not touched.
const givenDist = process.env.LIGHTHOUSE_WEB_DIST;
const webDist = givenDist ?? mkdtempSync(join(tmpdir(), 'portal-lighthouse-web-'));
if (!givenDist && !buildWeb(webDist)) {
  console.error('The web app failed to build.');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
// LIGHTHOUSE_DATABASE_URL: the PostgreSQL server to serve the pages from (a fresh database
// `portal_lighthouse` on it, with the demo data), as a deployment does; without it the embedded
// database of `npm start`, whose one query at a time adds to every answer the pages wait for.
const postgresUrl = process.env.LIGHTHOUSE_DATABASE_URL;
const databaseUrl = postgresUrl ? await freshDatabase(postgresUrl, 'portal_lighthouse') : '';
const server = await startServer(
  PORT,
  { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true', WEB_DIST_DIR: webDist },
  180_000,
);
const loadNow = () => (loadavg()[0] ?? 0).toFixed(1);
const loadAtStart = loadNow();
let ok = false;
try {
  const results: PageResult[] = [];
  for (const language of LANGUAGES) results.push(...(await measureLanguage(server.baseUrl, language)));
  ok = summarise(results, RUNS, [loadAtStart, loadNow()]);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!givenDist) rmSync(webDist, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
