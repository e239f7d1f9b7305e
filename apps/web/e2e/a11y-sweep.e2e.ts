import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import type { Language } from '@portal/contracts/constants';
import { canOpenRoute, subjectFromCredentials } from '@portal/contracts/navigation';
import type { PublicConfig } from '@portal/contracts/public-config';
import { pathTo, ROUTES, type RouteDef, type RouteId } from '@portal/contracts/routes';
import { featureText } from './feature-text';
import { localeText, signIn, signInAndSettle, useArabic, waitForLanding } from './support';
import {
  checkAxe,
  checkPopup,
  checkWidths,
  linksInMain,
  openInApp,
  paramRouteOf,
  waitUntilSettled,
  WIDE,
  type Findings,
} from './sweep-support';

/**
 * The accessibility sweep (decision 0021): every screen each demo role can open — from the contracts route table
 * and its access rules — with a first record of each list, the add forms, the row menus and
 * dialogs, in English and in Arabic: axe (WCAG 2.2 AA) finds nothing, and no page is wider than a
 * 1366 or a 390 px window. One browser context per role and language; the app navigates inside
 * one document, so axe is injected once. The roles go in three groups of the same side; within a
 * group and language a screen another role already passed is not swept again (its shell and its
 * own screens are), which keeps every screen in both languages at a third of the time.
 */
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: WIDE });

/** One demo account per role, in groups that share many screens: the Saudi side, the offices, the foreign side. */
const ROLE_GROUPS = [
  ['admin', 'samol', 'sa-embassy'],
  ['office', 'company', 'employer'],
  ['agency-ph', 'fmol-ph', 'embassy-ph'],
] as const;
const LANGUAGES: Language[] = ['en-US', 'ar-SA'];

/** Pages outside the app's screens: the sign-in round trip and the choice of establishment. */
const NOT_SWEPT_HERE = new Set<string>(['loginCallback', 'appRefresh', 'establishments']);

/** Public pages with a parameter, swept at one sample address (an unknown verification code's answer). */
const PUBLIC_PARAMS: Partial<Record<RouteId, Record<string, string>>> = {
  verifyCode: { code: 'ZZZZZZZZZZZZ' },
};

/**
 * Buttons that open a dialog on a screen (translation keys, `feature:key` for a feature's own
 * texts); the first one present is used.
 */
const DIALOG_OPENERS: Partial<Record<RouteId, string[]>> = {
  'admin.suspensions': ['suspensions.suspend'],
  subusers: ['subusers.add'],
  'admin.jobView': ['jobs.deactivate', 'jobs.activate'],
  'hrPool.dlt': ['hr-pool-dlt:hrPoolDlt.import'],
  'hrPool.oldContracts': ['old-contracts:oldContracts.import.open'],
  // The reason dialog of the agency's or the embassy's rejection, else the office's cancellation.
  'employmentRequests.contract': [
    'employment-requests:employmentRequests.actions.reject.label',
    'employment-requests:employmentRequests.actions.cancel.label',
  ],
};

const openerText = (language: Language, key: string) => {
  const [feature, featureKey] = key.split(':');
  return featureKey ? featureText(feature!, language, featureKey) : localeText(language, key);
};

const featuresOf = async (page: Page) =>
  ((await (await page.request.get('/api/config')).json()) as PublicConfig).features;

/** Checks one page state: axe at the wide size, then the width at both sizes. */
const checkState = async (page: Page, state: string, findings: Findings) => {
  await checkAxe(page, state, findings);
  await checkWidths(page, state, findings);
};

/**
 * The shell's own popups, once per role and language: the account menu and the phone menu (their
 * items follow the role); the feedback dialog, the same for every role, once per group.
 */
const checkShell = async (page: Page, language: Language, findings: Findings, firstOfGroup: boolean) => {
  const banner = page.getByRole('banner');
  await checkPopup(
    page,
    banner.locator('button[aria-haspopup="menu"]'),
    page.getByRole('menu'),
    'account menu',
    findings,
  );
  if (firstOfGroup)
    await checkPopup(
      page,
      banner.getByRole('button', { name: localeText(language, 'feedback.open') }),
      page.getByRole('dialog'),
      'feedback dialog',
      findings,
    );
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPopup(
    page,
    banner.getByRole('button', { name: localeText(language, 'nav.openMenu') }),
    page.locator('.MuiDrawer-modal .MuiDrawer-paper'),
    'phone menu (390 px)',
    findings,
  );
  await page.setViewportSize(WIDE);
};

