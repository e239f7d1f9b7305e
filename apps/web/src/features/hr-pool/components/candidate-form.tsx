import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  Candidate,
  CandidateInput,
  CandidateLimitsResponse,
} from '@portal/contracts/hr-pool/candidates';
import {
  CANDIDATE_CV_ACCEPT,
  CANDIDATE_CV_TYPES,
  CANDIDATE_PHOTO_ACCEPT,
  CANDIDATE_PHOTO_TYPES,
  candidateAgeProblem,
  candidateAgeRange,
  megabytes,
} from '@portal/contracts/hr-pool/candidates-values';
import { CANDIDATE_INPUT_FIELDS } from '@portal/contracts/hr-pool/worker-fields';
import type { JobOption } from '@portal/contracts/lookups-jobs';
import { pathTo } from '@portal/contracts/routes';
import { FileField } from '../../../components/form/file-field';
import { FormFrame } from '../../../components/form/form-frame';
import { FormNumberField } from '../../../components/form/form-number-field';
import { lazyResolver } from '../../../components/form/lazy-resolver';
import { isApiError } from '../../../lib/api-error';
import { localized } from '../../../lib/i18n/localized';
import { useCandidateLimits } from '../api/get-candidate-limits';
import { useSaveCandidate } from '../api/save-candidate';
import { useCandidateLabels } from './candidate-labels';
import {
  EMPTY_WORKER,
  useWorkerJobs,
  WorkerPersonFields,
  WorkerWorkFields,
  type WorkerFormValues,
} from './worker-form-fields';

// The saved photo (MUI's Avatar for a candidate without one) shows only when editing: an added
// candidate's form does not load it, and while it loads its 160 px place is kept (decision 0064).
const CandidatePhoto = lazy(() =>
  import('./candidate-photo').then((module) => ({ default: module.CandidatePhoto })),
);
const PHOTO_PLACE = <Box sx={{ width: 160, height: 160 }} />;

/** The fields whose server errors land on the field (e.g. a duplicate passport, a job's gender or age). */
const FIELDS = [...CANDIDATE_INPUT_FIELDS, 'photo', 'cv'] as const;

/** What the form holds before validation: a worker's fields, the salary (null when blank), files beside. */
export type CandidateFormValues = WorkerFormValues & {
  expectedSalary: number | null;
  /** A new photo or CV; none keeps the candidate's. */
  photo: File | null;
  cv: File | null;
};

const EMPTY: CandidateFormValues = { ...EMPTY_WORKER, expectedSalary: null, photo: null, cv: null };

const valuesOf = (candidate: Candidate): CandidateFormValues => ({
  passportNumber: candidate.passportNumber,
  passportExpiry: candidate.passportExpiry,
  nameAr: candidate.name.ar,
  nameEn: candidate.name.en,
  birthDate: candidate.birthDate,
  gender: candidate.gender,
  religion: candidate.religion,
  maritalStatus: candidate.maritalStatus,
  jobId: candidate.job.id,
  experienceYears: candidate.experienceYears,
  languages: candidate.languages,
  education: candidate.education,
  expectedSalary: candidate.expectedSalary,
  photo: null,
  cv: null,
});

/**
 * The client check of a chosen photo against the current limits: an i18n key (its `limit` is
 * `limits.photoMb`), or null (the server checks the bytes).
 */
