import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routeById } from '@portal/contracts/routes';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { ContractListPage } from '../components/contract-list-page';
import { partnershipTexts } from '../locales/module-texts';
import { AGENCY_ID, OFFICE_ID, contractFixture, credentialsOf, json } from './contract-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubFetch } from '../../../test/http';

const OPTIONS = {
  pro: {
    organizations: [{ id: OFFICE_ID, name: { ar: 'مكتب الأفق', en: 'Al Ofuq Office' } }],
    countries: [],
  },
  epro: {
    organizations: [{ id: AGENCY_ID, name: { ar: 'وكالة مانيلا', en: 'Manila Manpower Agency' } }],
    countries: [{ id: 7, name: { ar: 'الفلبين', en: 'Philippines' } }],
  },
};

const renderList = (path = '/partnership-contracts') =>
  renderRoutes(
    [
      {
        path: '/partnership-contracts',
        element: <ContractListPage />,
        handle: { route: routeById('partnershipContracts') },
      },
    ],
    path,
  );

describe('ContractListPage', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
  let rows = [contractFixture({ id: 4, number: 'PC-0000004', status: 'ACTIVE', hasPendingUpdate: true })];

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(partnershipTexts);
  });
  beforeEach(() => {
    rows = [contractFixture({ id: 4, number: 'PC-0000004', status: 'ACTIVE', hasPendingUpdate: true })];
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/filters/pro')) return json(OPTIONS.pro);
      if (url.endsWith('/filters/epro')) return json(OPTIONS.epro);
      if (url.startsWith('/api/partnership/contracts')) return json({ items: rows, total: rows.length });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives an office the agency filter, the add button and rows linking to the contract', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    renderList('/partnership-contracts?status=ACTIVE&number=PC');
    const link = await screen.findByRole('link', { name: 'no. PC-0000004' }, WAIT);
    expect(link).toHaveAttribute('href', '/partnership-contracts/4');
    const table = screen.getByRole('table', { name: 'Partnership contracts' });
    expect(within(table).getByText('Update waiting for confirmation')).toBeVisible();
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('Foreign agency')).toBeInTheDocument();
    expect(within(search).queryByLabelText('Local office')).toBeNull();
    expect(screen.getByRole('link', { name: 'New contract' })).toHaveAttribute(
      'href',
      '/partnership-contracts/wizard',
    );
    expect(urls()).toContain('/api/partnership/contracts?status=ACTIVE&number=PC&page=0&size=10');
    expect(urls()).toContain('/api/partnership/contracts/filters/epro');
    expect(urls()).not.toContain('/api/partnership/contracts/filters/pro');
  });

  it('gives an agency the office filter and no add button', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID));
    renderList();
    await screen.findByRole('link', { name: 'no. PC-0000004' }, WAIT);
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('Local office')).toBeInTheDocument();
    expect(within(search).queryByLabelText('Foreign agency')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New contract' })).toBeNull();
    expect(urls()).toContain('/api/partnership/contracts/filters/pro');
  });

  it('says when no contract matches', async () => {
    rows = [];
    saveCredentials(credentialsOf('ADMIN', 1));
    renderList('/partnership-contracts?status=CANCELLED');
    expect(
      await screen.findByText('No partnership contracts match these filters.', undefined, WAIT),
    ).toBeVisible();
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('Local office')).toBeInTheDocument();
    expect(within(search).getByLabelText('Foreign agency')).toBeInTheDocument();
  });
});
