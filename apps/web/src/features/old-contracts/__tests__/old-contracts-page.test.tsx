import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OldContract } from '@portal/contracts/hr-pool/old-contracts';
import { routeById } from '@portal/contracts/routes';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupFeatureTexts } from '../../../test/i18n';
import { hrPoolTabsTexts } from '../../hr-pool/locales/tabs/module-texts';
import { OldContractsPage } from '../components/old-contracts-page';
import { oldContractsTexts } from '../locales/module-texts';
import { credentialsOf, json, oldContractFixture, PHILIPPINES } from './old-contract-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubFetch } from '../../../test/http';

const renderPage = (path = '/old-contracts') =>
  renderRoutes(
    [
      { path: '/old-contracts', element: <OldContractsPage />, handle: { route: routeById('oldContracts') } },
      {
        path: '/hr-pool/old-contracts',
        element: <OldContractsPage />,
        handle: { route: routeById('hrPool.oldContracts') },
      },
    ],
    path,
  );

describe('OldContractsPage', { timeout: 40_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const listUrls = () =>
    fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/old-contracts?'));
  let answer: () => Response;
  let one: () => Response;
  const page = (items: OldContract[], total = items.length, totalIsEstimate = false) =>
    json({ items, total, page: 0, size: 10, totalIsEstimate });

  beforeAll(() => setupFeatureTexts(oldContractsTexts, hrPoolTabsTexts));
  beforeEach(() => {
    stubFetch(fetchMock);
    answer = () =>
      page([
        oldContractFixture(),
        oldContractFixture({ id: 6, contractNumber: 'OC-PHL-2023-0004', contractDate: '2023-05-07' }),
      ]);
    one = () => json(oldContractFixture());
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/config')) return json({ message: 'none' }, 404);
      if (url.startsWith('/api/old-contracts?')) return answer();
      if (url.startsWith('/api/old-contracts/')) return one();
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the search from the URL trimmed, shows the rows, and no import or tabs for an embassy', async () => {
    saveCredentials(credentialsOf('FOREIGN_EMBASSY', { country: PHILIPPINES }));
    renderPage('/old-contracts?passport=%20P4821730A%20&visa=&employerId=');
    const table = await screen.findByRole('table', { name: 'Old worker contracts' }, WAIT);
    expect(await within(table).findByRole('button', { name: 'OC-PHL-2016-0001' }, WAIT)).toBeVisible();
    expect(listUrls()[0]).toBe('/api/old-contracts?passport=P4821730A&page=0&size=10');
    expect(within(table).getAllByText('Maria Santos Reyes')).toHaveLength(2);
    expect(within(table).getAllByText('Philippines')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'HR pool sections' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Passport number' })).toHaveValue('P4821730A');
  });

  it('keeps a new search in the URL, trimmed, and says when nothing matches', async () => {
    saveCredentials(credentialsOf('SAMOL'));
    const router = renderPage();
    await screen.findByRole('button', { name: 'OC-PHL-2016-0001' }, WAIT);
    expect(listUrls()[0]).toBe('/api/old-contracts?page=0&size=10');
    answer = () => page([]);
    const search = screen.getByRole('search');
    await userEvent.type(within(search).getByRole('textbox', { name: 'Visa number' }), '  1900003000 ');
    await userEvent.type(within(search).getByRole('textbox', { name: 'Employer id' }), '1023456789');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?visa=1900003000&employerId=1023456789'));
    await waitFor(() =>
      expect(listUrls().at(-1)).toBe(
        '/api/old-contracts?visa=1900003000&employerId=1023456789&page=0&size=10',
      ),
    );
    expect(await screen.findByText('No old contract matches this search.', {}, WAIT)).toBeVisible();
  });

  it('opens a contract with all its fields, and says when it is out of reach', async () => {
    saveCredentials(credentialsOf('SA_EMBASSY'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'OC-PHL-2016-0001' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Old contract OC-PHL-2016-0001' }, WAIT);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/old-contracts/5');
    for (const [term, value] of [
      ['Worker name (Arabic)', 'ماريا سانتوس ريس'],
      ['Worker name (English)', 'Maria Santos Reyes'],
      ['Employer', 'عبدالله بن سعد القحطاني'],
      ['Recruitment office', 'مكتب الرياض للاستقدام'],
      ['Foreign agency', 'Manila Overseas Manpower Services'],
      ['Job title', 'Domestic Worker'],
      ['Visa number', '1900003000'],
    ])
      expect(await within(dialog).findByText(value!, {}, WAIT), term).toBeVisible();
    expect(within(dialog).getByText('Monthly salary')).toBeVisible();
    expect(within(dialog).getByText(/1,500/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    one = () => json({ message: 'This old contract was not found.' }, 404);
    await userEvent.click(screen.getByRole('button', { name: 'OC-PHL-2023-0004' }));
    const missing = await screen.findByRole('dialog', {}, WAIT);
    expect(
      await within(missing).findByText(
        'This contract does not exist or you are not allowed to see it.',
        {},
        WAIT,
      ),
    ).toBeVisible();
  });

  it('shows the load error with a retry, and the HR pool tabs for the labour ministry', async () => {
    saveCredentials(credentialsOf('FMOL', { country: PHILIPPINES }));
    answer = () => json({ message: 'Sorry, something went wrong, please try again later.' }, 500);
    renderPage();
    const tabs = await screen.findByRole('navigation', { name: 'HR pool sections' }, WAIT);
    expect(within(tabs).getByRole('tab', { name: 'DLT candidates' })).toHaveAttribute('href', '/hr-pool/dlt');
    expect(within(tabs).getByRole('tab', { name: 'Old worker contracts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const retry = await screen.findByRole('button', { name: /try again/i }, WAIT);
    answer = () => page([oldContractFixture()]);
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'OC-PHL-2016-0001' }, WAIT)).toBeVisible();
  });

  it('offers the import to an admin with HR pool write access only', async () => {
    saveCredentials(credentialsOf('ADMIN', { accessRights: [{ module: 'HR_POOL', access: 'READ' }] }));
    renderPage('/hr-pool/old-contracts');
    await screen.findByRole('button', { name: 'OC-PHL-2016-0001' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