/** The first row's actions menu and the screen's dialog, when it has them. */
const checkPopupsOf = async (page: Page, route: RouteDef, language: Language, findings: Findings) => {
  const rowMenu = page.locator('main table tbody button[aria-haspopup="menu"]').first();
  if (await rowMenu.isVisible())
    await checkPopup(page, rowMenu, page.getByRole('menu'), `${route.id}: row menu`, findings);
  for (const key of DIALOG_OPENERS[route.id as RouteId] ?? []) {
    const opener = page
      .getByRole('main')
      .getByRole('button', { name: openerText(language, key), exact: true });
    if (!(await opener.isVisible())) continue;
    await checkPopup(page, opener, page.getByRole('dialog'), `${route.id}: dialog`, findings);
    break;
  }
};

/**
 * Visits every route the role can open: those without parameters first; a route with parameters
 * at the first link to it found on a visited page (a list's first record, a record's edit page),
 * else with id 1 (a screen not built yet, or a record of another organisation: its "not found").
 */
const sweepRole = async (
  page: Page,
  routes: RouteDef[],
  language: Language,
  findings: Findings,
  swept: Set<string>,
) => {
  const withParams = routes.filter((route) => route.path.includes(':'));
  const found = new Map<string, string>();
  const queue: { route: RouteDef; path: string }[] = routes
    .filter((route) => !route.path.includes(':') && !swept.has(route.id))
    .map((route) => ({ route, path: pathTo(route.id as RouteId) }));
  const visit = async ({ route, path }: { route: RouteDef; path: string }) => {
    swept.add(route.id);
    await openInApp(page, path);
    const state = `${route.id} ${path}`;
    await checkState(page, state, findings);
    await checkPopupsOf(page, route, language, findings);
    for (const href of await linksInMain(page)) {
      const target = paramRouteOf(href, withParams);
      if (!target || found.has(target.id) || swept.has(target.id)) continue;
      found.set(target.id, href);
      queue.push({ route: target, path: new URL(href, 'http://portal').pathname });
    }
  };
  for (let next = queue.shift(); next; next = queue.shift()) await visit(next);
  for (const route of withParams.filter((candidate) => !found.has(candidate.id) && !swept.has(candidate.id)))
    await visit({ route, path: pathTo(route.id as RouteId, { id: 1 }) });
};

for (const group of ROLE_GROUPS) {
  for (const language of LANGUAGES) {
    test(`${group.join(', ')} in ${language}: every screen they can open passes axe and fits 1366 and 390 px`, async ({
      newPage,
    }) => {
      test.setTimeout(20 * 60_000);
      const findings: Findings = { problems: [], states: [] };
      const swept = new Set<string>();
      for (const account of group) {
        const started = Date.now();
        const before = findings.states.length;
        const page = await newPage({ viewport: WIDE, locale: language });
        const credentials = await signInAndSettle(page, account, language);
        await waitUntilSettled(page);
        const subject = subjectFromCredentials(credentials, await featuresOf(page));
        const routes = ROUTES.filter(
          (route) => route.layout === 'app' && canOpenRoute(route, subject),
        ) as RouteDef[];
        await checkShell(page, language, findings, account === group[0]);
        await sweepRole(page, routes, language, findings, swept);
        // One account's context at a time: closed before the next account's opens.
        await page.context().close();
        test.info().annotations.push({
          type: 'sweep',
          description: `${account}: ${findings.states.length - before} states in ${Math.round((Date.now() - started) / 1000)} s`,
        });
      }
      expect(findings.problems).toEqual([]);
    });
  }
}

for (const language of LANGUAGES) {
  test(`public pages and the establishment choice in ${language}: axe and widths`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    if (language === 'ar-SA') await useArabic(page);
    const findings: Findings = { problems: [], states: [] };
    await page.goto('/');
    await waitUntilSettled(page);
    const pages = ROUTES.filter((route) => route.layout === 'public' && !NOT_SWEPT_HERE.has(route.id));
    // The registry's organisation page opens on the first organisation the registry lists.
    const listed = (await (await page.request.get('/api/public-registry?size=1')).json()) as {
      items: { id: number }[];
    };
    const params: typeof PUBLIC_PARAMS = {
      ...PUBLIC_PARAMS,
      registryOrganization: { id: String(listed.items[0]?.id) },
    };
    for (const route of pages) {
      await openInApp(page, pathTo(route.id as RouteId, params[route.id as RouteId]));
      await checkState(page, `${route.id} /${route.path}`, findings);
    }

    // A person with several establishments chooses one first.
    await signIn(page, 'multi', { language });
    await waitForLanding(page);
    await expect(page).toHaveURL(/\/establishments$/);
    await waitUntilSettled(page);
    await checkState(page, 'establishments /establishments', findings);
    expect(findings.problems).toEqual([]);
  });
}
