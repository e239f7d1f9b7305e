import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type { Job, JobInput } from '@portal/contracts/lookups-jobs';
import { FormFrame } from '../../../components/form/form-frame';
import { lazyResolver } from '../../../components/form/lazy-resolver';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCreateJob } from '../api/create-job';
import { fetchJob } from '../api/get-job';
import { useUpdateJob } from '../api/update-job';
import { useJobLabels } from './job-labels';

const FIELDS = ['code', 'nameAr', 'nameEn', 'allowedGender', 'minAge', 'maxAge'] as const;

// The schema's input leaves the ages optional (API clients may omit them); the form always holds them.
const resolver = lazyResolver<JobInput>(() =>
  import('@portal/contracts/lookups-jobs').then((module) => module.jobInputSchema),
);

type JobFormProps = { job?: Job; readOnly?: boolean };

const valuesOf = (job: Job): JobInput => ({
  code: job.code,
  nameAr: job.nameAr,
  nameEn: job.nameEn,
  allowedGender: job.allowedGender,
  minAge: job.minAge,
  maxAge: job.maxAge,
});

/** Add (no job) or edit a job; validated by the same contract schema as the API. */
export const JobForm = ({ job, readOnly = false }: JobFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { genderOptions, fieldLabel } = useJobLabels();
  const create = useCreateJob();
  const update = useUpdateJob(job?.id ?? 0);
  const form = useForm<JobInput>({
    resolver,
    defaultValues: job
      ? valuesOf(job)
      : { code: '', nameAr: '', nameEn: '', allowedGender: 'ANY', minAge: null, maxAge: null },
    mode: 'onTouched',
  });
  const reload = useRecordReload(['jobs', 'one', job?.id], () => fetchJob(job?.id ?? 0), valuesOf);
  const field = { form, disabled: readOnly, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t(job ? 'jobs.editTitle' : 'routes.adminJobAdd.title')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) =>
        job ? update.mutateAsync({ ...values, rowVersion: job.rowVersion }) : create.mutateAsync(values)
      }
      {...(job && { reload })}
      successMessage={t(job ? 'jobs.saved' : 'jobs.created')}
      onSaved={(saved) => {
        if (!job) void navigate(`/admin/job/${saved.id}`, { replace: true });
      }}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/job')}>
          {t('jobs.backToList')}
        </Button>
      }
    >
      <FormTextField {...field} name="code" label={fieldLabel('code')} dir="ltr" hint={t('jobs.codeHint')} />
      <FormTextField {...field} name="nameAr" label={fieldLabel('nameAr')} dir="rtl" />
      <FormTextField {...field} name="nameEn" label={fieldLabel('nameEn')} dir="ltr" />
      <FormSelectField
        {...field}
        name="allowedGender"
        label={fieldLabel('allowedGender')}
        options={genderOptions}
      />
      <FormNumberField
        form={form}
        disabled={readOnly}
        name="minAge"
        label={fieldLabel('minAge')}
        hint={t('jobs.ageHint')}
      />
      <FormNumberField
        form={form}
        disabled={readOnly}
        name="maxAge"
        label={fieldLabel('maxAge')}
        hint={t('jobs.ageHint')}
      />
    </FormFrame>
  );
};
