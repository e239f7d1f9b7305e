// `npm run lighthouse:ready`: how long one page of two running portals (two builds) takes to show its
// own content on Lighthouse's phone, with nothing cached: the figures of Lighthouse's mobile profile
// (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down, 675 kbit/s up) applied by DevTools for real,
// each response a round trip late, rather than simulated. Lighthouse's largest paint on a signed-in page is its first screen, drawn before
// the application's JavaScript; a change to how the modules are fetched (their preloads, their
// chunks) shows in how long the page then takes to replace that screen with its data, which no
// Lighthouse figure holds (decision 0096). Loads alternate between the portals.
//
// READY_BASES (two addresses, comma-separated); READY_PAGE (default /employment-requests; `contract`
// for the office's first partnership contract); READY_LANGUAGE (en-US or ar-SA); READY_LOADS (default 4
// per portal). The demo office is signed in first. A page is ready when the first screen is gone, the
// page has its heading and nothing on it is loading (no skeleton, progress bar or busy region).
import type { Browser } from 'puppeteer-core';
import { percentile } from '../bench/timing';
import { compareTwoPortals, PHONE } from './probe-browser';

const BASES = (process.env.READY_BASES ?? '').split(',').filter(Boolean);
const PAGE = process.env.READY_PAGE ?? '/employment-requests';
const LANGUAGE = process.env.READY_LANGUAGE ?? 'en-US';
const LOADS = Number(process.env.READY_LOADS ?? 4);
/** Lighthouse's phone as DevTools applies it: each response a round trip late, its bandwidth (bytes/s). */
const NETWORK = {
  offline: false,
  latency: PHONE.rttMs,
  downloadThroughput: (PHONE.throughputKbps * 1024) / 8,
  uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
};
const LOAD_LIMIT_MS = 90_000;

/** In the page (a string: the tools compile without the DOM's types): the application has replaced
 * the first screen and shows nothing still loading. */
const IS_READY = `!document.getElementById('root')?.hasAttribute('data-first-screen') &&
  document.querySelector('main h1') !== null &&
  document.querySelector('.MuiSkeleton-root, .portal-skeleton, [aria-busy="true"], [role="progressbar"]') === null`;

const loadOnce = async (browser: Browser, url: string): Promise<number> => {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: LOAD_LIMIT_MS });
    await page.waitForFunction(IS_READY, { timeout: LOAD_LIMIT_MS, polling: 50 });
    return Date.now() - started;
  } finally {
    await page.close();
  }
};

const main = async () => {
  const results = await compareTwoPortals(
    BASES,
    { page: PAGE, language: LANGUAGE, signedIn: true },
    LOADS,
    loadOnce,
    (round, { base }, time) => console.log(`round ${round} ${base}: ready after ${time} ms`),
  );
  console.log(`${PAGE} (${LANGUAGE}), ${LOADS} loads each, phone network and CPU, nothing cached`);
  for (const { side, results: times } of results)
    console.log(
      `  ${side.base}: ready after median ${Math.round(percentile(times, 50))} ms (${Math.min(...times)}–${Math.max(...times)})`,
    );
};

await main();
