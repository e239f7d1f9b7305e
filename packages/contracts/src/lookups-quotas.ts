import { z } from 'zod';
import { wholeNumber } from './digit-fields';
import { toLatinDigits } from './digits';
import { id, idFilter, idParamsSchema, versioned } from './fields';
import { exportQuerySchema, listQuerySchema, listResponseSchema } from './list';
import { lookupRecordSchema } from './lookup-schemas';

/** A period of a quota: a calendar month, `YYYY-MM`. */
export const QUOTA_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const monthField = () =>
  z
    .string('validation.required')
    .trim()
    .overwrite(toLatinDigits)
    .min(1, 'validation.required')
    .regex(QUOTA_MONTH_PATTERN, 'validation.month');

/** `POST /api/lookups/quotas` and `PUT /api/lookups/quotas/{id}`; also the form's resolver. */
export const quotaInputSchema = z.object({
  countryId: id(),
  month: monthField(),
  maximum: wholeNumber(
    { min: 0, max: 1_000_000 },
    { min: 'validation.notNegative', max: 'validation.tooLarge' },
  ),
});
export type QuotaInput = z.infer<typeof quotaInputSchema>;

/** The body of `PUT`: the fields and the `rowVersion` they were read on (409 when it moved). */
export const quotaUpdateSchema = versioned(quotaInputSchema);
export type QuotaUpdate = z.infer<typeof quotaUpdateSchema>;

const countryRefSchema = z.object({
  id: z.number().int(),
  code3: z.string(),
  name: z.object({ ar: z.string(), en: z.string() }),
});

/** A quota with how many new employment requests of that country and month already exist. */
export const quotaSchema = lookupRecordSchema({
  country: countryRefSchema,
  month: z.string(),
  maximum: z.number().int(),
  used: z.number().int(),
});
export type Quota = z.infer<typeof quotaSchema>;

/** Filters of the quotas list: country, one month, or a range of months. */
export const quotaFiltersShape = {
  countryId: idFilter(),
  monthFrom: z.preprocess(
    blankToUndefined,
    z.string().regex(QUOTA_MONTH_PATTERN, 'validation.month').optional(),
  ),
  monthTo: z.preprocess(
    blankToUndefined,
    z.string().regex(QUOTA_MONTH_PATTERN, 'validation.month').optional(),
  ),
};
export const QUOTA_SORT_FIELDS = ['month', 'country', 'maximum', 'updatedAt'] as const;
export type QuotaSortField = (typeof QUOTA_SORT_FIELDS)[number];

export const quotaListQuerySchema = listQuerySchema(quotaFiltersShape, QUOTA_SORT_FIELDS);
export type QuotaListQuery = z.infer<typeof quotaListQuerySchema>;
export const quotaExportQuerySchema = exportQuerySchema(quotaFiltersShape, QUOTA_SORT_FIELDS);
export const quotaListResponseSchema = listResponseSchema(quotaSchema);

export const quotaIdParamsSchema = idParamsSchema;
