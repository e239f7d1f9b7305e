import { z } from 'zod';
import { recordClaimShape } from './claims';
import { dateOrBlank, idParam, optionalText, requiredText, text } from './fields';
import { digitText, phone } from './digit-fields';
import { fileInfoSchema } from './license-requests';
import { enumFilter, listQuerySchema, listResponseSchema, textFilter } from './list';
import { REFERENCE_PATTERN, REGISTRATION_STATUSES, REGISTRATION_TYPES } from './registration-values';

export {
  KINGDOM_CODE3,
  MAX_REGISTRATION_DOCUMENTS,
  REFERENCE_PATTERN,
  REGISTRATION_STATUSES,
  REGISTRATION_TYPES,
  registrationCountryFits,
  type RegistrationStatus,
  type RegistrationType,
} from './registration-values';

const required = requiredText;
const optional = optionalText;

/** The text fields of `POST /api/registrations` (multipart, with up to three `documents`). */
export const registrationFieldsSchema = z.object({
  organizationType: z.enum(REGISTRATION_TYPES, 'validation.required'),
  nameAr: required(200),
  nameEn: required(200),
  countryId: idParam('validation.required'),
  licenseNumber: digitText(50).min(1, 'validation.required'),
  licenseDate: dateOrBlank().transform((value) => value || undefined),
  contactName: required(200),
  contactPhone: phone('validation.invalidFormat'),
  email: requiredText(200).pipe(z.email('validation.email')),
  city: optional(100),
  addressAr: optional(300),
  addressEn: optional(300),
  /** The solved ALTCHA payload (base64 JSON); required while the captcha feature flag is on. */
  captcha: text(4000, { trim: false }).optional(),
});
export type RegistrationFields = z.infer<typeof registrationFieldsSchema>;
export type RegistrationFieldsInput = z.input<typeof registrationFieldsSchema>;

/** `GET /api/registrations/captcha`: an ALTCHA proof-of-work challenge. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const registrationCreatedSchema = z.object({
  reference: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
});
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

export const registrationStatusQuerySchema = z.object({
  reference: z.string().trim().toUpperCase().regex(REFERENCE_PATTERN, 'validation.invalidFormat'),
});
export const registrationStatusSchema = registrationCreatedSchema.extend({ createdAt: z.string() });
export type RegistrationStatusAnswer = z.infer<typeof registrationStatusSchema>;

export const registrationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  organizationType: z.enum(REGISTRATION_TYPES),
  nameAr: z.string(),
  nameEn: z.string(),
  country: z
    .object({ id: z.number().int(), code3: z.string(), nameAr: z.string(), nameEn: z.string() })
    .nullable(),
  licenseNumber: z.string(),
  licenseDate: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  addressAr: z.string().nullable(),
  addressEn: z.string().nullable(),
  documents: z.array(fileInfoSchema),
  status: z.enum(REGISTRATION_STATUSES),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Which admin reviews it now (decision 0061). */
  ...recordClaimShape,
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationListQuerySchema = listQuerySchema(
  { status: enumFilter(REGISTRATION_STATUSES), q: textFilter() },
  ['createdAt', 'nameEn', 'status'],
);
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;
export const registrationListSchema = listResponseSchema(registrationSchema);

/** Accept (then create the organisation through `organization/add?registration=<id>`) or reject with a note. */
export const registrationDecisionSchema = z.object({
  decision: z.enum(['ACCEPTED', 'REJECTED']),
  note: text(1000).optional(),
});
export type RegistrationDecision = z.infer<typeof registrationDecisionSchema>;

/**
 * `GET /api/registrations/countries`: the countries the public form offers, the kingdom (for local
 * offices and companies) and the sending countries open for recruitment (for agencies).
 */
export const registrationCountrySchema = z.object({
  id: z.number().int(),
  code3: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
});
export const registrationCountriesSchema = z.array(registrationCountrySchema);
export type RegistrationCountry = z.infer<typeof registrationCountrySchema>;
