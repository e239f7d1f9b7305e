import { z } from 'zod';
import { idFilter, idParamsSchema, requiredText, versioned } from './fields';
import { booleanFilter, exportQuerySchema, listQuerySchema, listResponseSchema, textFilter } from './list';
import { lookupRecordSchema } from './lookup-schemas';

/**
 * `PUT /api/lookups/countries/{id}`; also the edit form's resolver. The 21 countries are seeded:
 * no add or delete, and code3 never changes (it is not part of the input). Active for recruitment
 * changes through activate / deactivate.
 */
export const countryInputSchema = z.object({
  nameAr: requiredText(120),
  nameEn: requiredText(120),
  nationalityAr: requiredText(120),
  nationalityEn: requiredText(120),
  usesApprovalFlow: z.boolean('validation.required'),
  careerRequiredInFilters: z.boolean('validation.required'),
});
export type CountryInput = z.infer<typeof countryInputSchema>;

/** The body of `PUT`: the fields and the `rowVersion` they were read on (409 when it moved). */
export const countryUpdateSchema = versioned(countryInputSchema);
export type CountryUpdate = z.infer<typeof countryUpdateSchema>;

export const countrySchema = lookupRecordSchema({
  code3: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  nationalityAr: z.string(),
  nationalityEn: z.string(),
  activeForRecruitment: z.boolean(),
  usesApprovalFlow: z.boolean(),
  careerRequiredInFilters: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

/** Filters of the countries list: text on code3, names and nationalities, and the three flags. */
export const countryFiltersShape = {
  q: textFilter(),
  activeForRecruitment: booleanFilter(),
  usesApprovalFlow: booleanFilter(),
  careerRequiredInFilters: booleanFilter(),
};
export const COUNTRY_SORT_FIELDS = [
  'code3',
  'nameAr',
  'nameEn',
  'nationalityEn',
  'activeForRecruitment',
  'usesApprovalFlow',
  'careerRequiredInFilters',
  'updatedAt',
] as const;
export type CountrySortField = (typeof COUNTRY_SORT_FIELDS)[number];

export const countryListQuerySchema = listQuerySchema(countryFiltersShape, COUNTRY_SORT_FIELDS);
export type CountryListQuery = z.infer<typeof countryListQuerySchema>;
export const countryExportQuerySchema = exportQuerySchema(countryFiltersShape, COUNTRY_SORT_FIELDS);
export const countryListResponseSchema = listResponseSchema(countrySchema);

/** `GET /api/lookups/countries/options`: what a form's country picker offers. */
export const countryOptionSchema = z.object({
  id: z.number().int(),
  code3: z.string(),
  name: z.object({ ar: z.string(), en: z.string() }),
  nationality: z.object({ ar: z.string(), en: z.string() }),
  usesApprovalFlow: z.boolean(),
  careerRequiredInFilters: z.boolean(),
  active: z.boolean(),
});
export type CountryOption = z.infer<typeof countryOptionSchema>;
export const countryOptionsResponseSchema = z.array(countryOptionSchema);

/** Countries active for recruitment, plus `includeId` (the value a record already holds). */
export const countryOptionsQuerySchema = z.object({ includeId: idFilter() });

export const countryIdParamsSchema = idParamsSchema;
