import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { obligationsStepSchema, type ObligationsStep } from '@portal/contracts/partnership-contracts/wizard';
import { useFieldError } from '../../../../components/form/use-field-error';
import { useWizardStepForm } from '../../../../components/wizard/use-wizard-step-form';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import type { ObligationsValues } from '../partnership-draft';
import type { StepProps } from './step-props';

type ObligationFieldProps = {
  form: ReturnType<typeof useForm<ObligationsValues, unknown, ObligationsStep>>;
  name: Path<ObligationsValues>;
  label: string;
  dir: 'rtl' | 'ltr';
  lang: 'ar' | 'en';
};

/** A multi-line text of one party's obligations in one language, written in that language's direction. */
const ObligationField = ({ form, name, label, dir, lang }: ObligationFieldProps) => {
  const { ref, ...registered } = form.register(name);
  const error = useFieldError(form, name);
  return (
    <TextField
      {...registered}
      inputRef={ref}
      id={`field-${name}`}
      label={label}
      required
      multiline
      minRows={4}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ htmlInput: { dir, lang, maxLength: 4000 }, inputLabel: { shrink: true } }}
    />
  );
};

/** Step 2: what the local office and the foreign agency each undertake, in Arabic and in English. */
export const ObligationsStepForm = ({ formId, data, update, next }: StepProps) => {
  const { t } = useTranslation();
  const form = useForm<ObligationsValues, unknown, ObligationsStep>({
    resolver: zodResolver(obligationsStepSchema),
    defaultValues: data.obligations,
    mode: 'onTouched',
  });
  const step = useWizardStepForm({
    form,
    onChange: (values) => update('obligations', values),
    onValid: () => next(),
  });
  const party = (side: 'office' | 'agency') => (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {t(`partnershipWizard.obligations.${side}`)}
      </Typography>
      <ObligationField
        form={form}
        name={`${side}Ar`}
        label={t(`partnershipWizard.obligations.${side}Ar`)}
        dir="rtl"
        lang="ar"
      />
      <ObligationField
        form={form}
        name={`${side}En`}
        label={t(`partnershipWizard.obligations.${side}En`)}
        dir="ltr"
        lang="en"
      />
    </Stack>
  );
  return (
    <WizardStepForm formId={formId} label={t('partnershipWizard.steps.obligations')} step={step}>
      <Stack spacing={3}>
        {party('office')}
        {party('agency')}
      </Stack>
    </WizardStepForm>
  );
};
