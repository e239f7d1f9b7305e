import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PartnershipContractBody } from '@portal/contracts/partnership-contracts/wizard';
import type { PartnershipInputStep } from '@portal/contracts/partnership-contracts/wizard-fields';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { PrintedDocument } from '../../../../components/record/printed-document';
import { isRecordChanged, RecordChangedAlert } from '../../../../components/form/record-changed-alert';
import { showWizardRefusal, type WizardRefusalState } from '../../../../components/wizard/wizard-refusal';
import { showAlert } from '../../../../lib/alerts/alert-store';
import { isApiError } from '../../../../lib/api-error';
import { reportError } from '../../../../lib/error-reporting';
import { bodyFromDraft, firstIncompleteStep } from '../partnership-body';
import { useContractPreview, useSaveContract } from '../partnership-wizard-api';
import { INPUT_STEPS, placeOfContractField } from '../refusal-places';
import type { StepProps } from './step-props';
import { wizardStepPage } from '../partnership-wizard-page';

type PreviewStepProps = StepProps & {
  /** The path of another step of this wizard. */
  pathOf: (step: PartnershipInputStep) => string;
  /** The save worked: the wizard clears its draft and opens the contract. */
  onSaved: (contract: PartnershipContract) => void;
  onSavingChange: (saving: boolean) => void;
  /** Refetches the edited contract and restarts the draft from it (after a 409 `RECORD_CHANGED`). */
  reload: () => Promise<void>;
};

/** The contract as the API prints it, in the current language (before it is saved). */
const ContractPreview = ({ body }: { body: PartnershipContractBody }) => {
  const { t, i18n } = useTranslation();
  const preview = useContractPreview(body, i18n.resolvedLanguage ?? i18n.language);
  return (
    <PrintedDocument
      query={preview}
      html={preview.data}
      texts={{
        loading: t('partnershipWizard.preview.loading'),
        failed: t('partnershipWizard.preview.failed'),
        retry: t('partnershipWizard.preview.retry'),
        frameTitle: t('partnershipWizard.preview.frameTitle'),
      }}
    />
  );
};

/** Step 4: the preview, then create (`POST …/create`) or save (`PUT …/{id}`). */
export const PreviewStepForm = (props: PreviewStepProps) => {
  const { formId, data, contract, pathOf, onSaved, onSavingChange, reload } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const body = useMemo(() => bodyFromDraft(data), [data]);
  const incomplete = useMemo(() => firstIncompleteStep(data), [data]);
  const save = useSaveContract(contract ?? null);
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body || saving) return;
    setSaving(true);
    onSavingChange(true);
    setChanged(null);
    try {
      const saved = await save.mutateAsync(body);
      showAlert({
        type: 'success',
        message: t(contract ? 'partnershipWizard.updated' : 'partnershipWizard.created'),
      });
      onSaved(saved);
    } catch (error) {
      // Spec 8: a create that fails on the server says exactly this, whatever the server wrote.
      if (!contract && isApiError(error) && error.status === 500) {
        showAlert({ type: 'danger', message: t('errors.tryAgain') });
        reportError(error);
      } else if (contract && isRecordChanged(error)) setChanged(error.message);
      else
        showWizardRefusal(error, {
          steps: INPUT_STEPS,
          placeOf: placeOfContractField,
          open: (step, serverErrors) =>
            void navigate(pathOf(step), { state: { serverErrors } satisfies WizardRefusalState }),
        });
    } finally {
      setSaving(false);
      onSavingChange(false);
    }
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('partnershipWizard.steps.preview')}
    >
      {incomplete ? (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={pathOf(incomplete)} color="inherit" size="small">
              {t('partnershipWizard.preview.goToStep', { step: t(`partnershipWizard.steps.${incomplete}`) })}
            </Button>
          }
        >
          {t('partnershipWizard.preview.incomplete', { step: t(`partnershipWizard.steps.${incomplete}`) })}
        </Alert>
      ) : body ? (
        <>
          <ContractPreview body={body} />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t('partnershipWizard.preview.sendNote')}
          </Typography>
        </>
      ) : null}
      {changed ? (
        <RecordChangedAlert
          message={changed}
          onReload={async () => {
            await reload();
            setChanged(null);
          }}
        />
      ) : null}
    </form>
  );
};

/** The preview's page (its route's page module): its button submits once the whole body parses. */
export const PreviewStepPage = wizardStepPage({
  Form: PreviewStepForm,
  ready: (data) => bodyFromDraft(data) !== null,
});
