import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  EMPLOYER_CITIES,
  employerInputSchema,
  type Employer,
  type EmployerInput,
} from '@portal/contracts/employers';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useWizardStepForm } from '../../../../components/wizard/use-wizard-step-form';
import type { EmployerValues } from '../employment-draft';
import { useEmployerLookup } from '../employment-wizard-api';
import type { StepProps } from './step-props';

const emptyEmployer = (nationalId: string): EmployerValues => ({
  nationalId,
  nameAr: '',
  nameEn: '',
  mobile: '',
  city: '',
  address: '',
});

const fromEmployer = (employer: Employer): EmployerValues => ({
  nationalId: employer.nationalId,
  nameAr: employer.nameAr,
  nameEn: employer.nameEn,
  mobile: employer.mobile,
  city: employer.city,
  address: employer.address,
});

type EmployerFormProps = StepProps & {
  initial: EmployerValues;
  notice: 'known' | 'new' | 'lookupFailed' | null;
};

const EmployerForm = ({ formId, update, next, initial, notice }: EmployerFormProps) => {
  const { t } = useTranslation();
  const form = useForm<EmployerValues, unknown, EmployerInput>({
    resolver: zodResolver(employerInputSchema) as unknown as Resolver<EmployerValues, unknown, EmployerInput>,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { formRef, onSubmit } = useWizardStepForm({
    form,
    onChange: (values) => update(() => ({ employer: { ...values, nationalId: initial.nationalId } })),
    onValid: (values) => {
      // A known employer's details may go on unchanged: they are the draft's once accepted.
      update(() => ({ employer: { ...values, nationalId: initial.nationalId } }));
      next();
    },
  });

  const cities = EMPLOYER_CITIES.map((city) => ({
    value: city,
    label: t(`employmentWizard.cities.${city}`),
  }));
  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('employmentWizard.steps.employer-info')}
    >
      <Stack spacing={2.5}>
        {notice === 'known' ? <Alert severity="info">{t('employmentWizard.employer.known')}</Alert> : null}
        {notice === 'new' ? <Alert severity="info">{t('employmentWizard.employer.new')}</Alert> : null}
        {notice === 'lookupFailed' ? (
          <Alert severity="warning">{t('employmentWizard.employer.lookupFailed')}</Alert>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField
            id="field-nationalId"
            label={t('employmentWizard.employer.nationalId')}
            value={initial.nationalId}
            helperText={t('employmentWizard.employer.nationalIdFixed')}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', readOnly: true }, inputLabel: { shrink: true } }}
          />
          <FormTextField
            form={form}
            name="mobile"
            label={t('employmentWizard.employer.mobile')}
            hint={t('employmentWizard.employer.mobileHint')}
            type="tel"
            dir="ltr"
            autoComplete="off"
            required
          />
          <FormTextField
            form={form}
            name="nameAr"
            label={t('employmentWizard.employer.nameAr')}
            dir="rtl"
            autoComplete="off"
            required
          />
          <FormTextField
            form={form}
            name="nameEn"
            label={t('employmentWizard.employer.nameEn')}
            dir="ltr"
            autoComplete="off"
            required
          />
          <FormSelectField
            form={form}
            name="city"
            label={t('employmentWizard.employer.city')}
            options={cities}
            required
          />
          <FormTextField
            form={form}
            name="address"
            label={t('employmentWizard.employer.address')}
            autoComplete="off"
            required
          />
        </Box>
      </Stack>
    </form>
  );
};

/**
 * Step 2: the employer (names, mobile, city, address), saved with the request. The id comes from
 * step 1; a known employer's details are filled in, unless the draft already holds what was typed.
 */
export const EmployerInfoStepForm = (props: StepProps) => {
  const { data } = props;
  const fromDraft = data.employer?.nationalId === data.nationalId ? data.employer : null;
  const lookup = useEmployerLookup(data.nationalId, fromDraft === null);
  // The lookup stays in the cache while the typed values are the draft's: its notice stays too.
  const known = lookup.data?.employer ?? null;
  const notice = lookup.isError ? 'lookupFailed' : lookup.data ? (known ? 'known' : 'new') : null;
  if (fromDraft) return <EmployerForm {...props} initial={fromDraft} notice={notice} />;
  if (lookup.isPending)
    return (
      <Box role="status" aria-live="polite" aria-busy>
        <Skeleton variant="rectangular" height={240} />
      </Box>
    );
  return (
    <EmployerForm
      {...props}
      initial={known ? fromEmployer(known) : emptyEmployer(data.nationalId)}
      notice={notice}
    />
  );
};
