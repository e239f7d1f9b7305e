import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_COLUMN_LABELS } from '@portal/contracts/hr-pool/column-labels';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Candidate } from '@portal/contracts/hr-pool/candidates';
import { routeById } from '@portal/contracts/routes';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { CandidatesListPage } from '../components/candidates-list-page';
import { hrPoolTexts } from '../locales/module-texts';
import {
  COUNTRY_OPTIONS,
  INDONESIA,
  JOB_OPTIONS,
  PHILIPPINES,
  candidateFixture,
  credentialsOf,
  json,
} from './candidate-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubFetch } from '../../../test/http';

const renderList = (path = '/hr-pool') =>
  renderRoutes(
    [{ path: '/hr-pool', element: <CandidatesListPage />, handle: { route: routeById('hrPool') } }],
    path,
  );

describe('CandidatesListPage', { timeout: 40_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const listUrls = () =>
    fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/hr-pool/candidates?'));
  let answer: () => Response;
  const page = (items: Candidate[], total = items.length, totalIsEstimate = false) =>
    json({ items, total, page: 0, size: 10, totalIsEstimate });

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(hrPoolTexts);
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
  });
  beforeEach(() => {
    stubFetch(fetchMock);
    answer = () =>
      page([
        candidateFixture(),
        candidateFixture({
          id: 22,
          name: { ar: 'سيتي', en: 'Siti Aminah' },
          passportNumber: 'B7654321',
          country: INDONESIA,
          photo: { id: 'f1', name: 'photo.jpg', contentType: 'image/jpeg', size: 1000 },
          status: 'PROCESSING',
        }),
      ]);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/lookups/countries/options')) return json(COUNTRY_OPTIONS);
      if (url.startsWith('/api/lookups/jobs/options')) return json(JOB_OPTIONS);
      if (url.startsWith('/api/config')) return json({ message: 'none' }, 404);
      if (url.includes('/photo')) return new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } });
      if (url.startsWith('/api/hr-pool/candidates?')) return answer();
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the URL filters trimmed and cleaned, shows rows with photos, chips and links', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE'));
    renderList('/hr-pool?q=%20P12%20&countryIds=7,,x&statuses=AVAILABLE,BOGUS&gender=');
    const link = await screen.findByRole('link', { name: 'Maria Santos' }, WAIT);
    expect(link).toHaveAttribute('href', '/hr-pool/candidates/21');
    expect(listUrls()[0]).toBe(
      '/api/hr-pool/candidates?q=P12&countryIds=7&statuses=AVAILABLE&page=0&size=10',
    );
    const table = screen.getByRole('table', { name: 'Candidates' });
    // The rows' photo and chip load beside the list's request (candidate-row-parts.tsx).
    expect(
      await within(table).findByRole('img', { name: 'No photo of Maria Santos' }, WAIT),
    ).toBeInTheDocument();
    expect(await within(table).findByRole('img', { name: 'Siti Aminah' }, WAIT)).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/hr-pool/candidates/22/photo?size=thumb',
    );
    // Headed with the export's column labels (one label per column, shared with the CSV/XLSX).
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const key of ['name', 'passportNumber', 'country', 'job', 'expectedSalary', 'status'] as const)
      expect(headers).toContain(CANDIDATE_COLUMN_LABELS[key]['en-US']);
    expect(within(table).getByText('Processing')).toBeVisible();
    expect(within(table).getAllByText('Manila Manpower Agency')).toHaveLength(2);
    // An office may not add candidates (EPRO only); it may export.
    expect(screen.queryByRole('link', { name: 'Add candidate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('keeps several countries in the URL and leaves careers out once a country does not require them', async () => {
    saveCredentials(credentialsOf('ADMIN'));
    const router = renderList();
    await screen.findByRole('link', { name: 'Maria Santos' }, WAIT);
    // The filter form starts afresh from each new URL: looked up again every time.
    const search = () => screen.getByRole('search');
    await waitFor(() => expect(within(search()).getByRole('combobox', { name: 'Careers' })).toBeVisible());

    await userEvent.click(within(search()).getByRole('combobox', { name: 'Careers' }));
    // The list's items load with the select's first render (checked-select-options.tsx).
    await userEvent.click(
      await within(screen.getByRole('listbox')).findByRole('option', { name: 'Housemaid' }),
    );
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Cook' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?careers=3%2C5'));
    await waitFor(() =>
      expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?careers=3%2C5&page=0&size=10'),
    );

    await userEvent.click(within(search()).getByRole('combobox', { name: 'Countries' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Philippines' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('countryIds')).toBe('7'),
    );
    expect(within(search()).getByRole('combobox', { name: 'Careers' })).toBeVisible();

    await userEvent.click(within(search()).getByRole('combobox', { name: 'Countries' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Indonesia' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('countryIds')).toBe('7,8'),
    );
    expect(within(search()).queryByRole('combobox', { name: 'Careers' })).toBeNull();
    // The careers still in the URL no longer filter.
    await waitFor(() =>
      expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?countryIds=7%2C8&page=0&size=10'),
    );

    await userEvent.type(
      within(search()).getByRole('textbox', { name: 'Passport number or name' }),
      '  maria  ',
    );
    await userEvent.click(within(search()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('maria'));
  });

  it('gives an Indonesian agency no career and no country filter, and the add button', async () => {
    saveCredentials(credentialsOf('EPRO', { country: INDONESIA }));
    renderList('/hr-pool?careers=3&countryIds=7');
    await screen.findByRole('link', { name: 'Maria Santos' }, WAIT);
    const search = screen.getByRole('search');
    expect(within(search).getByRole('combobox', { name: 'Gender' })).toBeVisible();
    expect(within(search).getByRole('combobox', { name: 'Statuses' })).toBeVisible();
    expect(within(search).queryByRole('combobox', { name: 'Careers' })).toBeNull();
    expect(within(search).queryByRole('combobox', { name: 'Countries' })).toBeNull();
    expect(listUrls().every((url) => !url.includes('careers') && !url.includes('countryIds'))).toBe(true);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/lookups/countries/options?includeId=${INDONESIA.id}`,
    );
    expect(screen.getByRole('link', { name: 'Add candidate' })).toHaveAttribute(
      'href',
      '/hr-pool/candidates/add',
    );
  });

  it('gives a Philippine agency the career filter', async () => {
    saveCredentials(credentialsOf('EPRO', { country: PHILIPPINES }));
    renderList();
    const search = await screen.findByRole('search', undefined, WAIT);
    expect(await within(search).findByRole('combobox', { name: 'Careers' }, WAIT)).toBeVisible();
  });

  it('reads the next page after the last id of the one shown; a jump back or a direct link by offset', async () => {
    saveCredentials(credentialsOf('ADMIN'));
    // Newest first: page p holds the ids 1000 - 10p down to 991 - 10p.
    answer = () => {
      const url = new URL(String(listUrls().at(-1)), 'http://localhost');
      const at = Number(url.searchParams.get('page'));
      const items = Array.from({ length: 10 }, (_, i) =>
        candidateFixture({
          id: 1000 - 10 * at - i,
          name: { ar: `مرشح ${at}-${i}`, en: `Candidate ${at}-${i}` },
        }),
      );
      return json({ items, total: 50, page: at, size: 10, totalIsEstimate: false });
    };
    const router = renderList();
    await screen.findByRole('link', { name: 'Candidate 0-9' }, WAIT);
    expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?page=0&size=10');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Candidate 1-9' }, WAIT);
    expect(router.state.location.search).toBe('?page=1');
    expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?page=1&size=10&after=991');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Candidate 2-9' }, WAIT);
    expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?page=2&size=10&after=981');

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: 'Candidate 1-9' }, WAIT);
    expect(router.state.location.search).toBe('?page=1');
    expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?page=1&size=10');

    // From there on, the next page by cursor again.
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Candidate 2-9' }, WAIT);
    expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?page=2&size=10&after=981');

    // A direct link, and another order, page by offset only.
    cleanup();
    fetchMock.mockClear();
    renderList('/hr-pool?sort=birthDate&page=2');
    await screen.findByRole('link', { name: 'Candidate 2-9' }, WAIT);
    expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?page=2&size=10&sort=birthDate&dir=asc');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Candidate 3-9' }, WAIT);
    expect(listUrls().at(-1)).toBe('/api/hr-pool/candidates?page=3&size=10&sort=birthDate&dir=asc');
  });

  it('says "about" an estimated total', async () => {
    saveCredentials(credentialsOf('ADMIN'));
    answer = () => page([candidateFixture()], 1_234_567, true);
    renderList();
    expect(await screen.findByText('1–10 of about 1,234,567', undefined, WAIT)).toBeVisible();
  });

  it('says when nothing matches, and offers a retry after an error', async () => {
    saveCredentials(credentialsOf('ADMIN'));
    answer = () => page([]);
    renderList('/hr-pool?statuses=EMPLOYEE');
    expect(await screen.findByText('No candidates match these filters.', undefined, WAIT)).toBeVisible();
    fetchMock.mockClear();
    answer = () => json({ message: 'down' }, 500);
    cleanup();
    renderList('/hr-pool?statuses=AVAILABLE');
    expect(await screen.findByText('The list could not be loaded.', undefined, WAIT)).toBeVisible();
    answer = () => page([candidateFixture()]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Maria Santos' }, WAIT)).toBeVisible();
  });

  it('speaks Arabic: the tabs, filters, statuses and an estimated total', async () => {
    await setupTestI18n('ar-SA');
    try {
      saveCredentials(credentialsOf('EPRO', { country: PHILIPPINES }));
      answer = () => page([candidateFixture()], 20_000, true);
      renderList();
      expect(await screen.findByRole('link', { name: 'ماريا سانتوس' }, WAIT)).toBeVisible();
      const tabs = screen.getByRole('navigation', { name: 'أقسام مجمع الموارد البشرية' });
      expect(within(tabs).getByRole('tab', { name: 'المرشحون' })).toHaveAttribute('aria-current', 'page');
      const search = screen.getByRole('search');
      expect(within(search).getByRole('textbox', { name: 'رقم الجواز أو الاسم' })).toBeVisible();
      expect(await within(search).findByRole('combobox', { name: 'المهن' }, WAIT)).toBeVisible();
      const table = screen.getByRole('table', { name: 'المرشحون' });
      expect(within(table).getByText('متاح')).toBeVisible();
      expect(screen.getByText(/نحو/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'إضافة مرشح' })).toBeVisible();
    } finally {
      await setupTestI18n('en-US');
    }
  });
});
