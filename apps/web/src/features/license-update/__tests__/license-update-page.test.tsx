import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { LicenceRequestDetail } from '@portal/contracts/license-requests';
import { routeById } from '@portal/contracts/routes';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsOf } from '../../../test/fixtures';
import { stubFetch, json } from '../../../test/http';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { LicenseUpdatePage } from '../components/license-update-page';

const DETAIL: LicenceRequestDetail = {
  id: 5,
  organization: {
    id: 11,
    nameAr: 'مكتب الأفق',
    nameEn: 'Al Ofuq Office',
    type: 'PRO_OFFICE',
    licenseNumber: 'OLD-1',
    licenseDate: '2026-12-01',
  },
  requestedBy: { id: 7, nameAr: 'سارة', nameEn: 'Sara' },
  licenseNumber: 'NEW-1',
  licenseDate: '2028-12-01',
  document: { id: 'f1', name: 'licence.pdf', contentType: 'application/pdf', size: 10 },
  changedInfo: {},
  status: 'PENDING',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  rejectionComment: null,
  unreadComments: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  comments: [],
  clocks: [],
};

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
      if (url === '/api/licenseRequests/5') return json(DETAIL);
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
