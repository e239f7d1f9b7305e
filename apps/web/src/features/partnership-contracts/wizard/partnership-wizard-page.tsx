import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { Skeleton } from '../../../components/skeleton';
import { PARTNERSHIP_WIZARD_STEPS, type PartnershipWizardStep } from '@portal/contracts/routes-partnership';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { partnershipWizardRedirectOf } from '@portal/contracts/partnership-contracts/wizard-values';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { WizardDraftNotice } from '../../../components/wizard/wizard-draft-notice';
import { WizardFrame } from '../../../components/wizard/wizard-frame';
import { useWizardLeaveGuard } from '../../../components/wizard/use-wizard-leave-guard';
import { isApiError } from '../../../lib/api-error';
import { draftFromContract, usePartnershipDraft, type PartnershipDraftData } from './partnership-draft';
import { useWizardContract, wizardContractKey } from './partnership-wizard-api';
import { contractPagePath, isPartnershipWizardPath, partnershipWizardPath } from './wizard-paths';
import type { StepProps } from './steps/step-props';

const FORM_ID = 'partnership-wizard-step';

/** What the wizard gives its step's form: the preview's save uses the last four. */
export type WizardStepFormProps = StepProps & {
  pathOf: (step: PartnershipWizardStep) => string;
  onSaved: (saved: PartnershipContract) => void;
  onSavingChange: (saving: boolean) => void;
  reload: () => Promise<void>;
};

/**
 * A step's page: its form in the wizard. `ready` says whether the primary button may submit (the
 * preview's: once the whole body parses).
 */
export type WizardStep = {
  Form: ComponentType<WizardStepFormProps>;
  ready?: (data: PartnershipDraftData) => boolean;
};

type WizardBodyProps = {
  step: PartnershipWizardStep | null;
  contract: PartnershipContract | null;
  base: PartnershipDraftData | null;
  stepPage: WizardStep;
};

const WizardBody = ({ step, contract, base, stepPage }: WizardBodyProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const contractId = contract?.id ?? null;
  const draft = usePartnershipDraft(contractId, base);
  const [saving, setSaving] = useState(false);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const isWizardPath = useMemo(() => isPartnershipWizardPath(contractId), [contractId]);
  useWizardLeaveGuard(draft.stored !== null && !saving && savedTo === null, isWizardPath, draft.clear);

  // After the render that cleared the draft, so leaving is not held back by the unsaved prompt.
  useEffect(() => {
    if (savedTo !== null) void navigate(savedTo);
  }, [savedTo, navigate]);

  const onSaved = useCallback(
    (saved: PartnershipContract) => {
      draft.clear();
      setSavedTo(contractPagePath(saved.id));
    },
    [draft],
  );

  // Someone else saved the contract meanwhile: its terms as they are now replace the draft, and
  // the next save is made on their version (docs/decisions/0039).
  const reload = async () => {
    await client.refetchQueries({ queryKey: wizardContractKey(contractId), exact: true });
    draft.clear();
  };

  const redirect = partnershipWizardRedirectOf(step, draft.data.epro, contractId);
  if (redirect && savedTo === null) return <Navigate to={redirect} replace />;
  const current = step ?? 'epro';
  const index = PARTNERSHIP_WIZARD_STEPS.indexOf(current);
  const previous = PARTNERSHIP_WIZARD_STEPS[index - 1];
  const following = PARTNERSHIP_WIZARD_STEPS[index + 1];
  const pathOf = (target: PartnershipWizardStep) => partnershipWizardPath(target, contractId);
  const stepProps = {
    formId: FORM_ID,
    data: draft.data,
    update: draft.update,
    next: () => {
      if (following) void navigate(pathOf(following));
    },
    contract,
  };
  const steps = PARTNERSHIP_WIZARD_STEPS.map((id) => ({ id, label: t(`partnershipWizard.steps.${id}`) }));
  const onPreview = current === 'preview';
  return (
    <WizardFrame
      steps={steps}
      current={current}
      formId={FORM_ID}
      backTo={previous ? pathOf(previous) : null}
      primaryLabel={
        onPreview
          ? t(contract ? 'partnershipWizard.preview.update' : 'partnershipWizard.preview.create')
          : undefined
      }
      busy={saving || (stepPage.ready ? !stepPage.ready(draft.data) : false)}
      notice={
        draft.restored && draft.stored ? (
          <WizardDraftNotice
            savedAt={draft.stored.savedAt}
            onStartOver={() => {
              draft.clear();
              void navigate(pathOf('epro'));
            }}
          />
        ) : null
      }
    >
      <stepPage.Form
        key={contractId ?? 'new'}
        {...stepProps}
        pathOf={pathOf}
        onSaved={onSaved}
        onSavingChange={setSaving}
        reload={reload}
      />
    </WizardFrame>
  );
};

/** `wizard/{id}/…`: the contract is loaded first; its saved terms are where the wizard starts. */
const EditWizard = ({
  step,
  id,
  stepPage,
}: {
  step: PartnershipWizardStep | null;
  id: number;
  stepPage: WizardStep;
}) => {
  const { t } = useTranslation();
  const contract = useWizardContract(id);
  const base = useMemo(() => (contract.data ? draftFromContract(contract.data) : null), [contract.data]);
  if (contract.isError && isApiError(contract.error) && contract.error.status === 404)
    return <NotFoundState backTo="/partnership-contracts" />;
  return (
    <PageFrame>
      {contract.isError ? (
        <Alert severity="error">{t('partnershipWizard.loadFailed')}</Alert>
      ) : contract.data ? (
        <WizardBody step={step} contract={contract.data} base={base} stepPage={stepPage} />
      ) : (
        <Skeleton variant="rectangular" height={360} />
      )}
    </PageFrame>
  );
};

export type WizardStepPageProps = { step: PartnershipWizardStep | null; edit: boolean };

/**
 * The partnership contract wizard (spec 2 and 4): one page per step, new or of a saved contract,
 * showing the step it is given (`wizardStepPage`).
 */
const PartnershipWizardPage = ({ step, edit, stepPage }: WizardStepPageProps & { stepPage: WizardStep }) => {
  const params = useParams();
  if (!edit)
    return (
      <PageFrame>
        <WizardBody step={step} contract={null} base={null} stepPage={stepPage} />
      </PageFrame>
    );
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundState backTo="/partnership-contracts" />;
  return <EditWizard key={id} step={step} id={id} stepPage={stepPage} />;
};

/**
 * A step's page module exports its page: the wizard showing that step's form. A step's route loads
 * its own step only, not the others (decision 0064, as the employment wizard's steps).
 */
export const wizardStepPage = (stepPage: WizardStep) => {
  const StepPage = (props: WizardStepPageProps) => <PartnershipWizardPage {...props} stepPage={stepPage} />;
  return StepPage;
};
