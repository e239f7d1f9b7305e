import { z } from 'zod';
import {
  dateFilter,
  dateOrBlank,
  id,
  idFilter,
  idParamsSchema,
  positiveInt,
  requiredText,
  rowVersion,
  text,
  versioned,
} from './fields';
import { OFFICE_LOCATIONS } from './constants';
import { digitText, phoneOrBlank } from './digit-fields';
import { isValidSaudiIban, normalizeIban } from './iban';
import { enumFilter, listQuerySchema, listResponseSchema, textFilter } from './list';
import { ROLES, type Role } from './roles';
import {
  BANK_ACCOUNT_TYPES,
  COUNTRY_TYPES,
  LICENSED_TYPES,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
} from './organizations-values';

export {
  BANK_ACCOUNT_TYPES,
  COUNTRY_TYPES,
  LICENSED_TYPES,
  ORGANIZATION_STATUS,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
} from './organizations-values';

const optionalText = (max: number) => text(max).default('');
const pattern = (regex: RegExp, key: string) =>
  text(500)
    .default('')
    .refine((value) => value === '' || regex.test(value), key);
const digitsOrBlank = (regex: RegExp, key: string) =>
  digitText(500)
    .default('')
    .refine((value) => value === '' || regex.test(value), key);

/** Create and edit (`POST /api/organizations`, `PUT /api/organizations/{id}`) and the web form. */
export const organizationFormSchema = z
  .object({
    type: z.enum(ORGANIZATION_TYPES as [Exclude<Role, 'ADMIN'>, ...Exclude<Role, 'ADMIN'>[]], {
      error: 'validation.required',
    }),
    nameAr: requiredText(200),
    nameEn: requiredText(200),
    // Form selects hold strings: blank means none.
    countryId: z.preprocess(
      (value) =>
        value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
      id('validation.id').nullable(),
    ),
    licenseNumber: digitText(50).default(''),
    licenseDate: dateOrBlank(),
    addressAr: optionalText(300),
    addressEn: optionalText(300),
    responsiblePersonAr: optionalText(120),
    responsiblePersonEn: optionalText(120),
    bankName: optionalText(120),
    iban: text(60).default('').transform(normalizeIban),
    contactNumber1: phoneOrBlank(),
    contactNumber2: phoneOrBlank(),
    email: pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.email'),
    city: optionalText(80),
    officeLocation: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.enum(OFFICE_LOCATIONS).nullable(),
    ),
    ownerId: digitsOrBlank(/^[12]\d{9}$/, 'validation.nationalId'),
    sevenHundredNumber: digitsOrBlank(/^7\d{9}$/, 'validation.sevenHundred'),
    unifiedNationalNumber: digitsOrBlank(/^7\d{9}$/, 'validation.unifiedNumber'),
    almatarRegistrationEnabled: z.boolean().default(false),
  })
  .superRefine((org, ctx) => {
    const need = (path: string, ok: boolean, message = 'validation.required') => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (LICENSED_TYPES.includes(org.type)) {
      need('licenseNumber', org.licenseNumber !== '');
      need('licenseDate', org.licenseDate !== '');
    }
    if (COUNTRY_TYPES.includes(org.type)) need('countryId', org.countryId !== null);
    if (org.type === 'FOREIGN_EMBASSY') need('officeLocation', org.officeLocation !== null);
    if (BANK_ACCOUNT_TYPES.includes(org.type) && org.iban !== '') {
      need('iban', isValidSaudiIban(org.iban), 'validation.saudiIban');
    }
  });
export type OrganizationFormInput = z.input<typeof organizationFormSchema>;
export type OrganizationForm = z.output<typeof organizationFormSchema>;
/** `PUT /api/organizations/{id}`: the form and the `rowVersion` it was read on (docs/decisions/0039). */
export const organizationUpdateSchema = versioned(organizationFormSchema);
export type OrganizationUpdate = z.output<typeof organizationUpdateSchema>;

/** A new organisation comes with its first establishment (labour office id + sequence number). */
export const organizationCreateSchema = z.object({
  organization: organizationFormSchema,
  establishment: z.object({
    laborOfficeId: positiveInt(),
    sequenceNumber: positiveInt(),
  }),
  /** The accepted registration request this organisation comes from (`organization/add?registration=<id>`). */
  registrationId: id('validation.id').optional(),
});
export type OrganizationCreate = z.output<typeof organizationCreateSchema>;

const bilingual = z.object({ ar: z.string().nullable(), en: z.string().nullable() });
const countryRef = z.object({ id: z.number().int(), code3: z.string(), name: bilingual }).nullable();
const establishmentRef = z.object({
  id: z.number().int(),
  laborOfficeId: z.number().int(),
  sequenceNumber: z.number().int(),
  name: bilingual,
});

/** One row of the organisations list. */
export const organizationSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(ROLES),
  name: bilingual,
  country: countryRef,
  licenseNumber: z.string().nullable(),
  licenseDate: z.string().nullable(),
  status: z.enum(ORGANIZATION_STATUSES),
  city: z.string().nullable(),
  establishment: establishmentRef.nullable(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/** What a partner (local office, agency, ministry) sees of an organisation (`organization/{id}/epro`). */
export const organizationPartnerSchema = organizationSummarySchema.extend({
  address: bilingual,
  responsiblePerson: bilingual,
  contactNumber1: z.string().nullable(),
  contactNumber2: z.string().nullable(),
  email: z.string().nullable(),
});
export type OrganizationPartner = z.infer<typeof organizationPartnerSchema>;

/** The whole record (admins, Saudi embassies in scope). */
export const organizationDetailSchema = organizationPartnerSchema.extend({
  bankAccount: z.object({ bank: z.string().nullable(), iban: z.string().nullable() }),
  officeLocation: z.enum(OFFICE_LOCATIONS).nullable(),
  establishmentOwnerInfo: z.object({
    ownerId: z.string().nullable(),
    sevenHundredNumber: z.string().nullable(),
    unifiedNationalNumber: z.string().nullable(),
  }),
  almatarRegistrationEnabled: z.boolean(),
  establishments: z.array(establishmentRef),
  suspension: z
    .object({
      id: z.number().int(),
      reason: bilingual,
      startsOn: z.string(),
      endsOn: z.string().nullable(),
    })
    .nullable(),
  /** The version an edit sends back. */
  rowVersion: rowVersion(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

export const ORGANIZATION_SORTS = ['nameEn', 'nameAr', 'type', 'licenseDate', 'createdAt'] as const;

export const organizationListFilters = {
  name: textFilter(),
  type: enumFilter(ROLES),
  countryId: idFilter(),
  status: enumFilter(ORGANIZATION_STATUSES),
  licenseFrom: dateFilter(),
  licenseTo: dateFilter(),
};

/** `GET /api/organizations`. */
export const organizationListQuerySchema = listQuerySchema(organizationListFilters, ORGANIZATION_SORTS);
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;
export const organizationListResponseSchema = listResponseSchema(organizationSummarySchema);

export { idParamsSchema };

/** `GET /api/organizations/countries`: the countries an organisation can belong to (form and filter). */
export const organizationCountriesResponseSchema = z.array(
  z.object({ id: z.number().int(), code3: z.string(), name: bilingual }),
);
export type OrganizationCountry = z.infer<typeof organizationCountriesResponseSchema>[number];
