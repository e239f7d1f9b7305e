import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '@portal/contracts/routes';
import { axeViolations } from './axe';
import { waitForTransitions } from './transitions';

/** The window sizes every page must fit (decisions 0018, 0021): a laptop and a phone. */
export const WIDE = { width: 1366, height: 900 };
export const NARROW = { width: 390, height: 844 };

/** What one sweep found: each line names the page state and the problem. */
export type Findings = { problems: string[]; states: string[] };

/**
 * Whether the page has been settled for `quietMs`: one key while it still works (route loading bar,
 * skeletons, busy tables) gives null, else its path and heading; the page is settled when that key
 * has stayed the same for `quietMs` (a redirect or a late render changes it). Checked in the page
 * itself every frame or so, not by a round trip per look: under load each round trip costs as much
 * as the render it waits for. The state is kept under the call's token. Transitions are waited for
 * afterwards, by the one rule of transitions.ts.
 */
const settledFor = ({ token, quietMs }: { token: string; quietMs: number }): boolean => {
  const busy = document.querySelector(
    // `portal-skeleton`: components/skeleton.tsx's SKELETON_CLASS (the page's loading placeholders).
    '.portal-skeleton, [aria-busy="true"], .MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate',
  );
  const loadingBar = [...document.querySelectorAll('[role="progressbar"]')].some(
    (bar) => getComputedStyle(bar).position === 'fixed',
  );
  const heading = document.querySelector('h1');
  const key =
    busy || loadingBar || !heading
      ? null
      : `${location.pathname}${location.search}|${heading.textContent ?? ''}`;
  const store = window as unknown as {
    portalSettle?: { token: string; key: string | null; since: number };
  };
  const now = performance.now();
  const seen = store.portalSettle;
  if (!seen || seen.token !== token || seen.key !== key || key === null) {
    store.portalSettle = { token, key, since: now };
    return false;
  }
  return now - seen.since >= quietMs;
};

let settleCalls = 0;

export const waitUntilSettled = async (page: Page): Promise<void> => {
  settleCalls += 1;
  try {
    await page.waitForFunction(
      settledFor,
      { token: `${process.pid}-${settleCalls}`, quietMs: 150 },
      { polling: 50, timeout: 60_000 },
    );
  } catch (error) {
    throw new Error(`page ${page.url()} did not settle: ${(error as Error).message}`);
  }
  await waitForTransitions(page);
};

/** Client-side navigation in the running app: the document (and the axe in it) stays. */
export const openInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitUntilSettled(page);
};

/** The elements sticking out of the window, to say what to fix. */
const widthReport = () => {
  const limit = document.documentElement.clientWidth;
  const width = document.documentElement.scrollWidth;
  if (width <= limit) return null;
  const culprits = [...document.querySelectorAll('body *')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > limit + 1 || box.left < -1);
    })
    .filter(
      (element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= limit + 1,
    )
    .slice(0, 3)
    .map((element) => {
      const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 2);
      return [element.tagName.toLowerCase(), ...classes].join('.');
    });
  return `${width}px in ${limit}px (${culprits.join(', ') || 'no single element'})`;
};

/**
 * Two frames after a resize, so resize observers and the renders they start have run; at most a
 * second. Headless Chromium once painted no frame at all after a resize for the rest of a CI run's
 * test (20 minutes waiting here, timers still running): the width read that follows forces layout
 * anyway, so a page that paints no frame is measured after the second.
 */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
          }),
        );
      }),
  );

/** No sideways scrolling at either window size: checked at the wide size, then narrowed and back. */
export const checkWidths = async (page: Page, state: string, findings: Findings): Promise<void> => {
  const check = async (size: { width: number; height: number }) => {
    const wider = await page.evaluate(widthReport);
    if (wider)
      findings.problems.push(`${state} at ${size.width}×${size.height}: wider than the window, ${wider}`);
  };
  await check(WIDE);
  await page.setViewportSize(NARROW);
  await nextFrames(page);
  await check(NARROW);
  await page.setViewportSize(WIDE);
  await nextFrames(page);
};

/** Axe on the current state; every violation is kept with the state's name. */
export const checkAxe = async (page: Page, state: string, findings: Findings): Promise<void> => {
  // The pointer rests where the last click left it: move it off the content so no hover tint counts.
  await page.mouse.move(0, 0);
  await waitUntilSettled(page);
  findings.states.push(state);
  for (const violation of await axeViolations(page)) findings.problems.push(`${state}: ${violation}`);
};

/** Opens a menu or dialog with `opener`, checks it, and closes it again with Escape. */
export const checkPopup = async (
  page: Page,
  opener: Locator,
  popup: Locator,
  state: string,
  findings: Findings,
): Promise<void> => {
  await opener.click();
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await waitUntilSettled(page);
  await checkAxe(page, state, findings);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden({ timeout: 30_000 });
  await waitUntilSettled(page);
};

/** `admin/job/:id` -> a pattern of the paths it matches. */
const patternOf = (route: RouteDef) =>
  new RegExp(
    `^/${route.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

const STATIC_PATHS = new Set(
  ROUTES.filter((route) => !route.path.includes(':')).map((route) => `/${route.path}`),
);

/**
 * The route with parameters that a link of the page leads to: a record from a list, an edit page
 * from a record. Links to a route without parameters (`admin/job/add`) are that route.
 */
export const paramRouteOf = (href: string, candidates: readonly RouteDef[]): RouteDef | undefined => {
  const path = new URL(href, 'http://portal').pathname;
  if (STATIC_PATHS.has(path)) return undefined;
  return candidates.find((route) => patternOf(route).test(path));
};

/** The app's own links inside the page content (not the menus). */
export const linksInMain = (page: Page): Promise<string[]> =>
  page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
