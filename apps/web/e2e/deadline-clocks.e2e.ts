import { expect, test } from './contexts';
import type { WaitingClocks } from '@portal/contracts/clocks/schemas';
import { apiAs } from './api-call';
import { featureText } from './feature-text';
import { expectNoAxeViolations, localeText, SERVER_WORK } from './support';
import { signedIn } from './sides';

const LANGUAGES = ['en-US', 'ar-SA'] as const;

// Decision 0056: the office's "what waits on me" lists the deadlines it owes, nearest due first.
for (const language of LANGUAGES) {
  test(`office (${language}): the dashboard lists its deadlines nearest due first, each opening its record with its countdown`, async ({
    newPage,
  }) => {
    test.setTimeout(300_000);
    const { page, credentials } = await signedIn(newPage, 'office', language);
    // The demo requests' clocks are opened by the backfill at the first start: wait for them.
    await expect(async () => {
      const waiting = (await apiAs(page, credentials, 'GET', '/api/clocks/waiting?size=1')) as WaitingClocks;
      expect(waiting.total).toBeGreaterThan(0);
    }).toPass({ timeout: 120_000 });

    await page.goto('/dashboard');
    const section = page.getByRole('region', {
      name: featureText('dashboard', language, 'dashboard.waiting.title'),
    });
    await expect(
      section.getByRole('heading', {
        name: featureText('dashboard', language, 'dashboard.nearestDue.title'),
      }),
    ).toBeVisible(SERVER_WORK);
    const items = section.getByTestId('nearest-due-item');
    await expect(items.first()).toBeVisible(SERVER_WORK);
    const dues = await section
      .getByTestId('clock-countdown')
      .locator('time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
    expect(dues.length).toBeGreaterThan(0);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    await expectNoAxeViolations(page);

    await items.first().getByRole('link').click();
    const deadlines = page.getByRole('region', { name: localeText(language, 'clocks.title') });
    await expect(deadlines).toBeVisible(SERVER_WORK);
    await expect(deadlines.getByTestId('clock-countdown').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// Decisions 0056, 0058: the programme's admins have no dashboard (spec 6); what waits on them (the
// clocks no organisation owes: the licence reviews, the answers of an embassy the portal does not
// have) heads the organisations list, where they land.
for (const language of LANGUAGES) {
  test(`admin (${language}): lands on the organisations list, which opens with the reviews waiting on the admins`, async ({
    newPage,
  }) => {
    test.setTimeout(300_000);
    // Signed in, the admin is sent to the start page (the first menu route it may read).
    const { page, credentials } = await signedIn(newPage, 'admin', language);
    await expect(page).toHaveURL(/\/organization$/, SERVER_WORK);
    const section = page.getByRole('region', {
      name: featureText('dashboard', language, 'dashboard.waiting.title'),
    });
    await expect(section).toBeVisible(SERVER_WORK);
    const waiting = (await apiAs(page, credentials, 'GET', '/api/clocks/waiting?size=10')) as WaitingClocks;
    expect(waiting.items.every((clock) => clock.partyOrganizationId === null)).toBe(true);
    if (waiting.total === 0) {
      await expect(
        section.getByText(featureText('dashboard', language, 'dashboard.adminWaiting.empty')),
      ).toBeVisible(SERVER_WORK);
    } else {
      const links = section.getByTestId('nearest-due-item').getByRole('link');
      await expect(links).toHaveCount(waiting.items.length, SERVER_WORK);
      // A licence review opens in the licence updates' page; a request awaiting an embassy the
      // portal does not have (owed by no organisation either) opens its contract page.
      const paths = waiting.items.map(({ subject }) =>
        subject.type === 'licenceRequest'
          ? `/license-update?request=${subject.id}`
          : `/employment-requests/contract/${subject.id}`,
      );
      for (const [index, path] of paths.entries())
        await expect(links.nth(index)).toHaveAttribute('href', path);
    }
    await expectNoAxeViolations(page);
  });
}
