import { createElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PartnershipWizardStep } from '@portal/contracts/routes-partnership';
import { AlertStack } from '../../../../components/alert-stack';
import { ConfirmDialogHost } from '../../../../components/confirm-dialog';
import { alertStore } from '../../../../lib/alerts/alert-store';
import { i18n } from '../../../../lib/i18n/i18n';
import { setupTestI18n } from '../../../../test/i18n';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { EproStepPage } from '../steps/epro-step';
import { FinancialStepPage } from '../steps/financial-step';
import { ObligationsStepPage } from '../steps/obligations-step';
import { PreviewStepPage } from '../steps/preview-step';

const name = (en: string, ar: string) => ({ en, ar });
const PHL = { id: 7, name: name('Philippines', 'الفلبين') };
const IDN = { id: 9, name: name('Indonesia', 'إندونيسيا') };
const epros = [
  { id: 31, name: name('Manila Staffing', 'مانيلا للتوظيف'), licenseNumber: 'PH-1', country: PHL },
  { id: 32, name: name('Cebu Workers', 'سيبو للعمالة'), licenseNumber: 'PH-2', country: PHL },
  { id: 41, name: name('Jakarta Manpower', 'جاكرتا للقوى العاملة'), licenseNumber: 'ID-1', country: IDN },
];
const jobs = [
  { id: 3, code: 'HKP', name: name('Housekeeper', 'عاملة منزلية'), allowedGender: 'FEMALE', active: true },
  { id: 4, code: 'DRV', name: name('Driver', 'سائق'), allowedGender: 'MALE', active: true },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let createStatus = 500;
/** A refusal the create answers instead, when set. */
let createRefusal: (() => Response) | null = null;
/** The contract as another user saved it after the wizard read it, when set. */
let savedMeanwhile: typeof activeContract | null = null;
const CHANGED = 'Someone else saved this record after you opened it, so your changes were not saved.';
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.includes('/contracts/epros')) return json(epros);
  if (url.includes('/contracts/limit')) {
    const countryId = new URL(url, 'http://localhost').searchParams.get('countryId');
    return json(
      countryId === '9' ? { countryId: 9, used: 2, allowed: 2 } : { countryId: 7, used: 1, allowed: 3 },
    );
  }
  if (url.includes('/lookups/jobs/options')) return json(jobs);
  if (url.includes('/contract-templates/current')) {
    const countryId = new URL(url, 'http://localhost').searchParams.get('countryId');
    return json(countryId === '9' ? indonesianTemplate : null);
  }
  if (url.includes('/contracts/preview'))
    return new Response('<html><body><h1>Partnership contract</h1><p>Manila Staffing</p></body></html>', {
      headers: { 'content-type': 'text/html' },
    });
  if (url.endsWith('/contracts/55') && (init?.method ?? 'GET') === 'GET')
    return json(savedMeanwhile ?? activeContract);
  if (
    url.endsWith('/contracts/55') &&
    init?.method === 'PUT' &&
    savedMeanwhile &&
    (JSON.parse(String(init.body)) as { rowVersion: number }).rowVersion !== savedMeanwhile.rowVersion
  )
    return json({ message: CHANGED, code: 'RECORD_CHANGED' }, 409);
  if (url.endsWith('/contracts/55') && init?.method === 'PUT') return json({ ...activeContract, id: 55 });
  if (url.includes('/contracts/create') && init?.method === 'POST' && createRefusal) return createRefusal();
  if (url.includes('/contracts/create') && init?.method === 'POST')
    return createStatus === 500
      ? json({ message: 'Internal Server Error', details: 'relation "x" does not exist' }, 500)
      : json({ id: 88, status: 'DRAFT' }, 201);
  return json({ message: 'unexpected' }, 404);
});

const activeContract = {
  id: 55,
  rowVersion: 1,
  status: 'ACTIVE',
  country: PHL,
  agency: { id: 32, name: name('Cebu Workers', 'سيبو للعمالة'), licenseNumber: 'PH-2' },
  obligations: {
    officeAr: 'التزام المكتب',
    officeEn: 'Office duty',
    agencyAr: 'التزام الوكالة',
    agencyEn: 'Agency duty',
  },
  lines: [
    {
      jobId: 4,
      job: { id: 4, name: name('Driver', 'سائق') },
      gender: 'MALE',
      recruitmentFee: 9000,
      monthlySalary: 1800,
      paymentTerms: 'Half now',
      paymentTermsAr: 'النصف الآن',
    },
  ],
  pendingUpdate: null,
  template: null,
};

