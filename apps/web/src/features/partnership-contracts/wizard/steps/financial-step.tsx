import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTRACT_GENDERS } from '@portal/contracts/partnership-contracts/contracts-values';
import type { FinancialStep } from '@portal/contracts/partnership-contracts/wizard';
import { MAX_CONTRACT_LINES } from '@portal/contracts/partnership-contracts/wizard-values';
import { FormFieldsGrid } from '../../../../components/form/form-fields-grid';
import { FormIdSelectField } from '../../../../components/form/form-id-select-field';
import { FormNumberField } from '../../../../components/form/form-number-field';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useWizardStepForm } from '../../../../components/wizard/use-wizard-step-form';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { localized } from '../../../../lib/i18n/localized';
import { useJobOptions } from '../../../../lib/lookups/job-options';
import { emptyLine, type FinancialValues } from '../partnership-draft';
import { useCurrentTemplate } from '../partnership-wizard-api';
import type { StepProps } from './step-props';
import { lazyResolver } from '../../../../components/form/lazy-resolver';
import { wizardStepPage } from '../partnership-wizard-page';

const resolver = lazyResolver<FinancialValues, FinancialStep>(() =>
  import('@portal/contracts/partnership-contracts/wizard').then((module) => module.financialStepFormSchema),
);

/** Step 3: one price line per job and gender (recruitment fee, monthly salary, payment terms). */
export const FinancialStepForm = ({ formId, data, update, next }: StepProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const form = useForm<FinancialValues, unknown, FinancialStep>({
    resolver,
    defaultValues: data.financial,
    mode: 'onTouched',
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const step = useWizardStepForm({
    form,
    onChange: (values) => update('financial', values),
    onValid: () => next(),
  });
  const jobs = useJobOptions();
  // A new line starts with the standard contract's payment terms (decision 0053).
  const template = useCurrentTemplate(data.epro.countryId);
  const chosenJobs = form.watch('lines').map((line) => line.jobId);
  const jobOptions = useMemo(() => {
    const options = (jobs.data ?? []).map((job) => ({ value: job.id, label: localized(job.name, language) }));
    // A job of a saved line that was deactivated since still shows by its number.
    for (const id of chosenJobs)
      if (id !== null && !options.some((option) => option.value === id))
        options.push({ value: id, label: `#${id}` });
    return options;
  }, [jobs.data, language, chosenJobs]);
  const genderOptions = CONTRACT_GENDERS.map((gender) => ({
    value: gender,
    label: t(`partnershipWizard.financial.genders.${gender}`),
  }));
  const listError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;

  return (
    <WizardStepForm formId={formId} step={step} label={t('partnershipWizard.steps.financial')}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('partnershipWizard.financial.hint')}
      </Typography>
      <Stack spacing={2}>
        {lines.fields.map((field, index) => (
          <Paper
            key={field.id}
            variant="outlined"
            role="group"
            sx={{ p: 2, minWidth: 0 }}
            aria-label={t('partnershipWizard.financial.line', { number: index + 1 })}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
              <Typography variant="h3" sx={{ fontSize: '1rem' }}>
                {t('partnershipWizard.financial.line', { number: index + 1 })}
              </Typography>
              {lines.fields.length > 1 ? (
                <IconButton
                  onClick={() => lines.remove(index)}
                  aria-label={t('partnershipWizard.financial.removeLine', { number: index + 1 })}
                >
                  <DeleteIcon />
                </IconButton>
              ) : null}
            </Stack>
            <FormFieldsGrid>
              <FormIdSelectField
                form={form}
                name={`lines.${index}.jobId`}
                label={t('partnershipWizard.financial.job')}
                options={jobOptions}
                required
              />
              <FormSelectField
                form={form}
                name={`lines.${index}.gender`}
                label={t('partnershipWizard.financial.gender')}
                options={genderOptions}
                required
              />
              <FormNumberField
                form={form}
                name={`lines.${index}.recruitmentFee`}
                label={t('partnershipWizard.financial.recruitmentFee')}
                required
              />
              <FormNumberField
                form={form}
                name={`lines.${index}.monthlySalary`}
                label={t('partnershipWizard.financial.monthlySalary')}
                required
              />
            </FormFieldsGrid>
            <Stack spacing={2} sx={{ mt: 2 }}>
              <FormTextField
                form={form}
                name={`lines.${index}.paymentTermsAr`}
                label={t('partnershipWizard.financial.paymentTermsAr')}
                dir="rtl"
                required
              />
              <FormTextField
                form={form}
                name={`lines.${index}.paymentTerms`}
                label={t('partnershipWizard.financial.paymentTerms')}
                dir="ltr"
                required
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
      {listError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(listError)}
        </Alert>
      ) : null}
      <Button
        sx={{ mt: 2 }}
        startIcon={<AddIcon />}
        onClick={() => lines.append(emptyLine(template.data))}
        disabled={lines.fields.length >= MAX_CONTRACT_LINES}
      >
        {t('partnershipWizard.financial.addLine')}
      </Button>
    </WizardStepForm>
  );
};

/** The financial step's page (its route's page module). */
export const FinancialStepPage = wizardStepPage({ Form: FinancialStepForm });
