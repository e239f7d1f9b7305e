import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Incident } from '@portal/contracts/incidents';
import type { ListResponse } from '@portal/contracts/list';
import { routeById } from '@portal/contracts/routes';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { i18n } from '../../../lib/i18n/i18n';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { IncidentsListPage } from '../components/incidents-list-page';

const OPEN: Incident = {
  id: 5,
  rowVersion: 1,
  scope: 'portal',
  startedAt: '2026-01-04T06:30:00.000Z',
  endedAt: null,
  descriptionAr: 'تعذّر على البوابة الوصول إلى قاعدة بياناتها',
  descriptionEn: 'The portal could not reach its database',
  source: 'readiness',
  updatedAt: '2026-01-04T06:31:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the incidents list', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answer = () => json({ items: [OPEN], total: 1, page: 0, size: 10 } satisfies ListResponse<Incident>);
  beforeAll(async () => {
    await setupTestI18n('en-US');
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    saveCredentials(credentialsFixture(membershipFixture({ role: 'ADMIN' })));
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => answer());
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });
  const renderPage = () =>
    renderRoutes(
      [
        {
          path: '/admin/incidents',
          element: <IncidentsListPage />,
          handle: { route: routeById('admin.incidents') },
        },
      ],
      '/admin/incidents?state=open',
    );

  it('shows an ongoing incident, who recorded it and its description in Arabic', async () => {
    await i18n.changeLanguage('ar-SA');
    renderPage();
    const table = await screen.findByRole('table', { name: 'الأعطال' }, WAIT);
    await within(table).findByText('البوابة', {}, WAIT);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('مستمر');
    expect(row).toHaveTextContent('فحص الجاهزية');
    expect(row).toHaveTextContent(OPEN.descriptionAr);
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://portal'))
      .find((candidate) => candidate.pathname === '/api/incidents');
    expect(url?.searchParams.get('state')).toBe('open');
  });

  it('says so when the list cannot be read', async () => {
    answer = () => json({ message: 'Service unavailable' }, 503);
    renderPage();
    expect(await screen.findByRole('alert', {}, WAIT)).toBeInTheDocument();
  });
});
