import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { DltWorkerInput } from '@portal/contracts/hr-pool/dlt';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormIdSelectField, type IdOption } from '../../../components/form/form-id-select-field';
import { FormMultiSelectField } from '../../../components/form/form-multi-select-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { SelectOption } from '../../../components/form/select-options';
import { localized } from '../../../lib/i18n/localized';
import { useJobOptions } from '../../../lib/lookups/job-options';

/**
 * The fields a candidate and a DLT worker share (decision 0026: a worker taken into a pool becomes
 * a candidate), for the candidate form and the ministry's add-worker dialog.
 */

type BlankWorkerFields = {
  [K in 'gender' | 'religion' | 'maritalStatus' | 'education']: DltWorkerInput[K] | '';
} & { jobId: number | null; experienceYears: number | null };

/** What a worker's form holds before validation: nothing chosen is '' (enums) or null (numbers). */
export type WorkerFormValues = Omit<DltWorkerInput, keyof BlankWorkerFields> & BlankWorkerFields;

export const EMPTY_WORKER: WorkerFormValues = {
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

type WorkerFieldsProps<T extends WorkerFormValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  /** The screen's labels: a field's, and a value set's options. */
  labels: {
    field: (name: string) => string;
    options: (set: 'gender' | 'religion' | 'maritalStatus' | 'education' | 'language') => SelectOption[];
  };
  /** The screen's hint under a field. */
  hint: (name: string) => string;
};

/** A shared field's name in the form, which has them all (its paths are not known to the compiler here). */
const at = <T extends FieldValues>(name: keyof WorkerFormValues) => name as Path<T>;

/** The passport and the person (every field required). */
export const WorkerPersonFields = <T extends WorkerFormValues, O>({
  form,
  labels,
  hint,
}: WorkerFieldsProps<T, O>) => {
  const field = { form, required: true } as const;
  const text = (name: 'passportNumber' | 'nameAr' | 'nameEn', dir: 'ltr' | 'rtl') => (
    <FormTextField {...field} name={at<T>(name)} label={labels.field(name)} hint={hint(name)} dir={dir} />
  );
  const date = (name: 'passportExpiry' | 'birthDate') => (
    <FormDateField {...field} name={at<T>(name)} label={labels.field(name)} hint={hint(name)} />
  );
  const select = (name: 'gender' | 'religion' | 'maritalStatus') => (
    <FormSelectField
      {...field}
      name={at<T>(name)}
      label={labels.field(name)}
      options={labels.options(name)}
    />
  );
  return (
    <>
      {text('passportNumber', 'ltr')}
      {date('passportExpiry')}
      {text('nameAr', 'rtl')}
      {text('nameEn', 'ltr')}
      {date('birthDate')}
      {select('gender')}
      {select('religion')}
      {select('maritalStatus')}
    </>
  );
};

type WorkerWorkFieldsProps<T extends WorkerFormValues, O> = WorkerFieldsProps<T, O> & {
  jobOptions: IdOption[];
  jobHint: string;
};

/** The career (among `jobOptions`), the experience, the languages and the education (every field required). */
export const WorkerWorkFields = <T extends WorkerFormValues, O>(props: WorkerWorkFieldsProps<T, O>) => {
  const { form, labels, hint, jobOptions, jobHint } = props;
  const field = { form, required: true } as const;
  return (
    <>
      <FormIdSelectField
        {...field}
        name={at<T>('jobId')}
        label={labels.field('jobId')}
        options={jobOptions}
        hint={jobHint}
      />
      <FormNumberField {...field} name={at<T>('experienceYears')} label={labels.field('experienceYears')} />
      <FormMultiSelectField
        {...field}
        name={at<T>('languages')}
        label={labels.field('languages')}
        options={labels.options('language')}
        hint={hint('languages')}
      />
      <FormSelectField
        {...field}
        name={at<T>('education')}
        label={labels.field('education')}
        options={labels.options('education')}
      />
    </>
  );
};

/**
 * The active careers open to the chosen gender (a job for either gender, or this one), with the
 * record's own job kept (`includeId`); a chosen job the gender no longer allows is cleared.
 */
export const useWorkerJobs = <T extends WorkerFormValues, O>(
  form: UseFormReturn<T, unknown, O>,
  includeId?: number,
) => {
  const { i18n } = useTranslation();
  const jobs = useJobOptions(includeId);
  const [gender, jobId] = useWatch({
    control: form.control,
    name: [at<T>('gender'), at<T>('jobId')],
  }) as [WorkerFormValues['gender'], WorkerFormValues['jobId']];
  const jobOptions = useMemo(
    () =>
      (jobs.data ?? [])
        .filter((job) => !gender || job.allowedGender === 'ANY' || job.allowedGender === gender)
        .map((job) => ({ value: job.id, label: localized(job.name, i18n.language) })),
    [jobs.data, gender, i18n.language],
  );
  useEffect(() => {
    if (jobId !== null && jobs.data && !jobOptions.some((option) => option.value === jobId))
      form.setValue(at<T>('jobId'), null as PathValue<T, Path<T>>, { shouldDirty: true });
  }, [jobId, jobOptions, jobs.data, form]);
  return { jobs, jobOptions, gender, jobId };
};
