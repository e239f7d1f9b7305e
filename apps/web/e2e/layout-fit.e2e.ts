import { expect, test, type Page } from '@playwright/test';
import { localeText, signInAndSettle, useArabic } from './support';
import { waitUntilSettled } from './sweep-support';

/** Pages load lazily on a machine shared with other test runs: generous waits, no fixed sleeps. */
const slow = { timeout: 30_000 };

type Language = 'en-US' | 'ar-SA';
const LANGUAGES: Language[] = ['en-US', 'ar-SA'];
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
/** The list pages with an Actions column (decision 0018), per demo account that opens them. */
const LISTS_BY_ACCOUNT: Record<string, string[]> = {
  admin: ['/organization', '/admin/users', '/license-update'],
  office: ['/subusers', '/license-update'],
};

/**
 * Waits until the page's list has loaded (not busy, its pagination shown) and nothing on it still
 * loads: a row's status chip arriving after its rows could move the buttons under the check.
 */
const listLoaded = async (page: Page) => {
  await expect(page.locator('main h1')).toBeVisible(slow);
  await expect(page.locator('main table[aria-busy="true"]')).toHaveCount(0, slow);
  await expect(page.locator('main .list-pagination').first()).toBeVisible(slow);
  await waitUntilSettled(page);
};

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));

/**
 * For every previous/next page button: scrolled into view, the element at its centre is the button
 * (a disabled button lets the pointer through to its own pagination bar, never to something above it).
 */
const paginationHits = (page: Page, labels: string[]) =>
  page.evaluate(async (names) => {
    const buttons = [...document.querySelectorAll<HTMLElement>('main .list-pagination button')].filter(
      (button) => names.includes(button.getAttribute('aria-label') ?? ''),
    );
    const results: string[] = [];
    for (const button of buttons) {
      for (const edge of ['end', 'start'] as const) {
        // The list may still settle (rows arriving, the layout growing) while it is scrolled: scrolled
        // again, frame after frame, until the button's centre is in the window.
        const inWindow = (box: DOMRect) =>
          box.x + box.width / 2 >= 0 &&
          box.x + box.width / 2 <= window.innerWidth &&
          box.y + box.height / 2 >= 0 &&
          box.y + box.height / 2 <= window.innerHeight;
        let box = button.getBoundingClientRect();
        for (let frame = 0; frame < 30; frame += 1) {
          button.scrollIntoView({ block: edge, inline: 'nearest' });
          // A frame, or 100 ms where headless Chromium paints none (sweep-support's nextFrames).
          await new Promise((resolve) => {
            const timer = setTimeout(resolve, 100);
            requestAnimationFrame(() => {
              clearTimeout(timer);
              resolve(null);
            });
          });
          box = button.getBoundingClientRect();
          if (inWindow(box)) break;
        }
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const bar = button.closest('.list-pagination');
        const fine =
          hit !== null && (button.contains(hit) || (button.matches(':disabled') && bar?.contains(hit)));
        results.push(
          `${button.getAttribute('aria-label')} (${edge}): ${fine ? 'itself' : (hit?.outerHTML.slice(0, 80) ?? 'nothing')}`,
        );
      }
    }
    return results;
  }, labels);

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`${language} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });
      const text = (key: string) => localeText(language, key);

      for (const [account, paths] of Object.entries(LISTS_BY_ACCOUNT)) {
        test(`${account}: lists fit the window and nothing covers their page buttons`, async ({ page }) => {
          test.setTimeout(180_000);
          await signInAndSettle(page, account, language);
          const labels = [text('list.nextPage'), text('list.previousPage')];
          for (const path of paths) {
            await page.goto(path);
            await listLoaded(page);
            const width = await pageWidth(page);
            expect(width.scroll, `${path} is no wider than the window`).toBeLessThanOrEqual(width.window);
            const hits = await paginationHits(page, labels);
            expect(hits.length, `${path} has its page buttons`).toBeGreaterThanOrEqual(4);
            expect(hits, `${path} page buttons`).toEqual(hits.map((hit) => hit.replace(/: .*$/, ': itself')));
          }
        });
      }

      test('the home page links to the registration form, whose heading takes the focus', async ({
        page,
      }) => {
        if (language === 'ar-SA') await useArabic(page);
        await page.goto('/');
        // The keyboard acts on the application's page, not on the server's first screen it replaces
        // (decision 0066): the first screen's attribute goes with React's first commit.
        await expect(page.locator('#root[data-first-screen]')).toHaveCount(0, slow);
        const join = page.getByRole('link', { name: text('home.hero.register') });
        await expect(join).toHaveAttribute('href', '/rf');
        await join.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/rf$/, slow);
        const heading = page.locator('main h1');
        await expect(heading).toHaveText(text('routes.registrationForm.title'), slow);
        await expect(heading).toBeFocused(slow);
        const width = await pageWidth(page);
        expect(width.scroll).toBeLessThanOrEqual(width.window);
      });
    });
  }
}

for (const language of LANGUAGES) {
  test(`${language}: after a menu choice focus is on the new page's heading`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAndSettle(page, 'admin', language);
    const text = (key: string) => localeText(language, key);
    const link = page
      .getByRole('navigation', { name: text('nav.main') })
      .getByRole('link', { name: text('routes.adminUsers.title'), exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/users$/, slow);
    const heading = page.locator('main h1');
    await expect(heading).toHaveText(text('routes.adminUsers.title'), slow);
    await expect(heading).toBeFocused(slow);
    // The FAQ's answer on joining links to the form too.
    await page.goto('/faq');
    await page.getByRole('button', { name: text('faq.items.q2.question') }).click(slow);
    await expect(page.getByRole('link', { name: text('faq.registerLink') })).toHaveAttribute(
      'href',
      '/rf',
      slow,
    );
  });
}
