import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@portal/contracts/constants';
import { routeById } from '@portal/contracts/routes';
import { expectNoAxeViolations } from './axe';
import { apiAs } from './api-call';
import { featureText } from './feature-text';
import { localeText, signInAndSettle } from './support';

/**
 * The server's first screen of the public pages (decision 0066): the page arrives with its content in
 * the browser's language, drawn before any JavaScript runs, and the application then replaces it in
 * place: the same heading at the same place, nothing shifted, no loading screen in between, one
 * heading for screen readers, and the page passes axe.
 */
const PAGES = ['/', '/login', '/faq', '/verify', '/registry', '/my-contract'];
const LANGUAGES: Language[] = ['en-US', 'ar-SA'];

// The replacement with the theme's full motion: the rest of the suite asks for reduced motion.
test.use({ reducedMotion: 'no-preference' });

/**
 * Holds the application's JavaScript: `hold()` closes the gate for the next load and gives the function
 * that opens it (one route for the page's whole life: a route removed while requests wait on it fails them).
 */
const scriptGate = async (page: Page) => {
  let gate: Promise<void> = Promise.resolve();
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
};

type Box = { text: string | null; x: number; y: number; width: number; height: number };

const headingBox = (page: Page, mark: boolean): Promise<Box> =>
  page.locator('h1').evaluate((heading, markIt) => {
    if (markIt) (heading as HTMLElement & { firstScreen?: boolean }).firstScreen = true;
    const box = heading.getBoundingClientRect();
    const round = (value: number) => Math.round(value * 2) / 2;
    return {
      text: heading.textContent,
      x: round(box.x),
      y: round(box.y),
      width: round(box.width),
      height: round(box.height),
    };
  }, mark);

/** Records layout shifts and whether `#root` ever showed anything but a page (emptied, the loading bar). */
const watchTakeover = (page: Page) =>
  page.evaluate(() => {
    const state = window as unknown as { shifts: number; flashed: boolean };
    state.shifts = 0;
    state.flashed = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const root = document.getElementById('root')!;
    new MutationObserver(() => {
      if (!root.querySelector('h1') || root.querySelector('[role="status"][aria-label="Loading"]'))
        state.flashed = true;
    }).observe(root, { childList: true });
  });

for (const language of LANGUAGES) {
  test.describe(`first screens in ${language}`, () => {
    test.use({ locale: language });

    test(`the public pages in ${language} are drawn before their code and replaced in place, axe`, async ({
      page,
    }) => {
      test.setTimeout(6 * 60_000);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|hydrat/i.test(message.text())) refused.push(message.text());
      });
      const dir = language === 'ar-SA' ? 'rtl' : 'ltr';
      const hold = await scriptGate(page);
      for (const path of PAGES) {
        const release = hold();
        const response = await page.goto(path, { waitUntil: 'commit' });
        expect(await response?.text(), path).toContain(`data-first-screen="${language}"`);
        expect(response?.headers()['vary'], path).toContain('accept-language');
        await expect(page.locator('h1'), path).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        // Before the code: the controls wait for it (what is typed there would be lost).
        const before = await headingBox(page, true);
        await watchTakeover(page);
        release();
        await page.waitForFunction(() => {
          const heading = document.querySelector('h1') as (HTMLElement & { firstScreen?: boolean }) | null;
          return heading !== null && heading.firstScreen !== true;
        });
        await page.waitForLoadState('networkidle');
        expect(await headingBox(page, false), path).toEqual(before);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await expect(page.locator('#root [inert]'), path).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const { shifts, flashed } = await page.evaluate(() => {
          const state = window as unknown as { shifts: number; flashed: boolean };
          return { shifts: state.shifts, flashed: state.flashed };
        });
        expect(flashed, `${path}: the root showed no page in between`).toBe(false);
        expect(shifts, `${path}: layout shift`).toBeLessThan(0.01);
        await expectNoAxeViolations(page);
      }
      expect(refused).toEqual([]);
    });
  });
}

