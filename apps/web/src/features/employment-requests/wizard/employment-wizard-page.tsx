import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYMENT_REQUEST_WIZARD_STEPS,
  type EmploymentRequestWizardStep,
} from '@portal/contracts/routes-employment';
import { employmentRequestWizardRedirect } from '@portal/contracts/guards-wizard';
import type { EmploymentRequestSubmitResponse } from '@portal/contracts/employment-requests/wizard';
import { PageFrame } from '../../../components/page-frame';
import { WizardDraftNotice } from '../../../components/wizard/wizard-draft-notice';
import { WizardFrame } from '../../../components/wizard/wizard-frame';
import { useWizardLeaveGuard } from '../../../components/wizard/use-wizard-leave-guard';
import type { StepServerErrors, WizardRefusalState } from '../../../components/wizard/wizard-refusal';
import { useEmploymentDraft, type EmploymentDraftData } from './employment-draft';
import { employmentWizardPath, isEmploymentWizardPath, submittedPath } from './wizard-paths';
import type { WizardStepProps } from './steps/step-props';

const FORM_ID = 'employment-wizard-step';

/**
 * What a step's module adds to the wizard around it. `blocked`: the primary button stays disabled
 * while it holds (the contract step: a draft that cannot be sent). The step's module gives it, so the
 * whole draft's schemas load with that step only (decision 0064).
 */
type StepOptions = { blocked?: (data: EmploymentDraftData) => boolean };

/** The step a wizard page shows (null: the wizard's own address, its first step). */
export type WizardStepPageProps = { step: EmploymentRequestWizardStep | null };

/**
 * The employment request wizard (spec 2, 3 and 4): one page per step, the draft in browser storage.
 * `Step` is the form of the step the route shows: each step's module is the page module of its route
 * (`wizardStepPage`), so a route loads its own step and not the other four (decision 0064).
 */
export const EmploymentWizardPage = ({
  step,
  Step,
  blocked,
}: WizardStepPageProps & StepOptions & { Step: ComponentType<WizardStepProps> }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useEmploymentDraft();
  const [saving, setSaving] = useState(false);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  useWizardLeaveGuard(
    draft.stored !== null && !saving && savedTo === null,
    isEmploymentWizardPath,
    draft.clear,
  );

  // After the render that cleared the draft, so leaving is not held back by the unsaved prompt.
  useEffect(() => {
    if (savedTo !== null) void navigate(savedTo);
  }, [savedTo, navigate]);

  const onSubmitted = useCallback(
    (response: EmploymentRequestSubmitResponse) => {
      setSavedTo(submittedPath(response));
      draft.clear();
    },
    [draft],
  );
  const goTo = useCallback(
    (target: EmploymentRequestWizardStep, serverErrors?: StepServerErrors) =>
      void navigate(employmentWizardPath(target), {
        state: (serverErrors ? { serverErrors } : null) satisfies WizardRefusalState,
      }),
    [navigate],
  );

  if (savedTo !== null) return <PageFrame />;
  const redirect = employmentRequestWizardRedirect(step, draft.data.visas.length);
  if (redirect) return <Navigate to={redirect} replace />;
  const current = step ?? 'select-visa';
  const index = EMPLOYMENT_REQUEST_WIZARD_STEPS.indexOf(current);
  const previous = EMPLOYMENT_REQUEST_WIZARD_STEPS[index - 1];
  const following = EMPLOYMENT_REQUEST_WIZARD_STEPS[index + 1];
  const stepProps = {
    formId: FORM_ID,
    data: draft.data,
    update: draft.update,
    next: () => {
      if (following) goTo(following);
    },
  };
  const steps = EMPLOYMENT_REQUEST_WIZARD_STEPS.map((id) => ({
    id,
    label: t(`employmentWizard.steps.${id}`),
  }));
  const onContract = current === 'contract';
  const count = draft.data.visas.length;
  return (
    <PageFrame>
      <WizardFrame
        steps={steps}
        current={current}
        formId={FORM_ID}
        backTo={previous ? employmentWizardPath(previous) : null}
        primaryLabel={
          onContract
            ? count > 1
              ? t('employmentWizard.contract.submitBulk', { count })
              : t('employmentWizard.contract.submit')
            : undefined
        }
        busy={saving || (blocked?.(draft.data) ?? false)}
        notice={
          draft.restored && draft.stored ? (
            <WizardDraftNotice
              savedAt={draft.stored.savedAt}
              onStartOver={() => {
                // On the first step first: an empty draft sends any later step out of the wizard.
                void Promise.resolve(navigate(employmentWizardPath('select-visa'))).then(draft.clear);
              }}
            />
          ) : null
        }
      >
        <Step {...stepProps} goTo={goTo} onSubmitted={onSubmitted} onSavingChange={setSaving} />
      </WizardFrame>
    </PageFrame>
  );
};

/** A step's page: the wizard showing that step's form (exported by each step's module). */
export const wizardStepPage = (Step: ComponentType<WizardStepProps>, options: StepOptions = {}) => {
  const StepPage = ({ step }: WizardStepPageProps) => (
    <EmploymentWizardPage step={step} Step={Step} {...options} />
  );
  return StepPage;
};