export const photoProblem = (file: { type: string; size: number }, limits: CandidateLimitsResponse) => {
  if (file.size === 0) return 'uploads.empty';
  if (!(CANDIDATE_PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'hrPoolCandidates.files.photoType';
  if (file.size > megabytes(limits.photoMb)) return 'hrPoolCandidates.files.photoTooLarge';
  return null;
};

/** The client check of a chosen CV (PDF up to `limits.cvMb`). */
export const cvProblem = (file: { type: string; size: number }, limits: CandidateLimitsResponse) => {
  if (file.size === 0) return 'uploads.empty';
  if (!(CANDIDATE_CV_TYPES as readonly string[]).includes(file.type)) return 'hrPoolCandidates.files.cvType';
  if (file.size > megabytes(limits.cvMb)) return 'hrPoolCandidates.files.cvTooLarge';
  return null;
};

// The contract's schema and zod load with the form's first check (decision 0064).
const contractResolver = lazyResolver<CandidateFormValues, CandidateInput>(() =>
  import('@portal/contracts/hr-pool/candidates').then((module) => module.candidateInputSchema),
);

type AgeRangeOf = (jobId: number | null) => { minAge: number | null; maxAge: number | null } | undefined;

/**
 * The contract's schema, plus the chosen files' type and size (their pickers show the message)
 * and the age the chosen job takes (its own range, else 21 to 60), as the server checks them.
 */
const resolverWith =
  (
    jobOf: AgeRangeOf,
    ageMessage: (range: { min: number; max: number }) => string,
    limitsOf: () => CandidateLimitsResponse,
  ) =>
  async (
    ...[values, context, options]: Parameters<Resolver<CandidateFormValues, unknown, CandidateInput>>
  ) => {
    const result = await contractResolver(values, context, options);
    // In the schema's chunk, which the check above has loaded.
    const { isCalendarDate } = await import('@portal/contracts/fields');
    const extra: FieldErrors<CandidateFormValues> = {};
    const photo = values.photo && photoProblem(values.photo, limitsOf());
    const cv = values.cv && cvProblem(values.cv, limitsOf());
    if (photo) extra.photo = { type: 'file', message: photo };
    if (cv) extra.cv = { type: 'file', message: cv };
    const ages =
      !result.errors.birthDate && isCalendarDate(values.birthDate)
        ? candidateAgeProblem(values.birthDate, jobOf(values.jobId))
        : null;
    // Translated here because the message has the range in it (shown as is, like a server message).
    if (ages) extra.birthDate = { type: 'server', message: ageMessage(ages) };
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...extra } };
  };

const hasFieldErrors = (error: unknown) =>
  isApiError(error) &&
  Object.keys(error.body?.fieldErrors ?? {}).some((name) => (FIELDS as readonly string[]).includes(name));

type CandidateFormProps = {
  /** The candidate being edited; none adds one. */
  candidate?: Candidate;
  /** Asks the server for the candidate again (after a 409: someone saved in between). */
  onReload?: () => void;
};

/**
 * Add or edit a candidate: the contract's schema validates in the browser as on the server, the
 * server's field errors (a duplicate passport, the job's gender or ages) land on their fields, the
 * photo and CV are checked when chosen and sent with the `data` part; an edit sends the version
 * it read and says so when someone saved in between (409).
 */
