import { z } from 'zod';
import { idParamsSchema, requiredText, rowVersion, versioned } from './fields';
import { digitText, saudiMobile } from './digit-fields';
import { enumFilter, listQuerySchema, listResponseSchema, textFilter } from './list';
import { EMPLOYER_CITIES, EMPLOYER_ID_PATTERN, isValidSaudiId } from './employers-values';

export { SAUDI_MOBILE_PATTERN } from './digit-fields';

export {
  EMPLOYER_CITIES,
  EMPLOYER_CITY_LOCATIONS,
  EMPLOYER_DETAILS,
  isValidSaudiId,
  type EmployerCity,
} from './employers-values';

/** A national or resident id as typed: 10 digits starting 1 or 2, with a valid check digit. */
export const nationalIdSchema = digitText(20)
  .min(1, { message: 'validation.required', abort: true })
  .regex(EMPLOYER_ID_PATTERN, { message: 'validation.nationalId', abort: true })
  .refine(isValidSaudiId, 'validation.nationalIdChecksum');

/** The employer-info step of the wizard and `PUT /api/employers/{id}` (admins). */
export const employerInputSchema = z.object({
  nationalId: nationalIdSchema,
  nameAr: requiredText(120),
  nameEn: requiredText(120),
  mobile: saudiMobile(),
  city: z.enum(EMPLOYER_CITIES, 'validation.required'),
  address: requiredText(300),
});
export type EmployerInput = z.infer<typeof employerInputSchema>;
/** `PUT /api/employers/{id}`: the details and the `rowVersion` they were read on (docs/decisions/0039). */
export const employerUpdateSchema = versioned(employerInputSchema);
export type EmployerUpdate = z.infer<typeof employerUpdateSchema>;

/**
 * The employer a request or a transfer names: a registered employer by its id (it is used as
 * saved, any details sent are not; changing an employer is the employer edit, with its history:
 * DOMAIN.md "Edits and concurrency"), a new one with every detail (the server answers 400 on each
 * detail a new employer lacks).
 */
export const employerReferenceSchema = employerInputSchema.partial({
  nameAr: true,
  nameEn: true,
  mobile: true,
  city: true,
  address: true,
});
export type EmployerReference = z.infer<typeof employerReferenceSchema>;

/** An employer as the records it is a party to show it: an employment request, a transfer's old and new employer. */
export const employerPartySchema = z.object({
  id: z.number().int(),
  nationalId: z.string(),
  name: z.object({ ar: z.string(), en: z.string() }),
  mobile: z.string(),
  city: z.enum(EMPLOYER_CITIES),
  address: z.string(),
});
export type EmployerParty = z.infer<typeof employerPartySchema>;

export const employerSchema = z.object({
  id: z.number().int(),
  nationalId: z.string(),
  name: z.object({ ar: z.string(), en: z.string() }),
  nameAr: z.string(),
  nameEn: z.string(),
  mobile: z.string(),
  city: z.enum(EMPLOYER_CITIES),
  address: z.string(),
  /** How many employment requests the caller can see for this employer. */
  requests: z.number().int(),
  /** Whether the caller may edit it (admins with EMPLOYMENT_REQUEST WRITE). */
  canEdit: z.boolean(),
  /** The version an edit sends back. */
  rowVersion: rowVersion(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employer = z.infer<typeof employerSchema>;

/** `GET /api/employers`: text on id, names and mobile; city. Offices see the employers they served. */
export const employerFiltersShape = { q: textFilter(), city: enumFilter(EMPLOYER_CITIES) };
export const EMPLOYER_SORT_FIELDS = ['nationalId', 'nameEn', 'nameAr', 'city', 'updatedAt'] as const;
export const employerListQuerySchema = listQuerySchema(employerFiltersShape, EMPLOYER_SORT_FIELDS);
export type EmployerListQuery = z.infer<typeof employerListQuerySchema>;
export const employerListResponseSchema = listResponseSchema(employerSchema);

export const employerIdParamsSchema = idParamsSchema;

/**
 * `GET /api/employers/lookup?nationalId=` (the wizard's and the transfer's employer): whether an
 * employer with this id is registered, and its details only when the caller's organisation served
 * it (another office's client's personal data are not shown; the form then names it by id).
 */
export const employerLookupQuerySchema = z.object({ nationalId: nationalIdSchema });
export const employerLookupResponseSchema = z.object({
  registered: z.boolean(),
  employer: employerSchema.nullable(),
});
export type EmployerLookup = z.infer<typeof employerLookupResponseSchema>;
