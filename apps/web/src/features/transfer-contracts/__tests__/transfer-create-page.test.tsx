import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@portal/contracts/routes';
import { alertStore } from '../../../lib/alerts/alert-store';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { TransferCreatePage } from '../components/transfer-create-page';
import { transferFormSchema } from '../components/transfer-form-schema';
import { transferContractTexts } from '../locales/module-texts';
import { OFFICE_ID, credentialsOf, json, transferFixture, workerFixture } from './transfer-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';

const renderForm = () =>
  renderRoutes(
    [
      {
        path: '/transfer-contracts/add',
        element: <TransferCreatePage />,
        handle: { route: routeById('transferContracts.add') },
      },
      { path: '/transfer-contracts/:id', element: <p>transfer page</p> },
      { path: '/transfer-contracts', element: <p>list</p> },
    ],
    '/transfer-contracts/add',
  );

/** A registered employer the office served (its details are looked up). */
const LATIFA = {
  id: 41,
  nationalId: '1100223344',
  name: { ar: 'لطيفة الدوسري', en: 'Latifa Al-Dosari' },
  nameAr: 'لطيفة الدوسري',
  nameEn: 'Latifa Al-Dosari',
  mobile: '0553334444',
  city: 'JEDDAH',
  address: 'Tahlia Street 7',
  requests: 2,
  canEdit: false,
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
};
/** Registered by another office: the look-up says so, without details. */
const ELSEWHERE = '1100223351';

/** A new employer, as the form sends the one the tests type in. */
const FAHAD = {
  nationalId: '1012345672',
  nameAr: 'فهد العتيبي',
  nameEn: 'Fahad Al-Otaibi',
  mobile: '0551002001',
  city: 'RIYADH',
  address: '12 Al Takhassusi Street',
};

const VALID = {
  source: { employmentRequestId: 5 },
  newEmployer: FAHAD,
  fee: 2500.5,
  workerConsent: true,
};

describe('Transfer form validation (the shared contract)', () => {
  const messages = (value: unknown) => {
    const result = transferFormSchema.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts a complete transfer', () => {
    expect(messages(VALID)).toEqual({});
    expect(messages({ ...VALID, source: { oldContractId: 3 } })).toEqual({});
  });

  it('names each wrong field with a translation key', () => {
    expect(
      messages({
        ...VALID,
        source: null,
        newEmployer: { ...VALID.newEmployer, nationalId: '1012345670', mobile: '0612345678', city: '' },
        fee: 10.555,
        workerConsent: false,
      }),
    ).toEqual({
      source: 'transferContracts.form.workerRequired',
      'newEmployer.nationalId': 'validation.nationalIdChecksum',
      'newEmployer.mobile': 'validation.saudiMobile',
      'newEmployer.city': 'validation.required',
      fee: 'validation.cents',
      workerConsent: 'transferContracts.consentRequired',
    });
    expect(messages({ ...VALID, fee: 100_000.01 })).toEqual({ fee: 'validation.amountRange' });
    expect(messages({ ...VALID, fee: -1 })).toEqual({ fee: 'validation.amountRange' });
    expect(messages({ ...VALID, fee: null })).toEqual({ fee: 'validation.required' });
  });
});

