import type { Locator, Page } from '@playwright/test';
import { expect, test } from './contexts';
import type { FmolStatistics } from '@portal/contracts/dashboard';
import { apiAs } from './api-call';
import { featureText } from './feature-text';
import { expectNoAxeViolations, localeText, SERVER_WORK } from './support';
import { signedIn } from './sides';

type Language = 'en-US' | 'ar-SA';

const text = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('dashboard', language, key, values);

const PAGE_SIZE = 10;

/**
 * Scrolls to the first chart in `scope` and waits for it: a chart is drawn once it comes near the
 * window (decision 0095), as a person scrolling down sees it. Scrolled in the page, not by a locator:
 * the space it scrolls to is replaced by the chart.
 */
const showChart = async (scope: Page | Locator) => {
  const chart = scope.getByTestId('dashboard-chart').first();
  await expect(scope.getByTestId('dashboard-chart-space').or(chart).first()).toBeAttached(SERVER_WORK);
  const root = 'goto' in scope ? scope.locator('body') : scope;
  await root.evaluate((element) =>
    element.querySelector('[data-testid="dashboard-chart-space"]')?.scrollIntoView({ block: 'center' }),
  );
  await expect(chart).toBeVisible(SERVER_WORK);
};

const openDashboard = async (page: Page, language: Language) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: text(language, 'dashboard.waiting.title') })).toBeVisible(
    SERVER_WORK,
  );
  await showChart(page);
};

/** The list's pagination line for `count` records on its first page ("1–3 of 3"). */
const displayedRows = (language: Language, count: number) =>
  localeText(language, 'list.displayedRows')
    .replace('{{from}}', '1')
    .replace('{{to}}', String(Math.min(count, PAGE_SIZE)))
    .replace('{{count}}', String(count));

/** Follows a dashboard link and checks that the list it opens is filtered and shows `count` records. */
const expectListShows = async (
  page: Page,
  language: Language,
  href: string,
  count: number,
  wait: { timeout: number } = SERVER_WORK,
) => {
  await page.goto(href);
  const status = new URL(href, 'http://portal').searchParams.get('status');
  expect(status).not.toBeNull();
  await expect(page).toHaveURL(new RegExp(`[?&]status=${status}`));
  await expect(page.getByText(displayedRows(language, count), { exact: true })).toBeVisible(wait);
  await expect(page.getByRole('main').getByRole('table').locator('tbody tr')).toHaveCount(
    Math.min(count, PAGE_SIZE),
    wait,
  );
};

/** Every status row of a "by status" table: its count and where its link goes. */
const statusLinks = async (page: Page, caption: string) => {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible(SERVER_WORK);
  const links = table.getByRole('link');
  const found: { href: string; count: number }[] = [];
  for (let index = 0; index < (await links.count()); index++) {
    const link = links.nth(index);
    found.push({ href: (await link.getAttribute('href'))!, count: Number(await link.textContent()) });
  }
  return found;
};

/** The "what waits on me" cards that open a list: their count and link. */
const waitingLinks = async (page: Page) => {
  const cards = page.locator(
    '[data-testid^="waiting-employmentRequests-"], [data-testid^="waiting-partnershipContracts-"]',
  );
  const found: { href: string; count: number }[] = [];
  for (let index = 0; index < (await cards.count()); index++) {
    const card = cards.nth(index);
    found.push({
      href: (await card.getByRole('link').getAttribute('href'))!,
      count: Number(await card.getByTestId('waiting-count').textContent()),
    });
  }
  return found;
};

// One language per account keeps the run short; between them both languages are followed.
const ACCOUNTS = [
  ['office', 'en-US'],
  ['agency-ph', 'ar-SA'],
  ['fmol-ph', 'en-US'],
  ['office', 'ar-SA'],
] as const;

