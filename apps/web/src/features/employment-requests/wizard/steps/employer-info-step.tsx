import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '../../../../components/skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Employer, EmployerInput } from '@portal/contracts/employers';
import { useWizardStepForm } from '../../../../components/wizard/use-wizard-step-form';
import { useStepServerErrors } from '../../../../components/wizard/wizard-refusal';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import type { EmployerValues } from '../employment-draft';
import {
  EmployerDetailFields,
  EmployerFieldsGrid,
  employerFormResolver,
  employerFormValues,
  EmployerLookupNotice,
  useEmployerLookup,
  type EmployerFormValues,
  type EmployerLookupState,
} from '../../../employers';
import type { StepProps } from './step-props';
import { wizardStepPage } from '../employment-wizard-page';

const emptyEmployer = (nationalId: string): EmployerValues => ({
  nationalId,
  nameAr: '',
  nameEn: '',
  mobile: '',
  city: '',
  address: '',
});

type EmployerFormProps = StepProps & {
  initial: EmployerValues;
  lookup: EmployerLookupState;
};

/**
 * The id of step 1, read-only. A refusal of the employer itself (on the watchlist, decision 0062)
 * comes back on it: shown here, as the field's error.
 */
const NationalIdField = ({ nationalId }: { nationalId: string }) => {
  const { t } = useTranslation();
  const refused = useStepServerErrors()?.nationalId;
  return (
    <TextField
      id="field-nationalId"
      label={t('employmentWizard.employer.nationalId')}
      value={nationalId}
      error={Boolean(refused)}
      helperText={refused ?? t('employmentWizard.employer.nationalIdFixed')}
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
    ? { ...employerFormValues(employer), registered: true }
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
  const form = useForm<EmployerFormValues, unknown, EmployerInput>({
    resolver: employerFormResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const step = useWizardStepForm({
    form,
    onChange: (values) => update(() => ({ employer: { ...values, nationalId: initial.nationalId } })),
    onValid: (values) => {
      update(() => ({ employer: { ...values, nationalId: initial.nationalId } }));
      next();
    },
  });

  return (
    <WizardStepForm formId={formId} label={t('employmentWizard.steps.employer-info')} step={step}>
      <Stack spacing={2.5}>
        {lookup.kind === 'new' ? <Alert severity="info">{t('employmentWizard.employer.new')}</Alert> : null}
        <EmployerLookupNotice lookup={lookup} />
        <EmployerFieldsGrid>
          <NationalIdField nationalId={initial.nationalId} />
          <EmployerDetailFields form={form} mobileHint={t('employmentWizard.employer.mobileHint')} />
        </EmployerFieldsGrid>
      </Stack>
    </WizardStepForm>
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

/** The route's page module: the wizard showing this step (decision 0064). */
export const EmployerInfoStepPage = wizardStepPage(EmployerInfoStepForm);
