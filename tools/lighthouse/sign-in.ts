import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** The demo office (apps/api's demo seed), whose pages `npm run lighthouse` measures signed in. */
export const DEMO_OFFICE = { username: 'office', password: 'demo' };

const WAIT = { timeout: 120_000 };

/** Clicks the first element matching `selector` inside `page` (the app's MUI buttons re-render often). */
const click = async (page: Page, selector: string) => {
  await page.waitForSelector(selector, { visible: true, ...WAIT }).catch(async (error: unknown) => {
    const text = (await page.evaluate('document.body.innerText.slice(0, 200)').catch(() => '')) as string;
    throw new Error(`${selector} did not show at ${page.url()} (${text.replace(/\s+/g, ' ')})`, {
      cause: error,
    });
  });
  await page.$eval(selector, (element) => (element as unknown as { click: () => void }).click());
};

/**
 * Signs in through the portal's own pages, as a person does: `/login` with "remember me" (the tokens
 * then live in local storage, which Lighthouse's new tab reads; session storage is per tab), the
 * provider's form, the way back; then the travel-booking offer is answered once (it is remembered per
 * profile), so the audited loads show what a returning office sees. Returns the page's language.
 */
const signInOn = async (page: Page, baseUrl: string, user = DEMO_OFFICE): Promise<string> => {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'load', ...WAIT });
  // `/login` opens on the build's first screen, whose controls are inert until the application
  // replaces it (decision 0066): a box ticked there by script was replaced by an unticked one, the
  // tokens went to session storage and the audits' new tab opened signed out.
  await page.waitForFunction("!document.querySelector('#root[data-first-screen]')", WAIT);
  await page.waitForSelector('main input[type="checkbox"]', WAIT);
  const remembered = await page.$eval(
    'main input[type="checkbox"]',
    (box) => (box as unknown as { checked: boolean }).checked,
  );
  if (!remembered) await click(page, 'main input[type="checkbox"]');
  // The button starts the redirect once the sign-in code has loaded; on a busy machine a click may
  // come before the page is ready for it, so it is repeated until the provider's form shows.
  let form = null;
  for (let attempt = 0; attempt < 4 && !form; attempt += 1) {
    if (!page.url().includes('/auth/')) await click(page, 'main button.MuiButton-contained');
    form = await page.waitForSelector('input[name="username"]', { timeout: 30_000 }).catch(() => null);
  }
  if (!form) throw new Error(`the sign-in form did not show (at ${page.url()})`);
  await page.type('input[name="username"]', user.username);
  await page.type('input[name="password"]', user.password);
  await Promise.all([page.waitForNavigation(WAIT), click(page, 'form button[type="submit"]')]);
  // Browser code as text: this package is type-checked without the DOM's types.
  await page.waitForFunction(
    "!/\\/(login|auth|app\\/refresh)/.test(window.location.pathname) && document.querySelector('main h1')",
    WAIT,
  );
  // The booking offer (once per profile, remembered in local storage): "Not now".
  const offer = await page
    .waitForSelector('[data-testid="booking-modal"] [role="dialog"] button', { timeout: 5_000 })
    .catch(() => null);
  if (offer) await offer.click();
  return (await page.evaluate('document.documentElement.lang')) as string;
};

export type SignedInBrowser = {
  /** Signs in again (before the token gets near its end; it lasts 15 minutes); the page's language. */
  signIn: () => Promise<string>;
  /** A cold load for the next audit: the HTTP cache emptied, the stored session kept. */
  clearCache: () => Promise<void>;
  /** The first partnership contract the office sees, as a path (`/partnership-contracts/12`). */
  firstContractPath: () => Promise<string>;
  disconnect: () => Promise<void>;
};

/** Drives the Chromium Lighthouse uses (at `port`) to hold a signed-in session for the audits. */
export const signedInBrowser = async (port: number, baseUrl: string): Promise<SignedInBrowser> => {
  const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  return {
    signIn: async () => {
      // A fresh session: a signed-in browser would leave /login for its landing page.
      await session.send('Storage.clearDataForOrigin', {
        origin: new URL(baseUrl).origin,
        storageTypes: 'all',
      });
      return signInOn(page, baseUrl);
    },
    clearCache: async () => {
      await session.send('Network.clearBrowserCache');
    },
    firstContractPath: async () => {
      await page.goto(`${baseUrl}/partnership-contracts`, { waitUntil: 'load', ...WAIT });
      const link = await page.waitForSelector('main table a[href^="/partnership-contracts/"]', WAIT);
      const href = await link?.evaluate((anchor) => anchor.getAttribute('href'));
      if (!href) throw new Error('the demo office sees no partnership contract');
      return href;
    },
    disconnect: async () => {
      await page.close();
      await browser.disconnect();
    },
  };
};
