import { launch } from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS } from '@portal/contracts/chromium';
import { signedInBrowser } from './sign-in';

/** Lighthouse's mobile profile (CPU 4× slower, 150 ms round trips, 1.6 Mbit/s): the probes take it from Lighthouse. */
export const PHONE = throttling.mobileSlow4G;

type Probe = {
  /** The running portal. */
  base: string;
  /** A path, or `contract` for the demo office's first partnership contract (signed in). */
  page: string;
  language: string;
  signedIn: boolean;
};

/**
 * Runs `use` with Debian's Chromium in the probe's language, the demo office signed in when asked,
 * and the page's address resolved (the probes `lighthouse:long-tasks` and `lighthouse:renders`).
 */
export const withProbeBrowser = async (
  { base, page, language, signedIn }: Probe,
  use: (browser: Browser, address: string) => Promise<void>,
) => {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS, `--lang=${language}`, `--accept-lang=${language}`],
  });
  try {
    const session = signedIn ? await signedInBrowser(chrome.port, base) : null;
    await session?.signIn();
    const address = page === 'contract' && session ? await session.firstContractPath() : page;
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    await use(browser, address);
    await browser.disconnect();
    await session?.disconnect();
  } finally {
    chrome.kill();
  }
};

/** One of the two portals a comparison loads the page from (`BLOCKING_BASES`, `READY_BASES`). */
export type Side = { base: string; index: 0 | 1 };

/**
 * Loads one page from two running portals (two builds), `loads` times each, alternating which goes
 * first, each in a browser of its own; returns each portal with its results in order (the comparisons
 * `lighthouse:blocking` and `lighthouse:ready`: only figures taken in the same minutes compare on
 * these shared machines).
 */
export const compareTwoPortals = async <Result>(
  bases: readonly string[],
  probe: Omit<Probe, 'base'>,
  loads: number,
  loadOnce: (browser: Browser, url: string, side: Side) => Promise<Result>,
  onLoad: (round: number, side: Side, result: Result) => void,
): Promise<{ side: Side; results: Result[] }[]> => {
  const [first, second] = bases;
  if (bases.length !== 2 || !first || !second)
    throw new Error('name two portals, comma-separated (BLOCKING_BASES, READY_BASES)');
  const compared: { side: Side; results: Result[] }[] = [
    { side: { base: first, index: 0 }, results: [] },
    { side: { base: second, index: 1 }, results: [] },
  ];
  await withProbeBrowser({ ...probe, base: first }, (firstBrowser, firstPath) =>
    withProbeBrowser({ ...probe, base: second }, async (secondBrowser, secondPath) => {
      const sides = [
        { ...compared[0]!, browser: firstBrowser, path: firstPath },
        { ...compared[1]!, browser: secondBrowser, path: secondPath },
      ];
      for (let round = 0; round < loads; round += 1) {
        for (const { side, results, browser, path } of round % 2 === 0 ? sides : [...sides].reverse()) {
          const result = await loadOnce(browser, `${side.base}${path}`, side);
          results.push(result);
          onLoad(round + 1, side, result);
        }
      }
    }),
  );
  return compared;
};
