import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EMPLOYMENT_REQUEST_WIZARD_STEPS } from '@portal/contracts/routes-employment';
import { AlertStack } from '../../../../components/alert-stack';
import { ConfirmDialogHost } from '../../../../components/confirm-dialog';
import { alertStore } from '../../../../lib/alerts/alert-store';
import { i18n } from '../../../../lib/i18n/i18n';
import { setupTestI18n } from '../../../../test/i18n';
import employersArSA from '../../../employers/locales/ar-SA.json';
import employersEnUS from '../../../employers/locales/en-US.json';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { ContractStepPage } from '../steps/contract-step';
import { EcontractingStepPage } from '../steps/econtracting-step';
import { EmployerInfoStepPage } from '../steps/employer-info-step';
import { SelectCandidateStepPage } from '../steps/select-candidate-step';
import { SelectVisaStepPage } from '../steps/select-visa-step';
import {
  calls,
  completeDraft,
  employer,
  fetchMock,
  json,
  NATIONAL_ID,
  server,
  storeDraft,
  storedDraft,
} from './wizard-fixtures';

/** A page change loads its route again: slow on a loaded machine. */
const SLOW = { timeout: 15_000 };

/** Each step's page module, as the routes load them (wizard-pages.ts). */
const STEP_PAGES = {
  'select-visa': SelectVisaStepPage,
  'employer-info': EmployerInfoStepPage,
  econtracting: EcontractingStepPage,
  'select-candidate': SelectCandidateStepPage,
  contract: ContractStepPage,
} as const;

const renderWizard = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/employment-requests/wizard', element: <SelectVisaStepPage step={null} /> },
      ...EMPLOYMENT_REQUEST_WIZARD_STEPS.map((step) => {
        const StepPage = STEP_PAGES[step];
        return { path: `/employment-requests/wizard/${step}`, element: <StepPage key={step} step={step} /> };
      }),
      { path: '/employment-requests', element: <p>Requests list</p> },
      { path: '/employment-requests/contract/:id', element: <p>Request page</p> },
      { path: '/employment-requests/bulk/:id', element: <p>Bulk page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
      <AlertStack />
    </QueryClientProvider>,
  );
  return { router, view };
};

const pathOf = (router: ReturnType<typeof renderWizard>['router']) => router.state.location.pathname;