/** The standard contract of Indonesia (decision 0053): the wizard starts from it. */
const indonesianTemplate = {
  id: 12,
  countryId: 9,
  version: 2,
  officeClausesAr: ['يسدد المكتب الرسوم', 'يستقبل المكتب العامل'],
  officeClausesEn: ['The office pays the fees', 'The office meets the worker'],
  agencyClausesAr: ['تدرب الوكالة العامل'],
  agencyClausesEn: ['The agency trains the worker'],
  paymentTermsAr: 'النصف عند التأشيرة',
  paymentTermsEn: 'Half on visa issue',
  inForceFrom: '2026-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: { id: 1, name: name('Admin', 'المشرف') },
};

/** A page change loads its route again: slow on a loaded machine. */
const SLOW = { timeout: 15_000 };

const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));

const STEPS: PartnershipWizardStep[] = ['epro', 'obligations', 'financial', 'preview'];
/** Each step's page, as its route's page module exports it (wizard-pages.ts). */
const PAGES = {
  epro: EproStepPage,
  obligations: ObligationsStepPage,
  financial: FinancialStepPage,
  preview: PreviewStepPage,
};

const renderWizard = (path: string) => {
  const router = createMemoryRouter(
    [
      ...STEPS.map((step) => ({
        path: `/partnership-contracts/wizard/${step}`,
        element: createElement(PAGES[step], { key: step, step, edit: false }),
      })),
      ...STEPS.map((step) => ({
        path: `/partnership-contracts/wizard/:id/${step}`,
        element: createElement(PAGES[step], { key: `edit-${step}`, step, edit: true }),
      })),
      { path: '/partnership-contracts', element: <p>Contracts list</p> },
      { path: '/partnership-contracts/:id', element: <p>Contract page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
      <AlertStack />
    </QueryClientProvider>,
  );
  return router;
};

const choose = async (label: RegExp, option: string) => {
  const select = await screen.findByRole('combobox', { name: label });
  await userEvent.selectOptions(select, await within(select).findByRole('option', { name: option }));
};

const DRAFT_PREFIX = 'partnershipContractWizardDraft:';
const storedDraft = () => {
  const key = Object.keys(localStorage).find((item) => item.startsWith(DRAFT_PREFIX));
  return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { data: Record<string, unknown> }) : null;
};
const storeDraft = (data: unknown) =>
  localStorage.setItem(
    `${DRAFT_PREFIX}anonymous-none:new`,
    JSON.stringify({ data, savedAt: new Date().toISOString() }),
  );

const completeDraft = {
  epro: { countryId: 7, agencyId: 31 },
  obligations: {
    officeAr: 'يلتزم المكتب بسداد الرسوم',
    officeEn: 'The office pays the fees',
    agencyAr: 'تلتزم الوكالة بتجهيز العامل',
    agencyEn: 'The agency prepares the worker',
  },
  financial: {
    lines: [
      {
        jobId: 3,
        gender: 'FEMALE',
        recruitmentFee: 12000,
        monthlySalary: 1500,
        paymentTerms: 'On arrival',
        paymentTermsAr: 'عند الوصول',
      },
    ],
  },
};

describe('partnership contract wizard', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await setupTestI18n('en-US');
    i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
    i18n.addResourceBundle('ar-SA', 'translation', arSA, true, false);
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(async () => {
    fetchMock.mockClear();
    alertStore.clear();
    createRefusal = null;
    savedMeanwhile = null;
    await i18n.changeLanguage('en-US');
  });

  it('opens the epro step when financial is opened first (spec 4)', async () => {
    const router = renderWizard('/partnership-contracts/wizard/financial');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/epro'),
      SLOW,
    );
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Foreign agency' })).toBeInTheDocument();
  });

  it('offers the agencies of the chosen country, shows the limit, keeps the choice in the draft and goes on', async () => {
    const router = renderWizard('/partnership-contracts/wizard/epro');
    await choose(/Country/, 'Philippines');
    expect(await screen.findByText('Contracts with agencies of this country: 1 of 3')).toBeInTheDocument();
    const agency = screen.getByRole('combobox', { name: /Foreign agency/ });
    await waitFor(() =>
      expect(
        within(agency)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Cebu Workers', 'Manila Staffing']),
    );
    await userEvent.selectOptions(agency, 'Manila Staffing');
    expect(storedDraft()?.data.epro).toEqual({ countryId: 7, agencyId: 31 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/obligations'),
    );
  });

  it('holds back a new contract when the country limit is reached', async () => {
    const router = renderWizard('/partnership-contracts/wizard/epro');
    await choose(/Country/, 'Indonesia');
    await choose(/Foreign agency/, 'Jakarta Manpower');
    expect(await screen.findByText(/has reached its limit of 2 contracts/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The contract limit for this country is reached.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Country/ })).toHaveFocus(), SLOW);
    expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/epro');
  });

  it('requires every obligation in Arabic, with focus on the first one missing', async () => {
    storeDraft({ epro: completeDraft.epro });
    await i18n.changeLanguage('ar-SA');
    renderWizard('/partnership-contracts/wizard/obligations');
    await userEvent.type(await screen.findByLabelText(/التزامات المكتب المحلي بالعربية/), 'يلتزم المكتب');
    await userEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب.')).toHaveLength(3);
    await waitFor(
      () => expect(screen.getByLabelText(/التزامات المكتب المحلي بالإنجليزية/)).toHaveFocus(),
      SLOW,
    );
  });

  it('starts from the country’s standard contract in Arabic: clauses, payment terms, and its version kept', async () => {
    storeDraft({
      epro: { countryId: 9, agencyId: 41 },
      financial: { lines: [{ ...completeDraft.financial.lines[0], paymentTerms: '', paymentTermsAr: '' }] },
    });
    await i18n.changeLanguage('ar-SA');
    const router = renderWizard('/partnership-contracts/wizard/obligations');
    expect(
      await screen.findByText(/بدأ هذا العقد من الإصدار 2 من العقد الموحّد/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/التزامات المكتب المحلي بالعربية/)).toHaveValue(
      'يسدد المكتب الرسوم\nيستقبل المكتب العامل',
    );
    expect(screen.getByLabelText(/التزامات الوكالة الأجنبية بالإنجليزية/)).toHaveValue(
      'The agency trains the worker',
    );
    await userEvent.type(screen.getByLabelText(/التزامات المكتب المحلي بالإنجليزية/), ' at the airport');
    await userEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/financial'),
      SLOW,
    );
    expect(storedDraft()?.data.obligations).toMatchObject({
      templateVersionId: 12,
      officeEn: 'The office pays the fees\nThe office meets the worker at the airport',
    });
    expect(await screen.findByLabelText(/شروط الدفع بالعربية/)).toHaveValue('النصف عند التأشيرة');
    expect(screen.getByLabelText(/شروط الدفع بالإنجليزية/)).toHaveValue('Half on visa issue');
  });

  it('refuses two lines for the same job and gender, and removes a line', async () => {
    storeDraft({
      ...completeDraft,
      financial: {
        lines: [
          completeDraft.financial.lines[0],
          { ...completeDraft.financial.lines[0], recruitmentFee: 9000 },
        ],
      },
    });
    const router = renderWizard('/partnership-contracts/wizard/financial');
    expect(await screen.findByRole('group', { name: 'Line 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('This job and gender already have a line; use one line per job and gender.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/financial');
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getByRole('group', { name: 'Line 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByRole('group', { name: 'Line 2' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/preview'),
      SLOW,
    );
  });

  it('previews the contract and says exactly "Something went wrong please try again." when create fails with 500', async () => {
    createStatus = 500;
    storeDraft(completeDraft);
    const router = renderWizard('/partnership-contracts/wizard/preview');
    const frame = await screen.findByTitle('Contract preview', undefined, SLOW);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Manila Staffing');
    const [, previewInit] = calls('/contracts/preview')[0] ?? [];
    expect(JSON.parse(String(previewInit?.body))).toMatchObject({ countryId: 7, agencyId: 31 });
    await userEvent.click(screen.getByRole('button', { name: 'Create the contract' }));
    expect(await screen.findByText('Something went wrong please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/preview');
    expect(storedDraft()).not.toBeNull();
  });

  it('opens the step of a refused field with it marked, shows the other messages, and one Next goes on', async () => {
    storeDraft(completeDraft);
    createRefusal = () =>
      json(
        {
          message: 'Some values are not valid.',
          fieldErrors: {
            officeEn: ['Write the obligations without links.'],
            'lines.0.paymentTerms': ['Name the payment days.'],
            contractTermsVersion: ['The contract terms changed meanwhile.'],
          },
        },
        400,
      );
    const router = renderWizard('/partnership-contracts/wizard/preview');
    await screen.findByTitle('Contract preview', undefined, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Create the contract' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/obligations'),
      SLOW,
    );
    const officeEn = await screen.findByLabelText(/Local office obligations in English/);
    await waitFor(() => expect(officeEn).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Write the obligations without links.')).toBeInTheDocument();
    const alert = screen.getByText(/Correct the fields marked on this step/);
    expect(alert).toHaveTextContent('The contract terms changed meanwhile.');
    expect(alert).toHaveTextContent('Name the payment days.');
    await userEvent.type(officeEn, ' only');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/financial'),
      SLOW,
    );
    expect(storedDraft()?.data.obligations).toMatchObject({ officeEn: 'The office pays the fees only' });
  });

  it('creates the contract, clears the draft and opens the contract', async () => {
    createStatus = 201;
    storeDraft(completeDraft);
    const router = renderWizard('/partnership-contracts/wizard/preview');
    await screen.findByTitle('Contract preview', undefined, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Create the contract' }));
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/partnership-contracts(\/88)?$/),
      SLOW,
    );
    expect(storedDraft()).toBeNull();
    const [, init] = calls('/contracts/create')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      countryId: 7,
      agencyId: 31,
      templateVersionId: null,
      ...completeDraft.obligations,
      lines: completeDraft.financial.lines,
    });
  });

  it('edits a saved contract: starts from its terms, keeps its agency once active, saves with PUT', async () => {
    const router = renderWizard('/partnership-contracts/wizard/55/epro');
    expect(
      await screen.findByText(
        'The agency and its country cannot change after the contract was sent for approval.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Foreign agency/ })).toHaveTextContent('Cebu Workers');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2 of 4: Obligations' }, SLOW);
    expect(screen.getByLabelText(/Local office obligations in English/)).toHaveValue('Office duty');
    await userEvent.clear(screen.getByLabelText(/Local office obligations in English/));
    await userEvent.type(
      screen.getByLabelText(/Local office obligations in English/),
      'Office pays on arrival',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 3 of 4: Financial terms' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTitle('Contract preview', undefined, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/partnership-contracts(\/55)?$/),
      SLOW,
    );
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      countryId: 7,
      agencyId: 32,
      officeEn: 'Office pays on arrival',
      lines: [
        { jobId: 4, gender: 'MALE', recruitmentFee: 9000, monthlySalary: 1800, paymentTerms: 'Half now' },
      ],
    });
    expect(storedDraft()).toBeNull();
  });

  it('a save on a contract someone else saved meanwhile says so; Reload brings their terms and saves on their version', async () => {
    const mine = { ...activeContract.obligations, officeEn: 'My office duty' };
    localStorage.setItem(
      `${DRAFT_PREFIX}anonymous-none:55`,
      JSON.stringify({ data: { obligations: mine }, savedAt: new Date().toISOString() }),
    );
    const router = renderWizard('/partnership-contracts/wizard/55/preview');
    await screen.findByTitle('Contract preview', undefined, SLOW);
    savedMeanwhile = {
      ...activeContract,
      rowVersion: 2,
      obligations: { ...activeContract.obligations, officeEn: 'Their office duty' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGED);
    expect(router.state.location.pathname).toBe('/partnership-contracts/wizard/55/preview');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText(CHANGED)).not.toBeInTheDocument(), SLOW);
    expect(storedDraft()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/partnership-contracts(\/55)?$/),
      SLOW,
    );
    const puts = fetchMock.mock.calls.filter(([, request]) => request?.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(JSON.parse(String(puts[0]![1]!.body))).toMatchObject({
      officeEn: 'My office duty',
      rowVersion: 1,
    });
    expect(JSON.parse(String(puts[1]![1]!.body))).toMatchObject({
      officeEn: 'Their office duty',
      rowVersion: 2,
    });
  });
});
