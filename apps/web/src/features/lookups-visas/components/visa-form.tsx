import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type { Visa, VisaInput } from '@portal/contracts/visas';
import { FormFrame } from '../../../components/form/form-frame';
import { FormIdSelectField } from '../../../components/form/form-id-select-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCreateVisa } from '../api/create-visa';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { fetchVisa, visaQuery } from '../api/get-visa';
import { useUpdateVisa } from '../api/update-visa';
import { useVisaLabels } from './visa-labels';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<VisaFormValues, VisaInput>(() =>
  import('@portal/contracts/visas').then((module) => module.visaInputSchema),
);

const FIELDS = ['number', 'employerId', 'countryId', 'gender', 'jobId', 'issueDate', 'expiryDate'] as const;

/** What the form holds before validation: nothing chosen yet is null (or '' for the gender). */
type VisaFormValues = Omit<VisaInput, 'countryId' | 'jobId' | 'gender'> & {
  countryId: number | null;
  jobId: number | null;
  gender: VisaInput['gender'] | '';
};

const EMPTY: VisaFormValues = {
  number: '',
  employerId: '',
  countryId: null,
  gender: '',
  jobId: null,
  issueDate: '',
  expiryDate: '',
};

const valuesOf = (visa: Visa): VisaFormValues => ({
  number: visa.number,
  employerId: visa.employerId,
  countryId: visa.country.id,
  gender: visa.gender,
  jobId: visa.job.id,
  issueDate: visa.issueDate,
  expiryDate: visa.expiryDate,
});

type VisaFormProps = { visa?: Visa; readOnly?: boolean };

/**
 * Add (no visa) or edit a visa; validated by the same contract schema as the API. The country and
 * career selects offer active values, plus the ones this visa already holds.
 */
export const VisaForm = ({ visa, readOnly = false }: VisaFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { countryOptions, jobOptions, genderOptions, fieldLabel } = useVisaLabels({
    countryId: visa?.country.id,
    jobId: visa?.job.id,
  });
  const create = useCreateVisa();
  const update = useUpdateVisa(visa?.id ?? 0);
  const form = useForm<VisaFormValues, unknown, VisaInput>({
    resolver,
    defaultValues: visa ? valuesOf(visa) : EMPTY,
    mode: 'onTouched',
  });
  const reload = useRecordReload(visaQuery(visa?.id ?? 0).queryKey, () => fetchVisa(visa?.id ?? 0), valuesOf);
  const field = { form, disabled: readOnly, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t(visa ? 'visas.editTitle' : 'routes.adminVisaAdd.title')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) =>
        visa ? update.mutateAsync({ ...values, rowVersion: visa.rowVersion }) : create.mutateAsync(values)
      }
      {...(visa && { reload })}
      successMessage={t(visa ? 'visas.saved' : 'visas.created')}
      onSaved={(saved) => {
        if (!visa) void navigate(`/admin/visa/${saved.id}`, { replace: true });
      }}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/visa')}>
          {t('visas.backToList')}
        </Button>
      }
    >
      <FormTextField {...field} name="number" label={fieldLabel('number')} dir="ltr" />
      <FormTextField {...field} name="employerId" label={fieldLabel('employerId')} dir="ltr" />
      <FormIdSelectField
        {...field}
        name="countryId"
        label={fieldLabel('countryId')}
        options={countryOptions}
      />
      <FormSelectField {...field} name="gender" label={fieldLabel('gender')} options={genderOptions} />
      <FormIdSelectField {...field} name="jobId" label={fieldLabel('jobId')} options={jobOptions} />
      <FormDateField {...field} name="issueDate" label={fieldLabel('issueDate')} />
      <FormDateField {...field} name="expiryDate" label={fieldLabel('expiryDate')} />
    </FormFrame>
  );
};
