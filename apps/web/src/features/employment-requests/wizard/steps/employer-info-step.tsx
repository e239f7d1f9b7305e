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
import { EmployerLookupNotice, useEmployerLookup, type EmployerLookupState } from '../../../employers';
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
  lookup: EmployerLookupState;
};

const NationalIdField = ({ nationalId }: { nationalId: string }) => {
  const { t } = useTranslation();
  return (
    <TextField
      id="field-nationalId"
      label={t('employmentWizard.employer.nationalId')}
      value={nationalId}
      helperText={t('employmentWizard.employer.nationalIdFixed')}
      fullWidth
      slotProps={{ htmlInput: { dir: 'ltr', readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
};

/**
 * A registered employer: used as saved (DOMAIN.md "Edits and concurrency"), nothing to type. The
 * draft keeps its id, the saved details the office may see (for the summary) and the mark.
 */
const RegisteredEmployer = ({
  formId,
  data,
  update,
  next,
  employer,
  lookup,
}: StepProps & { employer: Employer | null; lookup: EmployerLookupState }) => {
  const { t } = useTranslation();
  const values: EmployerValues = employer
    ? { ...fromEmployer(employer), registered: true }
    : { ...emptyEmployer(data.nationalId), registered: true };
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update(() => ({ employer: values }));
        next();
      }}
      aria-label={t('employmentWizard.steps.employer-info')}
    >
      <Stack spacing={2.5}>
        <Box sx={{ maxWidth: { sm: '50%' } }}>
          <NationalIdField nationalId={data.nationalId} />
        </Box>
        <EmployerLookupNotice lookup={lookup} />
      </Stack>
    </form>
  );
};

const EmployerForm = ({ formId, update, next, initial, lookup }: EmployerFormProps) => {
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
        {lookup.kind === 'new' ? <Alert severity="info">{t('employmentWizard.employer.new')}</Alert> : null}
        <EmployerLookupNotice lookup={lookup} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <NationalIdField nationalId={initial.nationalId} />
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
 * Step 2: the employer. The id comes from step 1 and is looked up: a registered employer is used
 * as saved (its details read-only, or not shown for another office's client); a new one is typed
 * (kept in the draft as typed) and created with the request.
 */
export const EmployerInfoStepForm = (props: StepProps) => {
  const { data } = props;
  const lookup = useEmployerLookup(data.nationalId);
  if (lookup.kind === 'registered')
    return <RegisteredEmployer {...props} employer={lookup.employer} lookup={lookup} />;
  const fromDraft =
    data.employer?.nationalId === data.nationalId && !data.employer.registered ? data.employer : null;
  if (lookup.kind === 'none' && !fromDraft)
    return (
      <Box role="status" aria-live="polite" aria-busy>
        <Skeleton variant="rectangular" height={240} />
      </Box>
    );
  return <EmployerForm {...props} initial={fromDraft ?? emptyEmployer(data.nationalId)} lookup={lookup} />;
};
