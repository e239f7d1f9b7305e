import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../../lib/alerts/alert-store';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { hrPoolTabsTexts } from '../../hr-pool/locales/tabs/module-texts';
import { dltTexts } from '../locales/module-texts';
import { credentialsOf, JOB_OPTIONS, json, workerFixture } from './dlt-fixtures';
import { renderDltPage, WAIT } from './dlt-test-app';

describe('DLT page', { timeout: 40_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = (prefix: string) =>
    fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));
  let rows = [workerFixture()];
  let takeAnswer: () => Response;

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(dltTexts);
    await loadAllModuleResources(hrPoolTabsTexts);
  });
  beforeEach(() => {
    rows = [workerFixture()];
    takeAnswer = () => json({ candidateId: 55 }, 201);
    act(() => alertStore.clear());
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/config')) return json({ message: 'none' }, 404);
      if (url.startsWith('/api/lookups/jobs/options')) return json(JOB_OPTIONS);
      if (url === '/api/hr-pool/dlt/31/take') return takeAnswer();
      if (url.startsWith('/api/hr-pool/dlt?'))
        return json({ items: rows, total: rows.length, page: 0, size: 10 });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setupTestI18n('en-US');
  });

  it('shows the ministry its register with the URL filters, who took each worker, Add and Import', async () => {
    rows = [
      workerFixture(),
      workerFixture({
        id: 32,
        passportNumber: 'DLT0260005',
        name: { ar: 'فاطمة أمباتوان', en: 'Fatima Ampatuan' },
        takenBy: { id: 20, name: { ar: 'وكالة مانيلا', en: 'Manila Star Manpower' } },
        takenAt: '2026-11-21T08:00:00.000Z',
        candidateId: 90,
      }),
    ];
    saveCredentials(credentialsOf('FMOL'));
    renderDltPage('/hr-pool/dlt?gender=FEMALE&q=%20maria%20&taken=true');
    const table = await screen.findByRole('table', { name: 'DLT workers' }, WAIT);
    expect(await within(table).findByText('Maria Dela Cruz', {}, WAIT)).toBeVisible();
    expect(within(table).getByText('Taken by Manila Star Manpower')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Candidate file of Fatima Ampatuan' })).toHaveAttribute(
      'href',
      '/hr-pool/candidates/90',
    );
    expect(within(table).getByText('Free')).toBeVisible();
    expect(within(table).getAllByText('English, Filipino (Tagalog)')).toHaveLength(2);
    expect(calls('/api/hr-pool/dlt?').map(([input]) => String(input))).toContain(
      '/api/hr-pool/dlt?q=maria&gender=FEMALE&taken=true&page=0&size=10',
    );
    expect(screen.getByRole('button', { name: 'Add worker' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeVisible();
    expect(screen.getByRole('search')).toHaveTextContent('Taken');
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('says when nothing matches, and offers a retry after an error', async () => {
    rows = [];
    saveCredentials(credentialsOf('FMOL'));
    renderDltPage('/hr-pool/dlt?gender=MALE');
    expect(await screen.findByText('No DLT workers match these filters.', {}, WAIT)).toBeVisible();

    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/hr-pool/dlt?')
        ? json({ message: 'The service is not ready: the database cannot be reached.' }, 503)
        : json(JOB_OPTIONS),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('The list could not be loaded.', { exact: false }, WAIT)).toBeVisible();
    const before = calls('/api/hr-pool/dlt?').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls('/api/hr-pool/dlt?').length).toBeGreaterThan(before));
  });

  it('explains the tab to a local office without asking for the register', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE'));
    renderDltPage();
    expect(
      await screen.findByText("DLT workers are for the labour ministry and its country's agencies", {}, WAIT),
    ).toBeVisible();
    expect(screen.getByText(/The candidates you can choose from are in the Candidates tab/)).toBeVisible();
    expect(calls('/api/hr-pool/dlt')).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lets an agency take a worker with the expected salary, then opens the new candidate', async () => {
    saveCredentials(credentialsOf('EPRO'));
    const router = renderDltPage();
    const actions = await screen.findByRole(
      'button',
      { name: 'Actions for Maria Dela Cruz, passport DLT0260001' },
      WAIT,
    );
    expect(screen.getByRole('search')).not.toHaveTextContent('Taken');
    await userEvent.click(actions);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Take into my pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Maria Dela Cruz into your pool' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take into my pool' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(calls('/api/hr-pool/dlt/31/take')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Expected monthly salary/), '1650.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take into my pool' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr-pool/candidates/55'), WAIT);
    const [, init] = calls('/api/hr-pool/dlt/31/take')[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ expectedSalary: 1650.5 });
    expect(alertStore.getAlerts().map((alert) => alert.message)).toContain(
      'Maria Dela Cruz is now a candidate of your agency.',
    );
  });

  it('after a 409 closes the dialog with the message and the refreshed list no longer shows the worker', async () => {
    saveCredentials(credentialsOf('EPRO'));
    takeAnswer = () => {
      rows = [];
      return json({ message: 'Another agency has already taken this worker.' }, 409);
    };
    renderDltPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Maria Dela Cruz, passport DLT0260001' }, WAIT),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Take into my pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Maria Dela Cruz into your pool' });
    await userEvent.type(within(dialog).getByLabelText(/Expected monthly salary/), '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take into my pool' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(alertStore.getAlerts().map((alert) => alert.message)).toContain(
      'Another agency has already taken this worker.',
    );
    expect(
      await screen.findByText('No DLT workers of your country are waiting to be taken.', {}, WAIT),
    ).toBeVisible();
    expect(screen.queryByText('Maria Dela Cruz')).toBeNull();
  });

  it('speaks Arabic', async () => {
    await setupTestI18n('ar-SA');
    saveCredentials(credentialsOf('EPRO'));
    renderDltPage();
    const table = await screen.findByRole('table', { name: 'عمالة DLT' }, WAIT);
    expect(await within(table).findByText('ماريا ديلا كروز', {}, WAIT)).toBeVisible();
    expect(within(table).getByText('أنثى')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /ماريا ديلا كروز، الجواز DLT0260001/ }));
    expect(await screen.findByRole('menuitem', { name: 'إضافة إلى مجمعي' })).toBeVisible();
  });
});
