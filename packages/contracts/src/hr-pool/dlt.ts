import { z } from 'zod';
import { todayInKingdom } from '../constants';
import { toLatinDigits } from '../digits';
import { id, idFilter, idParamsSchema, isoDate, requiredText } from '../fields';
import { booleanFilter, enumFilter, listQuerySchema, listResponseSchema, textFilter } from '../list';
import {
  addMonths,
  expectedSalaryField,
  experienceYearsNumber,
  PASSPORT_MIN_VALID_MONTHS,
  workerInputShape,
} from './candidates';
import { CANDIDATE_GENDERS, EDUCATION_LEVELS, MARITAL_STATUSES, RELIGIONS } from './enums';
import { namedSchema, WORKER_PERSON_FIELDS, WORKER_WORK_FIELDS, workerRecordShape } from './worker-fields';

/**
 * DLT workers (decision 0026): workers registered by their country's labour ministry (FMOL), which an
 * agency (EPRO) of that country takes into its pool once. The fields follow the candidate's rules
 * (`./candidates.ts`); the expected salary is asked when an agency takes the worker.
 */

const calendarDay = isoDate();
const isValidDate = (value: unknown) => calendarDay.safeParse(value).success;
/** The date rules run beside the other fields' issues, so a form or a file row shows them all at once. */
const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The candidate's date rule: passport valid ≥ 6 months from today. */
const checkDates = (worker: { passportExpiry: string; birthDate: string }, context: z.RefinementCtx) => {
  const today = todayInKingdom();
  if (
    isValidDate(worker.passportExpiry) &&
    worker.passportExpiry < addMonths(today, PASSPORT_MIN_VALID_MONTHS)
  )
    context.addIssue({ code: 'custom', path: ['passportExpiry'], message: 'validation.passportValidity' });
  // The age depends on the job (candidateAgeRange): the form and the server check it.
};

/**
 * `POST /api/hr-pool/dlt` (FMOL adds one worker of its own country); also the form's resolver.
 * The server adds what needs the database: an active job, its gender and age range, the passport
 * unique in the country.
 */
export const dltWorkerInputSchema = z
  .object({ ...workerInputShape, jobId: id() })
  .superRefine(checkDates, ALWAYS);
export type DltWorkerInput = z.infer<typeof dltWorkerInputSchema>;

/** The columns of an import file (CSV or XLSX), in this order, with this header row: the job by its code. */
export const DLT_IMPORT_COLUMNS = [...WORKER_PERSON_FIELDS, 'job', ...WORKER_WORK_FIELDS] as const;
export type DltImportColumn = (typeof DLT_IMPORT_COLUMNS)[number];
/** The most rows one file may carry. */
export const DLT_IMPORT_MAX_ROWS = 20_000;
/** Languages in one cell: ISO codes separated by `;` (or `,` / spaces), e.g. `en;tl`. */
export const DLT_LANGUAGE_SEPARATOR = ';';

/** A spreadsheet cell as text: blank for nothing, a day for a date, digits for a number. */
const cellText = (value: unknown): unknown => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(value);
  return value;
};
const cell = z.preprocess(cellText, z.string('validation.invalidValue'));
/** Blank is "required", anything else outside the set "not one of the allowed values". */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === '' ? 'validation.required' : 'validation.invalidValue';
const enumCell = <const V extends readonly [string, ...string[]]>(values: V) =>
  cell.pipe(
    z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(values, { error: requiredOrInvalid })),
  );

/**
 * One row of an import file, as text cells: gender, religion, marital status and education by
 * their code (any case), `job` a job code, `experienceYears` a whole number, `languages` codes
 * separated by `;`. Parsed into the same values the form sends (the job still a code).
 */
export const dltImportRowSchema = z
  .object({
    passportNumber: cell.pipe(workerInputShape.passportNumber),
    passportExpiry: cell.pipe(workerInputShape.passportExpiry),
    nameAr: cell.pipe(workerInputShape.nameAr),
    nameEn: cell.pipe(workerInputShape.nameEn),
    birthDate: cell.pipe(workerInputShape.birthDate),
    gender: enumCell(CANDIDATE_GENDERS),
    religion: enumCell(RELIGIONS),
    maritalStatus: enumCell(MARITAL_STATUSES),
    job: cell.pipe(requiredText(20)),
    experienceYears: cell.pipe(
      z
        .string()
        .trim()
        .overwrite(toLatinDigits)
        .regex(/^\d{1,3}$/, {
          error: (issue) => (issue.input === '' ? 'validation.required' : 'validation.wholeNumber'),
        })
        .transform(Number)
        .pipe(experienceYearsNumber()),
    ),
    languages: cell.pipe(
      z
        .string()
        .transform((value) =>
          [...new Set(value.split(/[;,\s]+/).map((code) => code.trim().toLowerCase()))].filter(Boolean),
        )
        .pipe(workerInputShape.languages),
    ),
    education: enumCell(EDUCATION_LEVELS),
  })
  .superRefine(checkDates, ALWAYS);
export type DltImportRow = z.infer<typeof dltImportRowSchema>;

export const dltWorkerSchema = z.object({
  id: z.number().int(),
  ...workerRecordShape,
  /** The agency that took the worker (shown to the ministry and admins; agencies only see free workers). */
  takenBy: namedSchema.nullable(),
  takenAt: z.string().nullable(),
  /** The candidate the worker became (ministry and admins). */
  candidateId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DltWorker = z.infer<typeof dltWorkerSchema>;

/** Filters: gender, job, taken or not (the ministry's view), and a passport or name search. */
export const dltFiltersShape = {
  q: textFilter(),
  gender: enumFilter(CANDIDATE_GENDERS),
  jobId: idFilter(),
  taken: booleanFilter(),
};
export const DLT_SORT_FIELDS = ['createdAt', 'nameEn', 'nameAr', 'birthDate', 'passportNumber'] as const;
export type DltSortField = (typeof DLT_SORT_FIELDS)[number];

export const dltListQuerySchema = listQuerySchema(dltFiltersShape, DLT_SORT_FIELDS);
export type DltListQuery = z.infer<typeof dltListQuerySchema>;
export const dltListResponseSchema = listResponseSchema(dltWorkerSchema);
export type DltListResponse = z.infer<typeof dltListResponseSchema>;

export const dltIdParamsSchema = idParamsSchema;

/** `POST /api/hr-pool/dlt/{id}/take`: the one candidate field a DLT worker lacks. */
export const dltTakeInputSchema = z.object({
  expectedSalary: expectedSalaryField(),
});
export type DltTakeInput = z.infer<typeof dltTakeInputSchema>;

/** The candidate the worker became in the caller's pool (the web opens `hr-pool/candidates/{id}`). */
export const dltTakeResultSchema = z.object({ candidateId: z.number().int() });
export type DltTakeResult = z.infer<typeof dltTakeResultSchema>;
