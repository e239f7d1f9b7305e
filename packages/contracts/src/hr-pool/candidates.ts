import { z } from 'zod';
import { todayInKingdom } from '../constants';
import { passportText, typedNumber } from '../digit-fields';
import { id, idFilter, idParamsSchema, isoDate, rowVersion, text, versioned } from '../fields';
import { fileInfoSchema } from '../license-requests';
import {
  enumsFilter,
  exportQuerySchema,
  idsFilter,
  listQuerySchema,
  listResponseSchema,
  textFilter,
} from '../list';
import {
  CANDIDATE_GENDERS,
  CANDIDATE_LANGUAGES,
  CANDIDATE_STATUSES,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  RELIGIONS,
} from './enums';
import { namedSchema, workerRecordShape } from './worker-fields';

/** Passport numbers as printed: 6 to 12 capital letters and digits (stored upper case). */
export const PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{6,12}$/;
/** English names: Latin letters, spaces, apostrophes, hyphens and full stops. */
export const LATIN_NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;
/** Arabic names: Arabic letters (and their marks) and spaces. */
export const ARABIC_NAME_PATTERN =
  /^(?:[\u0621-\u064A\u0660-\u0669\u066E-\u06D3\u06D5 ]|[\u064B-\u065F\u0670])+$/;

/** A passport must stay valid at least this many months from today. */
export const PASSPORT_MIN_VALID_MONTHS = 6;
export const MAX_EXPERIENCE_YEARS = 45;
export const MAX_EXPECTED_SALARY = 100_000;

/** `date` moved by whole months (YYYY-MM-DD, end of month clamped). */
export const addMonths = (date: string, months: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
};

export { ageOn, candidateAgeProblem, candidateAgeRange, DEFAULT_CANDIDATE_AGE } from './candidates-values';

const requiredDate = z
  .string('validation.required')
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .pipe(isoDate());

/** Years of experience: a whole number from 0 to MAX_EXPERIENCE_YEARS (candidates and DLT workers). */
export const experienceYearsNumber = () =>
  z
    .number('validation.required')
    .int('validation.wholeNumber')
    .min(0, 'validation.positive')
    .max(MAX_EXPERIENCE_YEARS, 'validation.tooLarge');

/** Years of experience as a form or a JSON body gives them (typed in any digits). */
export const experienceYearsField = () => typedNumber(experienceYearsNumber());

/** The expected monthly salary (SAR): above 0, at most MAX_EXPECTED_SALARY, two decimals. */
export const expectedSalaryField = () =>
  typedNumber(
    z
      .number('validation.required')
      .positive('validation.positive')
      .max(MAX_EXPECTED_SALARY, 'validation.tooLarge')
      .refine((value) => Math.round(value * 100) === value * 100, 'validation.twoDecimals'),
  );

const requiredMatching = (max: number, pattern: RegExp, message: string) =>
  z
    .string('validation.required')
    .pipe(text(max).min(1, { message: 'validation.required', abort: true }).regex(pattern, message));

/**
 * The fields a candidate and a DLT worker share as a form or a JSON body gives them, apart from the
 * job (an id in a form, a code in an import file). Each refusal is a message key.
 */
export const workerInputShape = {
  passportNumber: passportText(100).regex(PASSPORT_NUMBER_PATTERN, {
    error: (issue) => (issue.input === '' ? 'validation.required' : 'validation.passportNumber'),
  }),
  passportExpiry: requiredDate,
  nameAr: requiredMatching(100, ARABIC_NAME_PATTERN, 'validation.arabicName'),
  nameEn: requiredMatching(100, LATIN_NAME_PATTERN, 'validation.latinName'),
  birthDate: requiredDate,
  gender: z.enum(CANDIDATE_GENDERS, 'validation.required'),
  religion: z.enum(RELIGIONS, 'validation.required'),
  maritalStatus: z.enum(MARITAL_STATUSES, 'validation.required'),
  experienceYears: experienceYearsField(),
  languages: z
    .array(z.enum(CANDIDATE_LANGUAGES, 'validation.invalidValue'), 'validation.required')
    .min(1, 'validation.required'),
  education: z.enum(EDUCATION_LEVELS, 'validation.required'),
};

/**
 * `POST /api/hr-pool/candidates` and `PUT /api/hr-pool/candidates/{id}` (the `data` part of the
 * multipart body, as JSON, beside the optional `photo` and `cv` files); also the form's resolver.
 * The server adds what needs the database: the job's gender and age range, the unique passport.
 */