test.describe('a first screen in another language than the stored choice', () => {
  test.use({ locale: 'en-US' });

  test('is hidden and replaced by the page in the stored language; the next load comes in it', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar-SA'));
    const release = (await scriptGate(page))();
    const response = await page.goto('/faq', { waitUntil: 'commit' });
    // The server knew only the browser's English; the guard in the page hides that first screen.
    expect(await response?.text()).toContain('data-first-screen="en-US"');
    await expect(page.locator('html')).toHaveAttribute('data-first-screen-stale', '');
    await expect(page.locator('h1')).toBeHidden();
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen-stale', '');

    // The boot script kept the language in a cookie: the server now sends the Arabic first screen.
    const next = await page.goto('/faq', { waitUntil: 'commit' });
    expect(await next?.text()).toContain('data-first-screen="ar-SA"');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen-stale', '');
  });
});

test.describe("the worker's own check in a browser preferring Filipino", () => {
  test.use({ locale: 'fil-PH' });

  // The page's own language choice (decision 0055): the server knows the portal's two languages only
  // and sends the English first screen; the guard hides it, and the page starts in Filipino.
  test('hides the English first screen and shows the page in Filipino', async ({ page }) => {
    const release = (await scriptGate(page))();
    const response = await page.goto('/my-contract', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('data-first-screen="en-US"');
    await expect(page.locator('html')).toHaveAttribute('data-first-screen-stale', '');
    await expect(page.locator('h1')).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Tingnan ang aking kontrata' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main [lang="fil-PH"]').first()).toHaveAttribute('dir', 'ltr');
    // The portal around the content keeps its language.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen-stale', '');
    await expect(page.locator('#root [inert]')).toHaveCount(0);
  });

  // The link an agency shares names the language (`?lang=fil-PH`): the build wrote that first screen,
  // Filipino content in the portal's English frame, and it shows before any JavaScript runs.
  test('shows the Filipino first screen of an address that names it, before the code', async ({ page }) => {
    const release = (await scriptGate(page))();
    const response = await page.goto('/my-contract?lang=fil-PH', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('data-first-screen="en-US"');
    const heading = page.getByRole('heading', { level: 1, name: 'Tingnan ang aking kontrata' });
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen-stale', '');
    await expect(page.locator('main [lang="fil-PH"]').first()).toHaveAttribute('dir', 'ltr');
    release();
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await expect(heading).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test.describe("a key pressed on a first screen's link", () => {
  test.use({ locale: 'en-US' });

  // The first screen's links are links before the code and while React replaces them (decision 0066):
  // Enter on one is followed whether it lands on the server's link (a page load) or on the
  // application's, where the focus moved with the replacement (a move within the application).
  test('is followed before the code arrives and while it replaces the first screen', async ({ page }) => {
    const hold = await scriptGate(page);
    for (const moment of ['before the code', 'as the code arrives']) {
      const release = hold();
      await page.goto('/', { waitUntil: 'commit' });
      const join = page.locator('#root[data-first-screen] a[href="/rf"]').first();
      await join.focus();
      if (moment === 'as the code arrives') release();
      await page.keyboard.press('Enter');
      release();
      await expect(page, moment).toHaveURL(/\/rf$/);
      await expect(page.locator('main h1'), moment).toHaveText('Registration Form');
    }
  });
});

for (const language of LANGUAGES) {
  test.describe(`a signed-in page's first screen in ${language} (decision 0075)`, () => {
    test.use({ locale: language });

    test(`the office's request list in ${language} comes drawn from the server, then the page replaces it`, async ({
      page,
    }) => {
      test.setTimeout(4 * 60_000);
      const credentials = await signInAndSettle(page, 'office', language);
      const organization =
        (language === 'ar-SA' ? credentials.organization.name.ar : credentials.organization.name.en) ??
        credentials.organization.name.en;
      const title = localeText(language, routeById('employmentRequests').titleKey);
      const release = (await scriptGate(page))();
      const response = await page.goto('/employment-requests', { waitUntil: 'commit' });
      expect(await response?.text()).toContain(`data-first-screen="${language}"`);
      // Before any of the application's code: the app bar with the stored organisation, the title.
      const firstScreen = page.locator('#root[data-first-screen]');
      await expect(firstScreen.getByText(title, { exact: true })).toBeVisible();
      const shownName = await firstScreen
        .locator('[data-first-screen-organization]')
        .evaluate((slot) => getComputedStyle(slot, '::before').content);
      expect(shownName).toBe(JSON.stringify(organization));
      await expect(page.locator('html')).not.toHaveAttribute('data-first-screen-stale', '');
      await watchTakeover(page);
      release();
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(page.locator('#root[data-first-screen]')).toHaveCount(0);
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, 'layout shift').toBeLessThan(0.05);
      await expectNoAxeViolations(page);
    });
  });
}

/**
 * Holds the application's entry (the boot script) and lets the early paint's modules through: what
 * a signed-in first screen draws from its first data comes before any of the application's code
 * (decision 0078).
 */
const holdApplication = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

for (const language of LANGUAGES) {
  test.describe(`a contract's first screen in ${language} (decision 0078)`, () => {
    test.use({ locale: language });

    test(`draws the contract's heading with its number before the application's code, then the page's heading in its place`, async ({
      page,
    }) => {
      test.setTimeout(4 * 60_000);
      const credentials = await signInAndSettle(page, 'office', language);
      const list = (await apiAs(page, credentials, 'GET', '/api/partnership/contracts?page=0&size=20')) as {
        items: { id: number; number: string | null }[];
      };
      const contract = list.items.find((item) => item.number);
      expect(contract, 'an approved contract of the demo office').toBeDefined();
      const name = featureText('partnership-contracts', language, 'partnershipContracts.numberName', {
        number: contract?.number ?? '',
      });
      const heading = featureText('partnership-contracts', language, 'partnershipContracts.title', { name });
      const release = await holdApplication(page);
      await page.goto(`/partnership-contracts/${contract?.id}`, { waitUntil: 'commit' });
      const early = page.locator('#root[data-first-screen] [data-first-screen-title]');
      await expect(early).toHaveText(heading, { timeout: 60_000 });
      await watchTakeover(page);
      release();
      await expect(page.locator('main h1')).toHaveText(heading, { timeout: 60_000 });
      await expect(page.locator('#root[data-first-screen]')).toHaveCount(0);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, 'layout shift').toBeLessThan(0.05);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("the dashboard's first screen (decisions 0065, 0078)", () => {
  test.use({ locale: 'en-US' });

  // The licence notice, the dashboard's largest paint, comes with the early summary before any of the
  // application's code; the page's own Alert then takes its place in a box of the same size.
  test('shows the licence notice from the early summary before the application, the size of its own', async ({
    page,
  }) => {
    test.setTimeout(4 * 60_000);
    await signInAndSettle(page, 'office', 'en-US');
    const release = await holdApplication(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const early = page
      .locator('#root[data-first-screen] [aria-busy="true"]')
      .getByText(/^Your licence expires on /);
    await expect(early).toBeVisible({ timeout: 60_000 });
    const earlyText = await early.textContent();
    const earlyBox = await early.boundingBox();
    release();
    const alert = page.getByTestId('licence-state');
    await expect(alert).toBeVisible({ timeout: 60_000 });
    await expect(alert).toHaveText(earlyText ?? '');
    await expect(early).toHaveCount(0);
    const alertBox = await alert.boundingBox();
    expect(alertBox?.width).toBeCloseTo(earlyBox?.width ?? 0, 0);
    expect(alertBox?.height).toBeCloseTo(earlyBox?.height ?? 0, 0);
  });
});

test.describe("a signed-in page's first screen without a stored session", () => {
  test.use({ locale: 'en-US' });

  test('is hidden, and the visitor is asked to sign in', async ({ page }) => {
    const release = (await scriptGate(page))();
    const response = await page.goto('/employment-requests', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('data-first-screen="en-US"');
    await expect(page.locator('html')).toHaveAttribute('data-first-screen-stale', '');
    await expect(page.locator('#root')).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen-stale', '');
  });
});