describe('Transfer create page', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [String(input), JSON.parse(String(init?.body)) as unknown]);
  let createAnswer: () => Response = () => json(transferFixture({ id: 8 }), 201);

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(transferContractTexts);
  });
  beforeEach(() => {
    createAnswer = () => json(transferFixture({ id: 8 }), 201);
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/transfer-contracts/workers')) {
        const q = new URL(url, 'http://x').searchParams.get('q');
        const workers = [
          workerFixture(),
          workerFixture({
            source: { oldContractId: 3 },
            name: { ar: 'سيتي', en: 'Siti Aminah' },
            passportNumber: 'B7654321',
            reference: 'OC-3',
            hasAgency: false,
          }),
        ];
        return json({ items: workers.filter((worker) => !q || worker.passportNumber.includes(q)) });
      }
      if (url.startsWith('/api/employers/lookup')) {
        const id = new URL(url, 'http://x').searchParams.get('nationalId');
        if (id === LATIFA.nationalId) return json({ registered: true, employer: LATIFA });
        if (id === ELSEWHERE) return json({ registered: true, employer: null });
        return json({ registered: false, employer: null });
      }
      if (url === '/api/transfer-contracts' && init?.method === 'POST') return createAnswer();
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => {
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
  });

  const fillEmployer = async () => {
    await userEvent.type(screen.getByRole('textbox', { name: /National or residence id/ }), FAHAD.nationalId);
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile/ }), FAHAD.mobile);
    await userEvent.type(screen.getByRole('textbox', { name: /Name in Arabic/ }), FAHAD.nameAr);
    await userEvent.type(screen.getByRole('textbox', { name: /Name in English/ }), FAHAD.nameEn);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /City/ }), 'Riyadh');
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), FAHAD.address);
  };
  /** Ticks the worker's consent and saves. */
  const consentAndSave = async () => {
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'The worker agrees to be transferred to the new employer' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  };

  it('shows every missing field in English and sends nothing', async () => {
    renderForm();
    await screen.findByRole('radio', { name: /Maria Santos/ }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the worker to transfer.')).toBeVisible();
    expect(screen.getByText("The worker's consent is required.")).toBeVisible();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Please correct the highlighted fields and save again.')).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('searches the workers, sends the chosen one with the new employer, fee and consent, then opens the transfer', async () => {
    const router = renderForm();
    await screen.findByRole('radio', { name: /Maria Santos/ }, WAIT);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your workers' }), 'B765');
    const siti = await screen.findByRole('radio', { name: /Siti Aminah/ }, WAIT);
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Maria Santos/ })).toBeNull());
    await userEvent.click(siti);
    await fillEmployer();
    await userEvent.type(screen.getByRole('textbox', { name: /Transfer fee/ }), '1500.25');
    await consentAndSave();
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer-contracts/8'), WAIT);
    expect(posts()).toEqual([
      [
        '/api/transfer-contracts',
        {
          source: { oldContractId: 3 },
          newEmployer: FAHAD,
          fee: 1500.25,
          workerConsent: true,
        },
      ],
    ]);
    expect(alertStore.getAlerts().map((alert) => alert.message)).toEqual([
      'The transfer contract was sent for approval.',
    ]);
  });

  it('follows the id it shows: a registered employer as saved, another id asks again, nothing stays', async () => {
    const router = renderForm();
    await userEvent.click(await screen.findByRole('radio', { name: /Maria Santos/ }, WAIT));
    const nationalId = screen.getByRole('textbox', { name: /National or residence id/ });
    await userEvent.type(nationalId, LATIFA.nationalId);
    await userEvent.tab();
    const saved = await screen.findByRole('group', { name: 'Saved details of the employer' }, WAIT);
    expect(within(saved).getByText('Latifa Al-Dosari')).toBeVisible();
    expect(within(saved).getByText('0553334444')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Name in English/ })).toBeNull();

    // Another id: Latifa's details go, the new employer's fields are blank.
    await userEvent.clear(nationalId);
    await userEvent.type(nationalId, '1077889903');
    await userEvent.tab();
    const nameEn = await screen.findByRole('textbox', { name: /Name in English/ }, WAIT);
    expect(screen.queryByText('Latifa Al-Dosari')).toBeNull();
    expect(nameEn).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Name in Arabic/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Mobile/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveValue('');

    // Another office's client: registered, nothing personal shown, sent by its id alone.
    await userEvent.clear(nationalId);
    await userEvent.type(nationalId, ELSEWHERE);
    await userEvent.tab();
    expect(
      await screen.findByText(/An employer with this id is already registered/, undefined, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Name in English/ })).toBeNull();
    await userEvent.type(screen.getByLabelText(/Transfer fee/), '100');
    await consentAndSave();
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer-contracts/8'), WAIT);
    expect(posts()).toEqual([
      [
        '/api/transfer-contracts',
        {
          source: { employmentRequestId: 5 },
          newEmployer: { nationalId: ELSEWHERE },
          fee: 100,
          workerConsent: true,
        },
      ],
    ]);
  });

  it('puts the server’s translated message on its field', async () => {
    createAnswer = () =>
      json(
        {
          message: 'Some values are not valid.',
          fieldErrors: { 'newEmployer.nationalId': ['The new employer is the worker’s current employer.'] },
        },
        400,
      );
    renderForm();
    await userEvent.click(await screen.findByRole('radio', { name: /Maria Santos/ }, WAIT));
    await fillEmployer();
    await userEvent.type(screen.getByRole('textbox', { name: /Transfer fee/ }), '0');
    await consentAndSave();
    expect(
      await screen.findByText('The new employer is the worker’s current employer.', undefined, WAIT),
    ).toBeVisible();
    expect(
      within(screen.getByRole('form')).getByRole('textbox', { name: /National or residence id/ }),
    ).toHaveAttribute('aria-invalid', 'true');
  });
});
