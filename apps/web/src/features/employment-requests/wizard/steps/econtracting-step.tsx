import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { EcontractingStep } from '@portal/contracts/employment-requests/wizard';
import { EMPLOYMENT_TERMS_LIMITS } from '@portal/contracts/employment-requests/wizard-values';
import { FormFieldsGrid } from '../../../../components/form/form-fields-grid';
import { FormNumberField } from '../../../../components/form/form-number-field';
import { useWizardStepForm } from '../../../../components/wizard/use-wizard-step-form';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { formatCurrency, formatNumber } from '../../../../lib/format/intl';
import { toLanguage } from '../../../../lib/i18n/language';
import type { EmploymentDraftData, TermsValues } from '../employment-draft';
import type { StepProps } from './step-props';
import { wizardStepPage } from '../employment-wizard-page';
import { lazyResolver } from '../../../../components/form/lazy-resolver';

const resolver = lazyResolver<TermsValues, EcontractingStep>(() =>
  import('@portal/contracts/employment-requests/wizard').then((module) => module.econtractingStepSchema),
);

export const defaultTerms = (): TermsValues => ({
  monthlySalary: null,
  durationMonths: EMPLOYMENT_TERMS_LIMITS.durationMonths.default,
  probationDays: EMPLOYMENT_TERMS_LIMITS.probationDays.default,
  recruitmentFee: null,
});

/**
 * The chosen candidates' contract lines together: the salary must reach the highest line salary
 * and the fee stay within the lowest line fee. Null until a chosen candidate has a line.
 */
export const termsBounds = (data: EmploymentDraftData) => {
  const lines = data.candidates.flatMap((candidate) => (candidate.terms ? [candidate.terms] : []));
  if (lines.length === 0) return null;
  return {
    monthlySalary: Math.max(...lines.map((line) => line.monthlySalary)),
    recruitmentFee: Math.min(...lines.map((line) => line.recruitmentFee)),
  };
};

/** Step 3: salary, duration, probation and the agreed recruitment fee of the e-contract. */
export const EcontractingStepForm = ({ formId, data, update, next }: StepProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const form = useForm<TermsValues, unknown, EcontractingStep>({
    resolver,
    defaultValues: data.terms ?? defaultTerms(),
    mode: 'onTouched',
  });
  const step = useWizardStepForm({
    form,
    onChange: (values) => update(() => ({ terms: values })),
    onValid: (values) => {
      update(() => ({ terms: values }));
      next();
    },
  });

  const range = (field: keyof typeof EMPLOYMENT_TERMS_LIMITS, money: boolean) => {
    const { min, max } = EMPLOYMENT_TERMS_LIMITS[field];
    const show = (value: number) => (money ? formatCurrency(value, language) : formatNumber(value, language));
    return t('employmentWizard.terms.range', { min: show(min), max: show(max) });
  };
  const bounds = termsBounds(data);
  return (
    <WizardStepForm formId={formId} step={step} label={t('employmentWizard.steps.econtracting')}>
      <Stack spacing={2.5}>
        <Alert severity="info">
          {bounds
            ? t('employmentWizard.terms.bounds', {
                salary: formatCurrency(bounds.monthlySalary, language),
                fee: formatCurrency(bounds.recruitmentFee, language),
              })
            : t('employmentWizard.terms.boundsLater')}
        </Alert>
        <FormFieldsGrid>
          <FormNumberField
            form={form}
            name="monthlySalary"
            label={t('employmentWizard.terms.monthlySalary')}
            hint={range('monthlySalary', true)}
            required
          />
          <FormNumberField
            form={form}
            name="recruitmentFee"
            label={t('employmentWizard.terms.recruitmentFee')}
            hint={range('recruitmentFee', true)}
            required
          />
          <FormNumberField
            form={form}
            name="durationMonths"
            label={t('employmentWizard.terms.durationMonths')}
            hint={range('durationMonths', false)}
            required
          />
          <FormNumberField
            form={form}
            name="probationDays"
            label={t('employmentWizard.terms.probationDays')}
            hint={range('probationDays', false)}
            required
          />
        </FormFieldsGrid>
      </Stack>
    </WizardStepForm>
  );
};

/** The route's page module: the wizard showing this step (decision 0064). */
export const EcontractingStepPage = wizardStepPage(EcontractingStepForm);