for (const [username, language] of ACCOUNTS) {
  test(`${username} (${language}): the dashboard's counts equal what its links' filtered lists show`, async ({
    newPage,
  }) => {
    test.setTimeout(480_000);
    const { page } = await signedIn(newPage, username, language);
    await openDashboard(page, language);
    await expectNoAxeViolations(page);

    const requests = await statusLinks(page, text(language, 'dashboard.requests.caption'));
    const contracts = await statusLinks(page, text(language, 'dashboard.contracts.caption'));
    const waiting = await waitingLinks(page);
    expect(requests.length, 'requests by status').toBeGreaterThan(0);
    if (username === 'agency-ph')
      expect(waiting.length, 'agency-ph has requests and contracts waiting').toBe(2);

    for (const { href, count } of [...waiting, ...requests, ...contracts])
      expect(count, href).toBeGreaterThan(0);
    // Every status's count against its filtered list is the API suite's (dashboard/routes.test.ts);
    // here one link of each kind is followed: a waiting card's and a contracts status's (the
    // requests' first one is clicked below).
    for (const { href } of [waiting[0], contracts[0]].filter((link) => link !== undefined)) {
      // Other tests act as the same account meanwhile (a new request moves a count): the dashboard
      // and the list are read again, one after the other, until they agree.
      await expect(async () => {
        await openDashboard(page, language);
        const links = [
          ...(await waitingLinks(page)),
          ...(await statusLinks(page, text(language, 'dashboard.requests.caption'))),
          ...(await statusLinks(page, text(language, 'dashboard.contracts.caption'))),
        ];
        const now = links.find((link) => link.href === href)?.count;
        // Gone from the dashboard meanwhile (its last record moved on): nothing left to compare.
        if (now === undefined) return;
        await expectListShows(page, language, href, now, { timeout: 20_000 });
      }).toPass({ timeout: 300_000 });
    }
    // The first link, followed by a click as a person would. Its count is read just before the click:
    // other tests move the account's requests meanwhile, so a mismatch reads both again.
    await expect(async () => {
      await openDashboard(page, language);
      const first = page
        .getByRole('table', { name: text(language, 'dashboard.requests.caption') })
        .getByRole('link')
        .first();
      const count = Number(await first.textContent());
      await first.click();
      await expect(page).toHaveURL(/\/employment-requests\?status=/, SERVER_WORK);
      await expect(page.getByText(displayedRows(language, count), { exact: true })).toBeVisible({
        timeout: 20_000,
      });
    }).toPass({ timeout: 300_000 });
  });
}

test('@flags-on fmol-ph sees the requests over time and its agencies, each chart with its table, in both languages', async ({
  newPage,
}) => {
  test.setTimeout(480_000);
  for (const language of ['en-US', 'ar-SA'] as const) {
    const { page, credentials } = await signedIn(newPage, 'fmol-ph', language);
    await openDashboard(page, language);
    const analytics = page.getByRole('region', { name: text(language, 'dashboard.analytics.title') });
    await showChart(analytics);
    const fmol = page.getByRole('region', { name: text(language, 'dashboard.fmol.title') });
    await showChart(fmol);
    await expectNoAxeViolations(page);

    await analytics.getByRole('button', { name: text(language, 'dashboard.showTable') }).click();
    const table = analytics.getByRole('table', { name: text(language, 'dashboard.analytics.caption') });
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(analytics.getByTestId('dashboard-chart')).toHaveCount(0);

    const statistics = (await apiAs(
      page,
      credentials,
      'GET',
      '/api/dashboard/fmol-statistics',
    )) as FmolStatistics;
    expect(statistics.agencies.length).toBeGreaterThan(0);
    await fmol.getByRole('button', { name: text(language, 'dashboard.showTable') }).click();
    const agencies = fmol.getByRole('table', { name: text(language, 'dashboard.fmol.caption') });
    await expect(agencies.locator('tbody tr')).toHaveCount(statistics.agencies.length);
    const first = statistics.agencies[0]!;
    const name = language === 'ar-SA' ? first.agency.name.ar : first.agency.name.en;
    await expect(agencies.getByRole('row', { name: new RegExp(name) })).toContainText(String(first.requests));
    await expectNoAxeViolations(page);
    await page.context().close();
  }
});