export const CandidateForm = ({ candidate, onReload }: CandidateFormProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const labels = useCandidateLabels();
  const save = useSaveCandidate(candidate?.id);
  const [stale, setStale] = useState(false);
  const limits = useCandidateLimits();
  const jobsRef = useRef<JobOption[] | undefined>(undefined);
  const limitsRef = useRef(limits);
  limitsRef.current = limits;
  const resolver = useMemo(
    () =>
      resolverWith(
        (id) => jobsRef.current?.find((option) => option.id === id),
        (range) => t('hrPoolCandidates.hints.birthDateForJob', range),
        () => limitsRef.current,
      ),
    [t],
  );
  const form = useForm<CandidateFormValues, unknown, CandidateInput>({
    resolver,
    defaultValues: candidate ? valuesOf(candidate) : EMPTY,
    mode: 'onTouched',
  });
  const { jobs, jobOptions, gender, jobId } = useWorkerJobs(form, candidate?.job.id);
  jobsRef.current = jobs.data;
  const [photo, cv] = useWatch({ control: form.control, name: ['photo', 'cv'] });

  // A career may set its own age range (the server checks it; the hint says it).
  const job = jobs.data?.find((option) => option.id === jobId);
  const jobHint =
    job && (job.minAge !== null || job.maxAge !== null)
      ? t('hrPoolCandidates.hints.birthDateForJob', candidateAgeRange(job))
      : t(gender ? 'hrPoolCandidates.hints.jobId' : 'hrPoolCandidates.hints.jobIdChooseGender');

  // The chosen photo, shown from an object URL released when another is chosen or the form goes.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!photo || photoProblem(photo, limitsRef.current)) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const serverFileError = (name: 'photo' | 'cv') => {
    const error = form.formState.errors[name];
    return error?.type === 'server' ? error.message : undefined;
  };
  const pick = (name: 'photo' | 'cv') => (files: File[]) => {
    form.clearErrors(name);
    form.setValue(name, files[0] ?? null, { shouldDirty: true });
  };
  const hint = (field: string) => t(`hrPoolCandidates.hints.${field}`);
  const name = candidate ? localized(candidate.name, i18n.language) : '';

  return (
    <>
      {stale ? (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            onReload ? (
              <Button color="inherit" size="small" onClick={onReload}>
                {t('hrPoolCandidates.reloadCandidate')}
              </Button>
            ) : undefined
          }
        >
          {t('hrPoolCandidates.stale')}
        </Alert>
      ) : null}
      <FormFrame
        form={form}
        label={t('hrPoolCandidates.formLabel')}
        fields={FIELDS}
        onSubmit={async (values) => {
          setStale(false);
          try {
            return await save.mutateAsync({
              data: values,
              files: { photo: form.getValues('photo'), cv: form.getValues('cv') },
              rowVersion: candidate?.rowVersion,
            });
          } catch (error) {
            if (candidate && isApiError(error) && error.status === 409 && !hasFieldErrors(error))
              setStale(true);
            throw error;
          }
        }}
        successMessage={t(candidate ? 'hrPoolCandidates.saved' : 'hrPoolCandidates.created')}
        onSaved={(saved) => void navigate(pathTo('hrPool.candidate', { id: saved.id }), { replace: true })}
        actions={
          <Button
            type="button"
            onClick={() =>
              void navigate(candidate ? pathTo('hrPool.candidate', { id: candidate.id }) : pathTo('hrPool'))
            }
          >
            {t('hrPoolCandidates.cancel')}
          </Button>
        }
      >
        <Typography component="h2" variant="h6">
          {t('hrPoolCandidates.sections.passport')}
        </Typography>
        <WorkerPersonFields form={form} labels={labels} hint={hint} />

        <Typography component="h2" variant="h6">
          {t('hrPoolCandidates.sections.work')}
        </Typography>
        <WorkerWorkFields form={form} labels={labels} hint={hint} jobOptions={jobOptions} jobHint={jobHint} />
        <FormNumberField form={form} required name="expectedSalary" label={labels.field('expectedSalary')} />

        <Typography component="h2" variant="h6">
          {t('hrPoolCandidates.sections.documents')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flexShrink: 0 }}>
            {preview ? (
              <Box
                component="img"
                src={preview}
                alt={t('hrPoolCandidates.files.preview')}
                sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 1 }}
              />
            ) : candidate ? (
              <Suspense fallback={PHOTO_PLACE}>
                <CandidatePhoto candidate={candidate} name={name} size="full" />
              </Suspense>
            ) : null}
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <FileField
              id="candidate-photo"
              label={labels.field('photo')}
              files={photo ? [photo] : []}
              onChange={pick('photo')}
              accept={CANDIDATE_PHOTO_ACCEPT}
              problem={(file) => {
                const problem = photoProblem(file, limits);
                return problem ? t(problem, { limit: limits.photoMb }) : null;
              }}
              hint={[
                t('hrPoolCandidates.hints.photo', { limit: limits.photoMb }),
                candidate?.photo ? t('hrPoolCandidates.hints.keepPhoto') : '',
              ]
                .filter(Boolean)
                .join(' ')}
              error={serverFileError('photo')}
            />
          </Box>
        </Stack>
        <FileField
          id="candidate-cv"
          label={labels.field('cv')}
          files={cv ? [cv] : []}
          onChange={pick('cv')}
          accept={CANDIDATE_CV_ACCEPT}
          problem={(file) => {
            const problem = cvProblem(file, limits);
            return problem ? t(problem, { limit: limits.cvMb }) : null;
          }}
          hint={[
            t('hrPoolCandidates.hints.cv', { limit: limits.cvMb }),
            candidate?.cv ? t('hrPoolCandidates.hints.keepCv') : '',
          ]
            .filter(Boolean)
            .join(' ')}
          error={serverFileError('cv')}
        />
      </FormFrame>
    </>
  );
};
