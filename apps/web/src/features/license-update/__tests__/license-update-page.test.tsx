import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { routeById } from '@portal/contracts/routes';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsOf } from '../../../test/fixtures';
import { stubFetch, json } from '../../../test/http';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { LicenseUpdatePage } from '../components/license-update-page';
import { request } from './licence-request-fixture';

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/license-update',
        element: <LicenseUpdatePage />,
        handle: { route: routeById('licenseUpdate') },
      },
    ],
    path,
  );

describe('/license-update?request=<id> (the dashboard deadlines link there)', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    saveCredentials(credentialsOf('ADMIN'));
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/licenseRequests/5') return json(request());
      if (url.startsWith('/api/licenseRequests/?') || url === '/api/licenseRequests/')
        return json({ items: [], total: 0, page: 0, size: 10 });
      if (url.startsWith('/api/lookups/reasons/options')) return json([]);
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the request named in the address', async () => {
    renderAt('/license-update?request=5');
    expect(await screen.findByRole('dialog', { name: /Licence request #5/ }, WAIT)).toBeVisible();
  });

  it('opens nothing for a malformed one', async () => {
    renderAt('/license-update?request=abc');
    await screen.findByRole('table', {}, WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
