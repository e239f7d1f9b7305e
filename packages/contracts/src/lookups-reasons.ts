import { z } from 'zod';
import { idFilter, idParamsSchema, requiredText, versioned } from './fields';
import { enumFilter, exportQuerySchema, listQuerySchema, listResponseSchema } from './list';
import { activeLookupFiltersShape, lookupRecordSchema } from './lookup-schemas';
import { REASON_KINDS, reasonSchema } from './reasons';

/** `POST /api/lookups/reasons` and `PUT /api/lookups/reasons/{id}`; also the form's resolver. */
export const reasonInputSchema = z.object({
  kind: z.enum(REASON_KINDS, 'validation.required'),
  textAr: requiredText(300),
  textEn: requiredText(300),
});
export type ReasonInput = z.infer<typeof reasonInputSchema>;

/** The body of `PUT`: the fields and the `rowVersion` they were read on (409 when it moved). */
export const reasonUpdateSchema = versioned(reasonInputSchema);
export type ReasonUpdate = z.infer<typeof reasonUpdateSchema>;

/** A reason as the admin screen shows it (the options keep the `Reason` shape of reasons.ts). */
export const reasonRecordSchema = lookupRecordSchema({
  kind: z.enum(REASON_KINDS),
  textAr: z.string(),
  textEn: z.string(),
  active: z.boolean(),
});
export type ReasonRecord = z.infer<typeof reasonRecordSchema>;

/** Filters of the reasons list: text in both languages, kind, active. */
export const reasonFiltersShape = activeLookupFiltersShape({ kind: enumFilter(REASON_KINDS) });
export const REASON_SORT_FIELDS = ['kind', 'textAr', 'textEn', 'active', 'updatedAt'] as const;
export type ReasonSortField = (typeof REASON_SORT_FIELDS)[number];

export const reasonListQuerySchema = listQuerySchema(reasonFiltersShape, REASON_SORT_FIELDS);
export type ReasonListQuery = z.infer<typeof reasonListQuerySchema>;
export const reasonExportQuerySchema = exportQuerySchema(reasonFiltersShape, REASON_SORT_FIELDS);
export const reasonListResponseSchema = listResponseSchema(reasonRecordSchema);

/** `GET /api/lookups/reasons/options?kind=`: the `Reason` shape of reasons.ts. */
export const reasonOptionsResponseSchema = z.array(reasonSchema);

/** Active reasons (of one kind when given), plus `includeId` (the value a record already holds). */
export const reasonOptionsQuerySchema = z.object({
  kind: enumFilter(REASON_KINDS),
  includeId: idFilter(),
});

export const reasonIdParamsSchema = idParamsSchema;
