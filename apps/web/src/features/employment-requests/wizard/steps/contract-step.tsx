import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmploymentRequestWizardStep } from '@portal/contracts/routes-employment';
import { showAlert } from '../../../../lib/alerts/alert-store';
import { candidateOfVisa, lostChosen, type EmploymentDraftData } from '../employment-draft';
import {
  employerComplete,
  submissionBlocked,
  submitBodyFromDraft,
  termsComplete,
} from '../employment-submit';
import { useSubmitEmploymentRequest } from '../employment-wizard-api';
import { useLostCandidates } from '../use-lost-candidates';
import { employmentWizardPath } from '../wizard-paths';
import { ContractSummary } from './contract-summary';
import { showRefusal } from './submission-refusal';
import type { WizardStepProps } from './step-props';
import { wizardStepPage } from '../employment-wizard-page';

/** The first step whose part of the draft is not complete, if any. */
const firstIncompleteStep = (data: EmploymentDraftData): EmploymentRequestWizardStep | null => {
  if (data.visas.length === 0) return 'select-visa';
  if (!employerComplete(data)) return 'employer-info';
  if (!termsComplete(data)) return 'econtracting';
  if (data.visas.some((visa) => candidateOfVisa(data, visa.id) === null)) return 'select-candidate';
  return null;
};

/** Step 5: the e-contract to be sent, then `POST /api/employment-requests` (all or nothing). */
export const ContractStepForm = (props: WizardStepProps) => {
  const { formId, data, update, goTo, onSubmitted, onSavingChange } = props;
  const { t } = useTranslation();
  const body = useMemo(() => submitBodyFromDraft(data), [data]);
  const incomplete = useMemo(() => firstIncompleteStep(data), [data]);
  useLostCandidates(data, update);
  const lost = lostChosen(data);
  const submission = useSubmitEmploymentRequest();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body || saving || lost.length > 0) return;
    setSaving(true);
    onSavingChange(true);
    try {
      const response = await submission.mutateAsync(body);
      showAlert({
        type: 'success',
        message:
          response.ids.length > 1
            ? t('employmentWizard.contract.submittedBulk', { count: response.ids.length })
            : t('employmentWizard.contract.submitted'),
      });
      onSubmitted(response);
    } catch (error) {
      await showRefusal(error, body.items, { update, goTo });
    } finally {
      setSaving(false);
      onSavingChange(false);
    }
  };

  const stepName = (step: EmploymentRequestWizardStep) => t(`employmentWizard.steps.${step}`);
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('employmentWizard.steps.contract')}
    >
      <Stack spacing={2.5}>
        {incomplete ? (
          <Alert
            severity="warning"
            action={
              <Button
                component={RouterLink}
                to={employmentWizardPath(incomplete)}
                color="inherit"
                size="small"
              >
                {t('employmentWizard.contract.goToStep', { step: stepName(incomplete) })}
              </Button>
            }
          >
            {t('employmentWizard.contract.incomplete', { step: stepName(incomplete) })}
          </Alert>
        ) : null}
        {lost.length > 0 ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button
                component={RouterLink}
                to={employmentWizardPath('select-candidate')}
                color="inherit"
                size="small"
              >
                {t('employmentWizard.contract.goToStep', { step: stepName('select-candidate') })}
              </Button>
            }
          >
            {t('employmentWizard.contract.lost')}
          </Alert>
        ) : null}
        {body ? (
          <>
            <Typography variant="body2" color="textSecondary">
              {t('employmentWizard.contract.intro')}
            </Typography>
            <ContractSummary data={data} body={body} />
            <Typography variant="body2">
              {body.items.length > 1
                ? t('employmentWizard.contract.bulk', { count: body.items.length })
                : t('employmentWizard.contract.one')}
            </Typography>
          </>
        ) : null}
      </Stack>
    </form>
  );
};

/** The route's page module: the wizard showing this step (decision 0064). */
export const ContractStepPage = wizardStepPage(ContractStepForm, { blocked: submissionBlocked });