export const candidateInputSchema = z
  .object({ ...workerInputShape, jobId: id(), expectedSalary: expectedSalaryField() })
  .superRefine((candidate, context) => {
    const today = todayInKingdom();
    if (
      isoDateValid(candidate.passportExpiry) &&
      candidate.passportExpiry < addMonths(today, PASSPORT_MIN_VALID_MONTHS)
    )
      context.addIssue({ code: 'custom', path: ['passportExpiry'], message: 'validation.passportValidity' });
    // The age depends on the chosen job (candidateAgeRange): the form and the server check it.
  });
export type CandidateInput = z.infer<typeof candidateInputSchema>;

const isoDateValid = (value: string) => isoDate().safeParse(value).success;

/** The edit also carries the version the user read (409 when someone saved in between; docs/decisions/0039). */
export const candidateUpdateSchema = versioned(candidateInputSchema);
export type CandidateUpdate = z.infer<typeof candidateUpdateSchema>;

export const candidateSchema = z.object({
  id: z.number().int(),
  agency: namedSchema,
  ...workerRecordShape,
  expectedSalary: z.number(),
  status: z.enum(CANDIDATE_STATUSES),
  /** Served by `GET /api/hr-pool/candidates/{id}/photo` (and `?size=thumb`). */
  photo: fileInfoSchema.nullable(),
  /** Served by `GET /api/hr-pool/candidates/{id}/cv`. */
  cv: fileInfoSchema.nullable(),
  /** Whether the caller may edit this candidate. */
  canEdit: z.boolean(),
  rowVersion: rowVersion(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** Spec 3 candidate filter (countryIds, gender, careers, statuses) plus a passport or name search. */
export const candidateFiltersShape = {
  q: textFilter(),
  countryIds: idsFilter(),
  gender: enumsFilter(CANDIDATE_GENDERS),
  careers: idsFilter(),
  statuses: enumsFilter(CANDIDATE_STATUSES),
};
export const CANDIDATE_SORT_FIELDS = [
  'createdAt',
  'nameEn',
  'nameAr',
  'birthDate',
  'expectedSalary',
] as const;
export type CandidateSortField = (typeof CANDIDATE_SORT_FIELDS)[number];

/**
 * `after`: the id of the last candidate of the previous page, to read the next one from there
 * (keyset) rather than counting `page * size` rows past; only in id order (the default newest first,
 * or `createdAt`), ignored with another sort. `page` is still the page it is, and the total the same.
 */
export const candidateListQuerySchema = listQuerySchema(candidateFiltersShape, CANDIDATE_SORT_FIELDS).extend({
  after: idFilter(),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;
export const candidateExportQuerySchema = exportQuerySchema(candidateFiltersShape, CANDIDATE_SORT_FIELDS);
/** `total` is exact up to 10,000 and an estimate beyond (`totalIsEstimate`). */
export const candidateListResponseSchema = listResponseSchema(candidateSchema).extend({
  totalIsEstimate: z.boolean(),
});
export type CandidateListResponse = z.infer<typeof candidateListResponseSchema>;
export const EXACT_TOTAL_LIMIT = 10_000;

export const candidateIdParamsSchema = idParamsSchema;

// The document limits and types are in candidates-values.ts (the candidate form shows them and loads
// no zod; decision 0064).
export {
  CANDIDATE_CV_ACCEPT,
  CANDIDATE_CV_DEFAULT_MB,
  CANDIDATE_CV_MAX_MB,
  CANDIDATE_CV_TYPES,
  CANDIDATE_PHOTO_ACCEPT,
  CANDIDATE_PHOTO_DEFAULT_MB,
  CANDIDATE_PHOTO_MAX_MB,
  CANDIDATE_PHOTO_MAX_SIDE,
  CANDIDATE_PHOTO_TYPES,
  CANDIDATE_THUMB_MAX_SIDE,
  megabytes,
} from './candidates-values';
/** `GET /api/hr-pool/candidates/limits`: the current document limits, in MB. */
export const candidateLimitsResponseSchema = z.object({
  photoMb: z.number().int().positive(),
  cvMb: z.number().int().positive(),
});
export type CandidateLimitsResponse = z.infer<typeof candidateLimitsResponseSchema>;
/** `GET /api/hr-pool/candidates/{id}/photo?size=thumb` answers the thumbnail. */
export const candidatePhotoQuerySchema = z.object({ size: z.enum(['full', 'thumb']).default('full') });
