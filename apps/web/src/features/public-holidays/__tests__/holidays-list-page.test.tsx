import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { todayInKingdom } from '@portal/contracts/constants';
import type { ListResponse } from '@portal/contracts/list';
import type { PublicHoliday } from '@portal/contracts/public-holidays';
import { routeById } from '@portal/contracts/routes';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { i18n } from '../../../lib/i18n/i18n';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { HolidaysListPage } from '../components/holidays-list-page';

const FOUNDING: PublicHoliday = {
  id: 1,
  rowVersion: 1,
  day: '2026-02-22',
  nameAr: 'يوم التأسيس',
  nameEn: 'Founding Day',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The URL of the list request (the page may ask for other things first). */
const listUrl = (calls: unknown[][]) =>
  calls
    .map(([input]) => new URL(String(input), 'http://portal'))
    .find((url) => url.pathname === '/api/public-holidays');

const renderPage = (path = '/admin/public-holidays') =>
  renderRoutes(
    [
      {
        path: '/admin/public-holidays',
        element: <HolidaysListPage />,
        handle: { route: routeById('admin.publicHolidays') },
      },
    ],
    path,
  );

describe('the public holidays list', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupTestI18n('en-US');
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    saveCredentials(credentialsFixture(membershipFixture({ role: 'ADMIN' })));
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () =>
      json({ items: [FOUNDING], total: 1, page: 0, size: 10 } satisfies ListResponse<PublicHoliday>),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it("asks for this year's holidays and shows each day with its Hijri date, in Arabic", async () => {
    await i18n.changeLanguage('ar-SA');
    renderPage();
    const table = await screen.findByRole('table', { name: 'العطل الرسمية' }, WAIT);
    await within(table).findByText('يوم التأسيس', {}, WAIT);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('2026-02-22');
    expect(row).toHaveTextContent('5 رمضان 1447');
    expect(row).toHaveTextContent('يوم التأسيس');
    expect(listUrl(fetchMock.mock.calls)?.searchParams.get('year')).toBe(todayInKingdom().slice(0, 4));
  });

  it('asks for the year in the address', async () => {
    renderPage('/admin/public-holidays?year=2027');
    const table = await screen.findByRole('table', { name: 'Public holidays' }, WAIT);
    await within(table).findByText('Founding Day', {}, WAIT);
    expect(listUrl(fetchMock.mock.calls)?.searchParams.get('year')).toBe('2027');
  });
});
