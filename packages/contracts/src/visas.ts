import { z } from 'zod';
import { id, idFilter, idParamsSchema, isoDate, requiredText, rowVersion, versioned } from './fields';
import { digitText } from './digit-fields';
import { enumFilter, exportQuerySchema, listQuerySchema, listResponseSchema, textFilter } from './list';
import { VISA_GENDERS, VISA_STATUSES } from './visas-values';
import { EMPLOYER_ID_PATTERN } from './employers-values';

export {
  VISA_GENDERS,
  VISA_IMPORT_COLUMNS,
  VISA_IMPORT_MAX_ROWS,
  VISA_STATUS,
  VISA_STATUSES,
  type VisaGender,
  type VisaImportColumn,
  type VisaStatus,
} from './visas-values';

export { EMPLOYER_ID_PATTERN } from './employers-values';
export const VISA_NUMBER_PATTERN = /^\d{6,15}$/;

export const visaSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  employerId: z.string(),
  /** `active`: active for recruitment; an inactive country stays on the visas that hold it. */
  country: z.object({
    id: z.number().int(),
    code3: z.string(),
    name: z.object({ ar: z.string(), en: z.string() }),
    active: z.boolean(),
  }),
  gender: z.enum(VISA_GENDERS),
  /** The career; a deactivated job stays on the visas that hold it. */
  job: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.object({ ar: z.string(), en: z.string() }),
    active: z.boolean(),
  }),
  issueDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(VISA_STATUSES),
  /** The version an edit sends back (docs/decisions/0039). */
  rowVersion: rowVersion(),
  updatedAt: z.string(),
});
export type Visa = z.infer<typeof visaSchema>;

/** Filters: text on visa number and employer id, country, gender, status. */
export const visaFiltersShape = {
  q: textFilter(),
  countryId: idFilter(),
  gender: enumFilter(VISA_GENDERS),
  status: enumFilter(VISA_STATUSES),
};
export const VISA_SORT_FIELDS = [
  'number',
  'employerId',
  'issueDate',
  'expiryDate',
  'status',
  'updatedAt',
] as const;
export type VisaSortField = (typeof VISA_SORT_FIELDS)[number];

export const visaListQuerySchema = listQuerySchema(visaFiltersShape, VISA_SORT_FIELDS);
export type VisaListQuery = z.infer<typeof visaListQuerySchema>;
export const visaExportQuerySchema = exportQuerySchema(visaFiltersShape, VISA_SORT_FIELDS);
export const visaListResponseSchema = listResponseSchema(visaSchema);

/** A real calendar day as YYYY-MM-DD (2026-13-01 and 2026-02-30 are refused); blank is "required". */
const visaDate = z
  .string('validation.required')
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .pipe(isoDate());

/** One CSV row as text; country is a code3 and job a job code, resolved by the server. */
export const visaImportRowSchema = z
  .object({
    number: digitText(20).regex(VISA_NUMBER_PATTERN, 'validation.visaNumber'),
    employerId: digitText(20).regex(EMPLOYER_ID_PATTERN, 'validation.nationalId'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'validation.countryCode'),
    gender: z.string().trim().toUpperCase().pipe(z.enum(VISA_GENDERS, 'validation.visaGender')),
    job: requiredText(20),
    issueDate: visaDate,
    expiryDate: visaDate,
  })
  .superRefine((row, context) => {
    if (row.expiryDate < row.issueDate)
      context.addIssue({ code: 'custom', path: ['expiryDate'], message: 'validation.dateRange' });
  });
export type VisaImportRow = z.infer<typeof visaImportRowSchema>;

const requiredMatching = (pattern: RegExp, message: string) =>
  digitText(20).min(1, { message: 'validation.required', abort: true }).regex(pattern, message);

/**
 * `POST /api/visas` and `PUT /api/visas/{id}`; also the add/edit form's resolver. The country must
 * be active for recruitment and the job active, except the one the visa already holds (server rule).
 */
export const visaInputSchema = z
  .object({
    number: requiredMatching(VISA_NUMBER_PATTERN, 'validation.visaNumber'),
    employerId: requiredMatching(EMPLOYER_ID_PATTERN, 'validation.nationalId'),
    countryId: id(),
    gender: z.enum(VISA_GENDERS, 'validation.required'),
    jobId: id(),
    issueDate: visaDate,
    expiryDate: visaDate,
  })
  .superRefine((visa, context) => {
    if (visa.expiryDate < visa.issueDate)
      context.addIssue({ code: 'custom', path: ['expiryDate'], message: 'validation.dateRange' });
  });
export type VisaInput = z.infer<typeof visaInputSchema>;
/** `PUT /api/visas/{id}`: the visa and the `rowVersion` it was read on (docs/decisions/0039). */
export const visaUpdateSchema = versioned(visaInputSchema);
export type VisaUpdate = z.infer<typeof visaUpdateSchema>;

export const visaIdParamsSchema = idParamsSchema;
