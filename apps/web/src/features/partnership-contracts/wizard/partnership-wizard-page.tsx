import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { PARTNERSHIP_WIZARD_STEPS, type PartnershipWizardStep } from '@portal/contracts/routes-partnership';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { partnershipWizardRedirectOf } from '@portal/contracts/partnership-contracts/wizard';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { WizardDraftNotice } from '../../../components/wizard/wizard-draft-notice';
import { WizardFrame } from '../../../components/wizard/wizard-frame';
import { useWizardLeaveGuard } from '../../../components/wizard/use-wizard-leave-guard';
import { isApiError } from '../../../lib/api-error';
import {
  bodyFromDraft,
  draftFromContract,
  usePartnershipDraft,
  type PartnershipDraftData,
} from './partnership-draft';
import { useWizardContract, wizardContractKey } from './partnership-wizard-api';
import { contractPagePath, isPartnershipWizardPath, partnershipWizardPath } from './wizard-paths';
import { EproStepForm } from './steps/epro-step';
import { FinancialStepForm } from './steps/financial-step';
import { ObligationsStepForm } from './steps/obligations-step';
import { PreviewStepForm } from './steps/preview-step';

const FORM_ID = 'partnership-wizard-step';

type WizardBodyProps = {
  step: PartnershipWizardStep | null;
  contract: PartnershipContract | null;
  base: PartnershipDraftData | null;
};

const WizardBody = ({ step, contract, base }: WizardBodyProps) => {
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
      busy={saving || (onPreview && bodyFromDraft(draft.data) === null)}
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
      {current === 'epro' ? <EproStepForm key={contractId ?? 'new'} {...stepProps} /> : null}
      {current === 'obligations' ? <ObligationsStepForm {...stepProps} /> : null}
      {current === 'financial' ? <FinancialStepForm {...stepProps} /> : null}
      {current === 'preview' ? (
        <PreviewStepForm
          {...stepProps}
          pathOf={pathOf}
          onSaved={onSaved}
          onSavingChange={setSaving}
          reload={reload}
        />
      ) : null}
    </WizardFrame>
  );
};

/** `wizard/{id}/…`: the contract is loaded first; its saved terms are where the wizard starts. */
const EditWizard = ({ step, id }: { step: PartnershipWizardStep | null; id: number }) => {
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
        <WizardBody step={step} contract={contract.data} base={base} />
      ) : (
        <Skeleton variant="rectangular" height={360} />
      )}
    </PageFrame>
  );
};

/** The partnership contract wizard (spec 2 and 4): one page per step, new or of a saved contract. */
export const PartnershipWizardPage = ({
  step,
  edit,
}: {
  step: PartnershipWizardStep | null;
  edit: boolean;
}) => {
  const params = useParams();
  if (!edit)
    return (
      <PageFrame>
        <WizardBody step={step} contract={null} base={null} />
      </PageFrame>
    );
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundState backTo="/partnership-contracts" />;
  return <EditWizard key={id} step={step} id={id} />;
};
