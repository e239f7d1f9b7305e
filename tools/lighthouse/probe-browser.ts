import { launch } from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '@portal/contracts/chromium';
import { signedInBrowser } from './sign-in';

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
