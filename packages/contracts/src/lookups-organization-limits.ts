import { z } from 'zod';
import { wholeNumber } from './digit-fields';
import { exportQuerySchema, listQuerySchema, listResponseSchema, textFilter } from './list';
import { lookupRecordSchema } from './lookup-schemas';
import { id, idFilter, idParam, idParamsSchema, versioned } from './fields';

/** The organisation types an organisation limit applies to: local offices. */
export const LIMITED_ORGANIZATION_TYPES = ['PRO_OFFICE', 'PRO_COMPANY'] as const;

/** `POST /api/lookups/organization-limits` and `PUT .../{id}`; also the form's resolver. */
export const organizationLimitInputSchema = z.object({
  organizationId: id(),
  countryId: id(),
  maximum: wholeNumber(
    { min: 0, max: 100_000 },
    { min: 'validation.notNegative', max: 'validation.tooLarge' },
  ),
});
export type OrganizationLimitInput = z.infer<typeof organizationLimitInputSchema>;

/** The body of `PUT`: the fields and the `rowVersion` they were read on (409 when it moved). */
export const organizationLimitUpdateSchema = versioned(organizationLimitInputSchema);
export type OrganizationLimitUpdate = z.infer<typeof organizationLimitUpdateSchema>;

const nameSchema = z.object({ ar: z.string(), en: z.string() });

/** A limit with how many active partnership contracts the office holds with that country's agencies. */
export const organizationLimitSchema = lookupRecordSchema({
  organization: z.object({
    id: z.number().int(),
    name: nameSchema,
    type: z.enum(LIMITED_ORGANIZATION_TYPES),
  }),
  country: z.object({ id: z.number().int(), code3: z.string(), name: nameSchema }),
  maximum: z.number().int(),
  used: z.number().int(),
});
export type OrganizationLimit = z.infer<typeof organizationLimitSchema>;

/** Filters: text on the office's names, the office, the country. */
export const organizationLimitFiltersShape = {
  q: textFilter(),
  organizationId: idFilter(),
  countryId: idFilter(),
};
export const ORGANIZATION_LIMIT_SORT_FIELDS = ['organization', 'country', 'maximum', 'updatedAt'] as const;
export type OrganizationLimitSortField = (typeof ORGANIZATION_LIMIT_SORT_FIELDS)[number];

export const organizationLimitListQuerySchema = listQuerySchema(
  organizationLimitFiltersShape,
  ORGANIZATION_LIMIT_SORT_FIELDS,
);
export type OrganizationLimitListQuery = z.infer<typeof organizationLimitListQuerySchema>;
export const organizationLimitExportQuerySchema = exportQuerySchema(
  organizationLimitFiltersShape,
  ORGANIZATION_LIMIT_SORT_FIELDS,
);
export const organizationLimitListResponseSchema = listResponseSchema(organizationLimitSchema);

/** `GET /api/lookups/organization-limits/offices`: the local offices the form can choose. */
export const limitOfficeOptionSchema = z.object({
  id: z.number().int(),
  name: nameSchema,
  type: z.enum(LIMITED_ORGANIZATION_TYPES),
});
export const limitOfficeOptionsResponseSchema = z.array(limitOfficeOptionSchema);
export type LimitOfficeOption = z.infer<typeof limitOfficeOptionSchema>;

export const organizationLimitIdParamsSchema = idParamsSchema;

/**
 * `GET /api/partnership/contracts/limit?countryId=` for the calling local office: `used` active
 * partnership contracts with agencies of that country, `allowed` the admin's limit, or null when
 * none is set (no limit).
 */
export const partnershipLimitQuerySchema = z.object({
  countryId: idParam('validation.required'),
});
export const partnershipLimitResponseSchema = z.object({
  countryId: z.number().int(),
  used: z.number().int(),
  allowed: z.number().int().nullable(),
});
export type PartnershipLimit = z.infer<typeof partnershipLimitResponseSchema>;
