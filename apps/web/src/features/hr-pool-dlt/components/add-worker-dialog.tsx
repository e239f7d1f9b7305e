import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { dltWorkerInputSchema, type DltWorkerInput } from '@portal/contracts/hr-pool/dlt';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormFrame } from '../../../components/form/form-frame';
import { FormIdSelectField } from '../../../components/form/form-id-select-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormMultiSelectField } from '../../../components/form/form-multi-select-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { localized } from '../../../lib/i18n/localized';
import { useJobOptions } from '../../../lib/lookups/job-options';
import { useAddDltWorker } from '../api/add-dlt-worker';
import { useDltLabels } from './dlt-labels';

/** The fields whose server errors land on the field (a registered passport, the job's gender or ages). */
const FIELDS = [
  'passportNumber',
  'passportExpiry',
  'nameAr',
  'nameEn',
  'birthDate',
  'gender',
  'religion',
  'maritalStatus',
  'jobId',
  'experienceYears',
  'languages',
  'education',
] as const;

type Blankable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | '' };

/** What the form holds before validation: nothing chosen is '' (enums) or null (numbers). */
export type DltWorkerFormValues = Omit<
  Blankable<DltWorkerInput, 'gender' | 'religion' | 'maritalStatus' | 'education'>,
  'jobId' | 'experienceYears'
> & { jobId: number | null; experienceYears: number | null };

const EMPTY: DltWorkerFormValues = {
  passportNumber: '',
  passportExpiry: '',
  nameAr: '',
  nameEn: '',
  birthDate: '',
  gender: '',
  religion: '',
  maritalStatus: '',
  jobId: null,
  experienceYears: null,
  languages: [],
  education: '',
};

const resolver = zodResolver(dltWorkerInputSchema) as unknown as Resolver<
  DltWorkerFormValues,
  unknown,
  DltWorkerInput
>;

type AddWorkerDialogProps = { open: boolean; onClose: () => void };

/**
 * The ministry registers one worker of its country: the contract's schema validates in the
 * browser as on the server; a registered passport or the job's gender and ages come back on their
 * fields. The country is the ministry's own (the server sets it).
 */
export const AddWorkerDialog = ({ open, onClose }: AddWorkerDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="dlt-add-title">
      <DialogTitle id="dlt-add-title">{t('hrPoolDlt.addDialog.title')}</DialogTitle>
      <DialogContent>{open ? <AddWorkerForm onDone={onClose} /> : null}</DialogContent>
    </Dialog>
  );
};

const AddWorkerForm = ({ onDone }: { onDone: () => void }) => {
  const { t, i18n } = useTranslation();
  const labels = useDltLabels();
  const jobs = useJobOptions();
  const add = useAddDltWorker();
  const form = useForm<DltWorkerFormValues, unknown, DltWorkerInput>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const [gender, jobId] = useWatch({ control: form.control, name: ['gender', 'jobId'] });
  // Careers open to the chosen gender (a job for either gender, or this one).
  const jobOptions = useMemo(
    () =>
      (jobs.data ?? [])
        .filter((job) => !gender || job.allowedGender === 'ANY' || job.allowedGender === gender)
        .map((job) => ({ value: job.id, label: localized(job.name, i18n.language) })),
    [jobs.data, gender, i18n.language],
  );
  useEffect(() => {
    if (jobId !== null && jobs.data && !jobOptions.some((option) => option.value === jobId))
      form.setValue('jobId', null, { shouldDirty: true });
  }, [jobId, jobOptions, jobs.data, form]);
  const hint = (name: string) => t(`hrPoolDlt.addDialog.hints.${name}`);
  const field = { form, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t('hrPoolDlt.addDialog.formLabel')}
      fields={FIELDS}
      onSubmit={(values) => add.mutateAsync(values)}
      successMessage={t('hrPoolDlt.addDialog.created')}
      onSaved={onDone}
      actions={
        <Button type="button" onClick={onDone}>
          {t('hrPoolDlt.addDialog.cancel')}
        </Button>
      }
    >
      <FormTextField
        {...field}
        name="passportNumber"
        label={labels.field('passportNumber')}
        hint={hint('passportNumber')}
        dir="ltr"
      />
      <FormDateField
        {...field}
        name="passportExpiry"
        label={labels.field('passportExpiry')}
        hint={hint('passportExpiry')}
      />
      <FormTextField
        {...field}
        name="nameAr"
        label={labels.field('nameAr')}
        hint={hint('nameAr')}
        dir="rtl"
      />
      <FormTextField
        {...field}
        name="nameEn"
        label={labels.field('nameEn')}
        hint={hint('nameEn')}
        dir="ltr"
      />
      <FormDateField {...field} name="birthDate" label={labels.field('birthDate')} hint={hint('birthDate')} />
      <FormSelectField
        {...field}
        name="gender"
        label={labels.field('gender')}
        options={labels.options('gender')}
      />
      <FormSelectField
        {...field}
        name="religion"
        label={labels.field('religion')}
        options={labels.options('religion')}
      />
      <FormSelectField
        {...field}
        name="maritalStatus"
        label={labels.field('maritalStatus')}
        options={labels.options('maritalStatus')}
      />
      <FormIdSelectField
        {...field}
        name="jobId"
        label={labels.field('jobId')}
        options={jobOptions}
        hint={hint(gender ? 'jobId' : 'jobIdChooseGender')}
      />
      <FormNumberField {...field} name="experienceYears" label={labels.field('experienceYears')} />
      <FormMultiSelectField
        form={form}
        required
        name="languages"
        label={labels.field('languages')}
        options={labels.options('language')}
        hint={hint('languages')}
      />
      <FormSelectField
        {...field}
        name="education"
        label={labels.field('education')}
        options={labels.options('education')}
      />
    </FormFrame>
  );
};
