import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { WaitingClocks } from '@portal/contracts/clocks/schemas';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { menuRoutes, startPath, subjectFromCredentials } from '@portal/contracts/navigation';
import type { Role } from '@portal/contracts/roles';
import { pathTo } from '@portal/contracts/routes';
import { i18n } from '../../../lib/i18n/i18n';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { json, stubFetch } from '../../../test/http';
import { setupTestI18n } from '../../../test/i18n';
import { AdminWaitingSection } from '../admin-waiting';
import { dashboardTexts } from '../locales/module-texts';
import { waitingClock } from './waiting-clocks-fixture';

const WAIT = { timeout: 15_000 };

/**
 * What the admins are answered (no organisation owes it): a licence review overdue, one due in a day
 * and 4 hours, and the answer of a request whose embassy the portal does not have.
 */
const licenceReviews = (now = Date.now()): WaitingClocks => ({
  items: [
    waitingClock(now, -3.5, {
      id: 21,
      obligation: 'licenceReview',
      subject: { type: 'licenceRequest', id: 5 },
      partyOrganizationId: null,
      counting: 'working',
      subjectNumber: null,
    }),
    waitingClock(now, 28.5, {
      id: 22,
      obligation: 'licenceReview',
      subject: { type: 'licenceRequest', id: 6 },
      partyOrganizationId: null,
      counting: 'working',
      subjectNumber: null,
    }),
    waitingClock(now, 50.5, {
      id: 23,
      obligation: 'embassyAnswer',
      subject: { type: 'employmentRequest', id: 12 },
      partyOrganizationId: null,
    }),
  ],
  total: 12,
});

const credentialsOf = (role: Role) => credentialsFixture(membershipFixture({ role }));

/** The organisations list as an admin lands on it, reduced to the section; the licence page a stub. */
const renderLanding = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/organization', element: <AdminWaitingSection /> },
      { path: '/license-update', element: <p>licence updates page</p> },
    ],
    { initialEntries: ['/organization'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

describe("The admins' What waits on me", { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let waiting: () => Response;
  const asked = () => fetchMock.mock.calls.map(([input]) => String(input));

  beforeAll(async () => {
    await setupTestI18n('en-US');
    // The page loader brings the texts of the language in use; the tests switch languages by hand.
    await loadAllModuleResources(dashboardTexts);
  });
  beforeEach(() => {
    waiting = () => json(licenceReviews());
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/clocks/waiting')) return waiting();
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('is on the page admins land on: the dashboard is not theirs, the organisations list is their start', () => {
    const admin = subjectFromCredentials(credentialsOf('ADMIN'), FEATURE_FLAGS);
    expect(menuRoutes(admin).map((route) => route.id)).not.toContain('dashboard');
    expect(startPath(admin)).toBe(pathTo('organization'));
  });

  it('lists what no organisation owes nearest due first, each linking to its record, and opens one by keyboard', async () => {
    saveCredentials(credentialsOf('ADMIN'));
    const router = renderLanding();
    const section = await screen.findByRole('region', { name: 'What waits on me' }, WAIT);
    const items = await within(section).findAllByTestId('nearest-due-item', {}, WAIT);
    expect(asked()).toContain('/api/clocks/waiting?size=10');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Overdue by 3 h');
    expect(items[1]).toHaveTextContent('Due in 1 day 4 h');
    const first = within(items[0]!).getByRole('link', { name: 'Licence update request #5' });
    expect(first).toHaveAttribute('href', '/license-update?request=5');
    expect(within(items[1]!).getByRole('link', { name: 'Licence update request #6' })).toHaveAttribute(
      'href',
      '/license-update?request=6',
    );
    expect(within(items[2]!).getByRole('link', { name: 'Employment request ER-0000012' })).toHaveAttribute(
      'href',
      '/employment-requests/contract/12',
    );
    // The list is named by the section's heading.
    expect(within(section).getByRole('list', { name: 'What waits on me' })).toBeVisible();
    expect(within(section).getByText('Showing 3 of 12.')).toBeVisible();

    const results = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('licence updates page')).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/license-update?request=5',
    );
  });

  it('says in Arabic when nothing waits, and when the deadlines could not be loaded (with a retry)', async () => {
    await i18n.changeLanguage('ar-SA');
    saveCredentials(credentialsOf('ADMIN'));
    waiting = () => json({ items: [], total: 0 });
    renderLanding();
    const section = await screen.findByRole('region', { name: 'ما ينتظرني' }, WAIT);
    expect(await within(section).findByText('لا شيء ينتظر مديري البرنامج حاليًا.', {}, WAIT)).toBeVisible();
    expect(within(section).queryByRole('list')).toBeNull();
    cleanup();

    waiting = () => json({ message: 'down' }, 503);
    renderLanding();
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('تعذر تحميل المواعيد النهائية.');
    waiting = () => json(licenceReviews());
    await userEvent.click(within(alert).getByRole('button'));
    const items = await screen.findAllByTestId('nearest-due-item', {}, WAIT);
    expect(items[0]).toHaveTextContent('متأخر منذ 3 ساعات');
    expect(within(items[0]!).getByRole('link', { name: /طلب تحديث الترخيص/ })).toHaveAttribute(
      'href',
      '/license-update?request=5',
    );
  });

  it('shows nothing to the other roles and asks nothing (their dashboard has its own section)', async () => {
    for (const role of ['PRO_OFFICE', 'FOREIGN_EMBASSY', 'SAMOL'] as const) {
      saveCredentials(credentialsOf(role));
      renderLanding();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region')).toBeNull();
      cleanup();
    }
    expect(asked().filter((url) => url.startsWith('/api/clocks/waiting'))).toEqual([]);
  });
});
