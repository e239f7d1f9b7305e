import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { setupTestI18n } from '../../../test/i18n';
import { ConfirmDialogHost } from '../../confirm-dialog';
import { useWizardLeaveGuard } from '../use-wizard-leave-guard';
import { useWizardStepForm } from '../use-wizard-step-form';
import { readWizardDraft, useWizardDraft, wizardDraftKey, writeWizardDraft } from '../wizard-draft';
import { WizardDraftNotice } from '../wizard-draft-notice';
import { WizardFrame } from '../wizard-frame';

type Values = { name: string; city: string };
/** A page change loads its route again: slow on a loaded machine. */
const SLOW = { timeout: 15_000 };
const KEY = wizardDraftKey('demoWizard', 7, null);
const STEPS = [
  { id: 'name', label: 'Name' },
  { id: 'city', label: 'City' },
] as const;
type StepId = (typeof STEPS)[number]['id'];

/** A two-step wizard built only from the shared pieces, as a module would. */
const DemoStep = ({ step }: { step: StepId }) => {
  const { draft, restored, save, clear } = useWizardDraft<Values>(KEY);
  const data = draft?.data ?? { name: '', city: '' };
  useWizardLeaveGuard(draft !== null, (pathname) => pathname.startsWith('/w/'), clear);
  const form = useForm<Values>({ defaultValues: data });
  const { formRef, onSubmit } = useWizardStepForm({
    form,
    onChange: (values) => save(values),
    onValid: () => router.navigate(step === 'name' ? '/w/city' : '/done'),
  });
  return (
    <main>
      <WizardFrame
        steps={STEPS}
        current={step}
        formId="demo"
        backTo={step === 'city' ? '/w/name' : null}
        notice={restored && draft ? <WizardDraftNotice savedAt={draft.savedAt} onStartOver={clear} /> : null}
      >
        <form id="demo" ref={formRef} onSubmit={onSubmit} noValidate>
          <label>
            {step === 'name' ? 'Your name' : 'Your city'}
            <input
              {...form.register(step, { required: 'validation.required' })}
              aria-invalid={Boolean(form.formState.errors[step])}
            />
          </label>
        </form>
      </WizardFrame>
      <Link to="/elsewhere">Leave</Link>
      <ConfirmDialogHost />
    </main>
  );
};

let router: ReturnType<typeof createMemoryRouter>;

const renderWizard = (path: string, direction: 'ltr' | 'rtl' = 'ltr') => {
  router = createMemoryRouter(
    [
      { path: '/w/name', element: <DemoStep key="name" step="name" /> },
      { path: '/w/city', element: <DemoStep key="city" step="city" /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      { path: '/done', element: <p>Done</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <ThemeProvider theme={createTheme({ direction })}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
};

const heading = () => screen.getByRole('heading', { level: 2 });

describe('WizardFrame', { timeout: 30_000 }, () => {
  beforeEach(() => setupTestI18n('en-US'));

  it('shows the steps, focuses the step heading, and goes next and back through the URL', async () => {
    renderWizard('/w/name');
    expect(heading()).toHaveTextContent('Step 1 of 2: Name');
    await waitFor(() => expect(heading()).toHaveFocus(), SLOW);
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByText('Name').closest('[aria-current="step"]')).not.toBeNull();

    await userEvent.type(screen.getByLabelText('Your name'), 'Sara');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 2: City'), SLOW);
    await waitFor(() => expect(heading()).toHaveFocus(), SLOW);

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByLabelText('Your name')).toHaveValue('Sara');
  });

  it('validates before going on and puts focus on the field in error', async () => {
    renderWizard('/w/name');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus(), SLOW);
    expect(router.state.location.pathname).toBe('/w/name');
  });

  it('points Back and Next the other way in Arabic (right to left)', async () => {
    await setupTestI18n('ar-SA');
    renderWizard('/w/city', 'rtl');
    const back = screen.getByRole('link', { name: 'السابق' });
    const next = screen.getByRole('button', { name: 'التالي' });
    expect(back.querySelector('[data-testid="ArrowForwardIcon"]')).not.toBeNull();
    expect(next.querySelector('[data-testid="ArrowBackIcon"]')).not.toBeNull();
    expect(heading()).toHaveTextContent('الخطوة 2 من 2: City');
  });

  it('keeps what is typed in browser storage and restores it after a reload, with a way to start over', async () => {
    const first = renderWizard('/w/name');
    await userEvent.type(screen.getByLabelText('Your name'), 'Huda');
    expect(readWizardDraft<Values>(KEY)?.data.name).toBe('Huda');
    first.unmount();

    // A reload: a new page load finds the stored draft (written before it started).
    localStorage.setItem(
      KEY,
      JSON.stringify({ data: { name: 'Huda', city: '' }, savedAt: '2020-03-01T09:30:00Z' }),
    );
    renderWizard('/w/name');
    expect(screen.getByLabelText('Your name')).toHaveValue('Huda');
    expect(screen.getByText(/Your unfinished draft from .* was restored\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(readWizardDraft(KEY)).toBeNull(), SLOW);
  });

  it('asks before leaving the wizard with a draft; moving between steps does not ask', async () => {
    renderWizard('/w/name');
    await userEvent.type(screen.getByLabelText('Your name'), 'Sara');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Your city')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(
      await screen.findByText('You have unsaved changes! Are you sure you want to discard them?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/w/city');
    expect(readWizardDraft<Values>(KEY)?.data.name).toBe('Sara');

    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(readWizardDraft(KEY)).toBeNull();
  });

  it('keeps one draft per person and per record', () => {
    expect(wizardDraftKey('w', 7, null)).toBe('w:7:new');
    expect(wizardDraftKey('w', 7, 12)).toBe('w:7:12');
    act(() => writeWizardDraft(wizardDraftKey('w', 7, 12), { name: 'a' }));
    expect(readWizardDraft(wizardDraftKey('w', 8, 12))).toBeNull();
    expect(readWizardDraft(wizardDraftKey('w', 7, null))).toBeNull();
    expect(readWizardDraft<{ name: string }>(wizardDraftKey('w', 7, 12))?.data.name).toBe('a');
  });
});