describe('employment request wizard', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await setupTestI18n('en-US');
    i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
    i18n.addResourceBundle('ar-SA', 'translation', arSA, true, false);
    i18n.addResourceBundle('en-US', 'translation', employersEnUS, true, false);
    i18n.addResourceBundle('ar-SA', 'translation', employersArSA, true, false);
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(async () => {
    fetchMock.mockClear();
    alertStore.clear();
    localStorage.clear();
    server.unavailable = [];
    server.submit = () => json({ bulkId: 5, ids: [61, 62] }, 201);
    await i18n.changeLanguage('en-US');
  });

  it('sends any step but select-visa back to the list while no visa is chosen (spec 4)', async () => {
    const { router } = renderWizard('/employment-requests/wizard/contract');
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests'), SLOW);
    expect(screen.getByText('Requests list')).toBeInTheDocument();
  });

  it('opens select-visa from the wizard root', async () => {
    const { router } = renderWizard('/employment-requests/wizard');
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/select-visa'), SLOW);
    expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Visas' })).toBeInTheDocument();
  });

  it('finds the employer visas, keeps two in the draft and shows a registered employer as saved', async () => {
    const { router } = renderWizard('/employment-requests/wizard/select-visa');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Employer national or residence id/), `${NATIONAL_ID}{Enter}`);
    const table = await screen.findByRole('table', { name: 'Available visas of the employer' });
    expect(within(table).getAllByText('Philippines')).toHaveLength(2);
    expect(pathOf(router)).toBe('/employment-requests/wizard/select-visa');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose at least one visa.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose visa 40010001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose visa 40010002' }));
    expect(screen.getByText('Visas chosen: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/employer-info'), SLOW);
    expect(storedDraft()?.data).toMatchObject({
      nationalId: NATIONAL_ID,
      visas: [{ id: 101, country: 'PHL', gender: 'FEMALE', career: 'HKP' }, { id: 102 }],
      isMultiCandidates: true,
    });
    const saved = await screen.findByRole('group', { name: 'Saved details of the employer' }, SLOW);
    expect(within(saved).getByText('Khalid Alharbi')).toBeInTheDocument();
    expect(screen.getByLabelText(/National or residence id/)).toHaveValue(NATIONAL_ID);
    expect(screen.getByText(/A registered employer: the request uses the saved details/)).toBeInTheDocument();
    // Used as saved: nothing to retype or change here.
    expect(screen.queryByLabelText(/Name in English/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/econtracting'), SLOW);
    expect(storedDraft()?.data.employer).toMatchObject({ nationalId: NATIONAL_ID, registered: true });
  });

  it('takes the employer id typed in Arabic-Indic digits as the same id', async () => {
    const { router } = renderWizard('/employment-requests/wizard/select-visa');
    const arabic = NATIONAL_ID.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const field = await screen.findByLabelText(/Employer national or residence id/, undefined, SLOW);
    await userEvent.type(field, `${arabic}{Enter}`);
    await screen.findByRole('table', { name: 'Available visas of the employer' });
    expect(field).toHaveValue(NATIONAL_ID);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose visa 40010001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/employer-info'), SLOW);
    expect(storedDraft()?.data).toMatchObject({ nationalId: NATIONAL_ID });
    expect(calls('/wizard/visas').map(([input]) => String(input))).toEqual([
      expect.stringContaining(`nationalId=${NATIONAL_ID}`),
    ]);
  });

  it("sends another office's registered employer by its id alone, showing none of its details", async () => {
    server.employer = null;
    server.registered = true;
    try {
      storeDraft({ ...completeDraft(), employer: null });
      const first = renderWizard('/employment-requests/wizard/employer-info');
      expect(
        await screen.findByText(/An employer with this id is already registered/, undefined, SLOW),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText(/Name in English/)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(
        () => expect(pathOf(first.router)).toBe('/employment-requests/wizard/econtracting'),
        SLOW,
      );
      first.view.unmount();
      const { router } = renderWizard('/employment-requests/wizard/contract');
      expect(await screen.findByRole('cell', { name: 'Maria Santos' }, SLOW)).toBeInTheDocument();
      expect(screen.getByText(/An employer with this id is already registered/)).toBeInTheDocument();
      expect(screen.queryByText('Khalid Alharbi')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Submit 2 requests' }));
      await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/bulk/5'), SLOW);
      const [, init] =
        calls('/api/employment-requests').find(([, request]) => request?.method === 'POST') ?? [];
      expect(JSON.parse(String(init?.body)).employer).toEqual({ nationalId: NATIONAL_ID });
    } finally {
      server.employer = employer;
      server.registered = false;
    }
  });

  it('keeps typed terms in the draft across an unmount (a reload) and validates them', async () => {
    storeDraft({ ...completeDraft(), terms: null });
    const first = renderWizard('/employment-requests/wizard/econtracting');
    const salary = await screen.findByLabelText(/Monthly salary/, undefined, SLOW);
    expect(screen.getByLabelText(/Contract duration/)).toHaveValue('24');
    expect(
      screen.getByText(/at least SAR\s?1,500.00 and a recruitment fee of at most SAR\s?12,000.00/),
    ).toBeInTheDocument();
    await userEvent.type(salary, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Enter an amount within the allowed range.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText(/Monthly salary/)).toHaveFocus(), SLOW);
    await userEvent.clear(salary);
    // Typed in Arabic digits with the Arabic decimal separator: the draft keeps the number.
    await userEvent.type(salary, '١٧٥٠٫٥');
    first.view.unmount();

    renderWizard('/employment-requests/wizard/econtracting');
    expect(await screen.findByLabelText(/Monthly salary/, undefined, SLOW)).toHaveValue('1750.5');
    expect(storedDraft()?.data.terms).toMatchObject({ monthlySalary: 1750.5, durationMonths: 24 });
  });

  it('marks a candidate taken since as lost and holds the wizard back until it is replaced', async () => {
    server.unavailable = [202];
    storeDraft(completeDraft());
    const { router } = renderWizard('/employment-requests/wizard/select-candidate');
    expect(
      await screen.findByText(/Ana Cruz was taken by another request/, undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Lost')).toBeInTheDocument();
    await waitFor(() => expect(storedDraft()?.data.lostCandidates).toEqual([202]));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Replace the candidates who were taken before going on.'),
    ).toBeInTheDocument();
    const second = screen.getByRole('region', { name: /Visa 40010002/ });
    expect(within(second).getByRole('button', { name: 'Chosen for visa 40010001' })).toBeDisabled();
    await userEvent.click(await within(second).findByRole('button', { name: 'Choose Liza Reyes' }));
    expect(within(second).queryByText('Lost')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/contract'), SLOW);
    expect(await screen.findByRole('cell', { name: 'Liza Reyes' })).toBeInTheDocument();
  });

  it('submits a bulk request, clears the draft and opens the bulk', async () => {
    storeDraft(completeDraft());
    const { router } = renderWizard('/employment-requests/wizard/contract');
    expect(await screen.findByRole('cell', { name: 'Maria Santos' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('2 requests will be sent together as one bulk request.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit 2 requests' }));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/bulk/5'), SLOW);
    expect(storedDraft()).toBeNull();
    const [, init] =
      calls('/api/employment-requests').find(([, request]) => request?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      employer: completeDraft().employer,
      terms: completeDraft().terms,
      items: [
        { visaId: 101, candidateId: 201 },
        { visaId: 102, candidateId: 202 },
      ],
    });
  });

  it("names the step the draft's employer fails and links to it, once the step's rules are loaded", async () => {
    const draft = completeDraft();
    storeDraft({ ...draft, employer: { ...draft.employer, mobile: '12' } });
    renderWizard('/employment-requests/wizard/contract');
    expect(await screen.findByText('The step “Employer” is not complete yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to “Employer”' })).toHaveAttribute(
      'href',
      '/employment-requests/wizard/employer-info',
    );
  });

  it('opens the e-contract of a single request, in Arabic', async () => {
    const draft = completeDraft();
    storeDraft({ ...draft, visas: draft.visas.slice(0, 1), candidates: draft.candidates.slice(0, 1) });
    server.submit = () => json({ bulkId: null, ids: [77] }, 201);
    await i18n.changeLanguage('ar-SA');
    const { router } = renderWizard('/employment-requests/wizard/contract');
    expect(await screen.findByRole('cell', { name: 'ماريا سانتوس' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('الرياض')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/contract/77'), SLOW);
    expect(await screen.findByText('تم إرسال طلب التوظيف.')).toBeInTheDocument();
  });

  it('shows a refused salary on the terms step (400) and keeps the draft', async () => {
    storeDraft(completeDraft());
    server.submit = () =>
      json(
        {
          message: 'Some values are not valid.',
          fieldErrors: { 'terms.monthlySalary': ['The salary is below the contract line (1,900 SAR).'] },
        },
        400,
      );
    const { router } = renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/econtracting'), SLOW);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Step 3 of 5: Contract terms' })).toHaveFocus(),
    );
    expect(await screen.findByText('The salary is below the contract line (1,900 SAR).')).toBeInTheDocument();
    expect(screen.getByLabelText(/Monthly salary/)).toHaveAttribute('aria-invalid', 'true');
    expect(storedDraft()).not.toBeNull();
  });

  it('shows a refusal that names no field of a step (more visas than the setting allows) as the alert', async () => {
    storeDraft(completeDraft());
    const tooMany = 'A bulk request may hold at most 1 candidate.';
    server.submit = () => json({ message: tooMany, fieldErrors: { items: [tooMany] } }, 400);
    const { router } = renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.queryByText(/Correct the fields marked on this step/)).not.toBeInTheDocument();
    expect(pathOf(router)).toBe('/employment-requests/wizard/contract');
    expect(storedDraft()).not.toBeNull();
  });

  it('shows the message of a field no step has, and of a 422 without fields, as the alert', async () => {
    storeDraft(completeDraft());
    server.submit = () =>
      json(
        {
          message: 'Some values are not valid.',
          fieldErrors: { 'office.licence': ['The licence has expired.'] },
        },
        400,
      );
    const first = renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    expect(await screen.findByText('The licence has expired.')).toBeInTheDocument();
    expect(screen.getByText('Some values are not valid.')).toBeInTheDocument();
    first.view.unmount();
    alertStore.clear();
    server.submit = () => json({ message: 'The quota service refused the request.' }, 422);
    renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    expect(await screen.findByText('The quota service refused the request.')).toBeInTheDocument();
  });

  it('opens the step of a refused fee with the field marked, and one Next goes on once it is fixed', async () => {
    storeDraft({ ...completeDraft(), terms: { ...completeDraft().terms, recruitmentFee: 14000 } });
    const refused = 'The recruitment fee may not exceed the contract line (12,000 SAR).';
    server.submit = () =>
      json(
        { message: 'Some values are not valid.', fieldErrors: { 'terms.recruitmentFee': [refused] } },
        400,
      );
    const { router } = renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/econtracting'), SLOW);
    const fee = await screen.findByLabelText(/recruitment fee/);
    expect(await screen.findAllByText(refused)).not.toHaveLength(0);
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(fee);
    await userEvent.type(fee, '12000');
    expect(fee).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/select-candidate'), SLOW);
    expect(storedDraft()?.data.terms).toMatchObject({ recruitmentFee: 12000 });
  });

  it('marks the candidate a 409 names as lost and goes back to select-candidate', async () => {
    storeDraft(completeDraft());
    server.submit = () =>
      json(
        {
          message: 'Ana Cruz was taken by another request.',
          fieldErrors: { 'items.1.candidateId': ['Ana Cruz was taken by another request.'] },
        },
        409,
      );
    const { router } = renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/select-candidate'), SLOW);
    expect(storedDraft()?.data.lostCandidates).toEqual([202]);
    expect(
      await screen.findByText(/Ana Cruz was taken by another request since you chose them/),
    ).toBeInTheDocument();
  });

  it('asks the availability when a 409 names no candidate, and shows another conflict as it is', async () => {
    storeDraft(completeDraft());
    server.submit = () => json({ message: 'The monthly quota of the Philippines is reached.' }, 409);
    const { router } = renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    expect(await screen.findByText('The monthly quota of the Philippines is reached.')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/employment-requests/wizard/contract');
    expect(calls('/wizard/availability').length).toBeGreaterThan(1);
  });

  it('goes back to select-visa when a visa was taken meanwhile (409 on the visa)', async () => {
    storeDraft(completeDraft());
    server.submit = () =>
      json(
        {
          message: 'Visa 40010002 was taken by another request.',
          fieldErrors: { 'items.1.visaId': ['Visa 40010002 was taken by another request.'] },
        },
        409,
      );
    const { router } = renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/select-visa'), SLOW);
    expect(await screen.findByText('Visa 40010002 was taken by another request.')).toBeInTheDocument();
    expect(storedDraft()?.data.lostCandidates).toEqual([]);
  });

  it('goes back to the employer step when the employer is on the watchlist, naming the category (decision 0062)', async () => {
    storeDraft(completeDraft());
    const refused =
      'New requests for this employer are not accepted: the employer is on the watchlist (Unpaid wages).';
    server.submit = () => json({ message: refused, fieldErrors: { 'employer.nationalId': [refused] } }, 409);
    const { router } = renderWizard('/employment-requests/wizard/contract');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit 2 requests' }, SLOW));
    await waitFor(() => expect(pathOf(router)).toBe('/employment-requests/wizard/employer-info'), SLOW);
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(document.getElementById('field-nationalId')).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('field-nationalId')).toHaveAccessibleDescription(refused);
    expect(storedDraft()).not.toBeNull();
  });
});
