import { ERROR_CODES } from '@portal/contracts/error-body';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Employer } from '@portal/contracts/employers';
import { routeById } from '@portal/contracts/routes';
import { ConfirmDialogHost } from '../../../components/confirm-dialog';
import { alertStore } from '../../../lib/alerts/alert-store';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { EmployerEditPage } from '../components/employer-edit-page';
import { EmployerListPage } from '../components/employer-list-page';
import { employerTexts } from '../locales/module-texts';
import { renderRoutes, WAIT } from '../../../test/render-routes';

const employerFixture = (overrides: Partial<Employer> = {}): Employer => ({
  id: 2,
  nationalId: '1000000008',
  name: { ar: 'محمد العتيبي', en: 'Mohammed Alotaibi' },
  nameAr: 'محمد العتيبي',
  nameEn: 'Mohammed Alotaibi',
  mobile: '0500000001',
  city: 'RIYADH',
  address: 'Olaya Street',
  requests: 2,
  canEdit: true,
  rowVersion: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/employers',
        element: <EmployerListPage />,
        handle: { route: routeById('employers') },
      },
      {
        path: '/employers/:id/edit',
        element: (
          <>
            <EmployerEditPage />
            <ConfirmDialogHost />
          </>
        ),
        handle: { route: routeById('employers.edit') },
      },
      { path: '/employers/:id', element: <p>employer page</p> },
    ],
    path,
  );

describe('Employers', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
  let saveAnswer: Response | null = null;
  /** The employer as `GET /api/employers/2` answers it now. */
  let stored: Employer = employerFixture();

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(employerTexts);
  });
  beforeEach(() => {
    saveAnswer = null;
    stored = employerFixture();
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    saveCredentials(credentialsFixture(membershipFixture({ role: 'ADMIN' })));
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/employers/2' && init?.method === 'PUT')
        return saveAnswer ?? json(employerFixture(JSON.parse(String(init.body)) as Partial<Employer>));
      if (url === '/api/employers/2') return json(stored);
      if (url.startsWith('/api/employers?'))
        return json({ items: [employerFixture()], total: 1, page: 0, size: 10 });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => {
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
  });

  it('lists employers with the city filter in the URL', async () => {
    const router = renderAt('/employers?q=Moh');
    const link = await screen.findByRole('link', { name: '1000000008' }, WAIT);
    expect(link).toHaveAttribute('href', '/employers/2');
    expect(screen.getByRole('table', { name: 'Employers' })).toHaveTextContent('Riyadh');
    expect(calls()).toContain('GET /api/employers?q=Moh&page=0&size=10');
    await userEvent.selectOptions(
      within(screen.getByRole('search')).getByRole('combobox', { name: 'City' }),
      'Jeddah',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=Moh&city=JEDDAH'));
    await waitFor(() => expect(calls()).toContain('GET /api/employers?q=Moh&city=JEDDAH&page=0&size=10'));
  });

  it('refuses a bad id checksum and mobile in the browser, then saves', async () => {
    const router = renderAt('/employers/2/edit');
    const id = await screen.findByRole('textbox', { name: /National or residence id/ }, WAIT);
    await userEvent.clear(id);
    await userEvent.type(id, '1000000007');
    const mobile = screen.getByRole('textbox', { name: /Mobile/ });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '0612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This id is not valid: check its digits.', undefined, WAIT)).toBeVisible();
    expect(screen.getByText('Enter a mobile number of 05 followed by 8 digits.')).toBeVisible();
    expect(calls().filter((call) => call.startsWith('PUT'))).toEqual([]);

    await userEvent.clear(id);
    await userEvent.type(id, '1000000008');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '0512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employers/2'), WAIT);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      nationalId: '1000000008',
      nameAr: 'محمد العتيبي',
      nameEn: 'Mohammed Alotaibi',
      mobile: '0512345678',
      city: 'RIYADH',
      address: 'Olaya Street',
      rowVersion: 1,
    });
  });

  it('says when someone else saved the employer meanwhile; Reload shows theirs and saves on their version', async () => {
    const message = 'Someone else saved this record after you opened it, so your changes were not saved.';
    renderAt('/employers/2/edit');
    const address = await screen.findByRole('textbox', { name: /Address/ }, WAIT);
    await userEvent.type(address, ', Riyadh');
    // Meanwhile another admin saved the employer: the save on version 1 is refused (decision 0039).
    stored = employerFixture({
      nameEn: 'Mohammed Al-Otaibi',
      rowVersion: 2,
      updatedAt: '2026-11-22T10:00:00.000Z',
    });
    saveAnswer = json({ message, code: ERROR_CODES.recordChanged }, 409);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message, undefined, WAIT)).toBeVisible();

    saveAnswer = null;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Mohammed Al-Otaibi', undefined, WAIT)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveValue('Olaya Street');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls().filter((call) => call.startsWith('PUT'))).toHaveLength(2), WAIT);
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toMatchObject({
      address: 'Olaya Street, Riyadh',
      rowVersion: 1,
    });
    expect(JSON.parse(String(puts[1]?.[1]?.body))).toMatchObject({
      nameEn: 'Mohammed Al-Otaibi',
      rowVersion: 2,
    });
  });

  it("shows the server's field error on its field and stays", async () => {
    saveAnswer = json(
      { message: 'Check the form.', fieldErrors: { nationalId: ['Another employer has this id.'] } },
      409,
    );
    const router = renderAt('/employers/2/edit');
    const address = await screen.findByRole('textbox', { name: /Address/ }, WAIT);
    await userEvent.type(address, ', Riyadh');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another employer has this id.', undefined, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/employers/2/edit');
  });
});
