import { z } from 'zod';
import { requiredText, text } from './fields';
import { LICENCE_WARNING_DAYS } from './constants';
import { phone, typedNumber } from './digit-fields';
import {
  CANDIDATE_CV_DEFAULT_MB,
  CANDIDATE_CV_MAX_MB,
  CANDIDATE_PHOTO_DEFAULT_MB,
  CANDIDATE_PHOTO_MAX_MB,
} from './hr-pool/candidates';

const wholeNumber = (min: number, max: number, message: string) =>
  typedNumber(z.number(message).int(message).min(min, message).max(max, message));

/** Support contacts shown on the public Contact Us page. */
export const supportContactsSchema = z.object({
  phone: phone(),
  // Piped: a blank value says only "required".
  email: requiredText(120).pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.email')),
  hoursAr: requiredText(200),
  hoursEn: requiredText(200),
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;

/** Response deadlines of employment requests, in days (an unanswered request expires). */
export const responseDeadlinesSchema = z.object({
  agencyDays: wholeNumber(1, 60, 'validation.settings.days60'),
  embassyDays: wholeNumber(1, 60, 'validation.settings.days60'),
});
export type ResponseDeadlines = z.infer<typeof responseDeadlinesSchema>;

/** Size limits of a candidate's documents, in MB (at most the absolute maxima of the upload parser). */
export const candidateDocumentLimitsSchema = z.object({
  photoMb: wholeNumber(1, CANDIDATE_PHOTO_MAX_MB, 'validation.settings.photoMb'),
  cvMb: wholeNumber(1, CANDIDATE_CV_MAX_MB, 'validation.settings.cvMb'),
});
export type CandidateDocumentLimits = z.infer<typeof candidateDocumentLimitsSchema>;

/**
 * The typed admin settings (DOMAIN.md lookups): one zod schema per key. The value of each key is
 * validated by its own schema on the web form and by `PUT /api/settings/{key}`.
 */
export const SETTING_SCHEMAS = {
  licenceWarningDays: wholeNumber(1, 365, 'validation.settings.days365'),
  bulkRequestMaxCandidates: wholeNumber(1, 100, 'validation.settings.candidates100'),
  responseDeadlines: responseDeadlinesSchema,
  contractTermsVersion: text(20).regex(/^\d{1,4}\.\d{1,4}(\.\d{1,4})?$/, 'validation.settings.termsVersion'),
  supportContacts: supportContactsSchema,
  candidateDocumentLimits: candidateDocumentLimitsSchema,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];
export type SettingValues = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };

/** Used when the table has no row for a key (and seeded by the migration). */
export const SETTING_DEFAULTS: SettingValues = {
  licenceWarningDays: LICENCE_WARNING_DAYS,
  bulkRequestMaxCandidates: 20,
  responseDeadlines: { agencyDays: 14, embassyDays: 14 },
  contractTermsVersion: '1.0',
  supportContacts: {
    phone: '+966 11 000 0000',
    email: 'support@portal.example',
    hoursAr: 'من الأحد إلى الخميس، من 8 صباحًا حتى 4 مساءً',
    hoursEn: 'Sunday to Thursday, 8 am to 4 pm',
  },
  candidateDocumentLimits: { photoMb: CANDIDATE_PHOTO_DEFAULT_MB, cvMb: CANDIDATE_CV_DEFAULT_MB },
};

export const settingValuesSchema = z.object(SETTING_SCHEMAS);

/** `PUT /api/settings/{key}`: `{ value }`, validated by the key's schema. */
export const settingInputSchema = <K extends SettingKey>(key: K) =>
  z.object({ value: SETTING_SCHEMAS[key] as (typeof SETTING_SCHEMAS)[K] });

/** Who last changed a setting, and when (null: still the default). */
export const settingMetaSchema = z.object({
  key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]),
  /** The record id of the setting's row, for its history; null when the row does not exist yet. */
  id: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z
    .object({ id: z.number().int(), name: z.object({ ar: z.string(), en: z.string() }) })
    .nullable(),
});
export type SettingMeta = z.infer<typeof settingMetaSchema>;

/** `GET /api/settings`: every value (typed) and who changed each one. */
export const settingsResponseSchema = z.object({
  values: settingValuesSchema,
  meta: z.array(settingMetaSchema),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** `PUT /api/settings/{key}` answer: the changed key's value and meta. */
export const settingUpdateResponseSchema = z.object({ value: z.unknown(), meta: settingMetaSchema });

/** `GET /api/settings/public`: only what anyone may see (the support contacts). */
export const publicSettingsSchema = z.object({ supportContacts: supportContactsSchema });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
