import { z } from 'zod';
import { requiredText, rowVersion, text } from './fields';
import { LICENCE_WARNING_DAYS } from './constants';
import { phone, typedNumber } from './digit-fields';
import {
  CANDIDATE_CV_DEFAULT_MB,
  CANDIDATE_CV_MAX_MB,
  CANDIDATE_PHOTO_DEFAULT_MB,
  CANDIDATE_PHOTO_MAX_MB,
} from './hr-pool/candidates';
import { COUNTED_OBLIGATIONS, type CountedObligation } from './clocks/obligations';

const dayCounting = z.enum(['calendar', 'working'], 'validation.settings.counting');

/**
 * The complaint's answer (decision 0063) joined `deadlineRules` after databases had stored it: a
 * stored value without it reads this default for it and keeps the admin's other choices (without a
 * default the whole stored value would fail its schema and fall back to every default).
 */
export const COMPLAINT_ANSWER_RULE = { days: 5, counting: 'working' } as const;

/**
 * How a setting's number is read: `typedNumber` on input (text in any digits), as is in an answer
 * (a response is encoded, and the digit normaliser's transform has no way back).
 */
type NumberReading = (schema: z.ZodNumber) => z.ZodType<number, unknown>;

/**
 * The typed admin settings (DOMAIN.md lookups): one zod schema per key. The value of each key is
 * validated by its own schema on the web form and by `PUT /api/settings/{key}`.
 */
const settingSchemas = (reading: NumberReading) => {
  const wholeNumber = (min: number, max: number, message: string) =>
    reading(z.number(message).int(message).min(min, message).max(max, message));
  return {
    licenceWarningDays: wholeNumber(1, 365, 'validation.settings.days365'),
    bulkRequestMaxCandidates: wholeNumber(1, 100, 'validation.settings.candidates100'),
    /** Response deadlines of employment requests, in days (an unanswered request expires). */
    responseDeadlines: z.object({
      agencyDays: wholeNumber(1, 60, 'validation.settings.days60'),
      embassyDays: wholeNumber(1, 60, 'validation.settings.days60'),
    }),
    /** The other limits of the deadline clocks, and how each counts (decision 0056). */
    deadlineRules: z.object({
      counting: z.object(
        Object.fromEntries(
          COUNTED_OBLIGATIONS.map((name) => [
            name,
            name === 'complaintAnswer' ? dayCounting.default(COMPLAINT_ANSWER_RULE.counting) : dayCounting,
          ]),
        ) as Record<CountedObligation, typeof dayCounting>,
      ),
      arrivalDays: wholeNumber(1, 365, 'validation.settings.days365'),
      trialDays: wholeNumber(1, 365, 'validation.settings.days365'),
      partnershipAnswerDays: wholeNumber(1, 60, 'validation.settings.days60'),
      licenceReviewDays: wholeNumber(1, 60, 'validation.settings.days60'),
      complianceOrderDays: wholeNumber(1, 60, 'validation.settings.days60'),
      complaintAnswerDays: wholeNumber(1, 60, 'validation.settings.days60').default(
        COMPLAINT_ANSWER_RULE.days,
      ),
    }),
    contractTermsVersion: text(20).regex(
      /^\d{1,4}\.\d{1,4}(\.\d{1,4})?$/,
      'validation.settings.termsVersion',
    ),
    /** Support contacts shown on the public Contact Us page. */
    supportContacts: z.object({
      phone: phone(),
      // Piped: a blank value says only "required".
      email: requiredText(120).pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.email')),
      hoursAr: requiredText(200),
      hoursEn: requiredText(200),
    }),
    /** Size limits of a candidate's documents, in MB (at most the absolute maxima of the upload parser). */
    candidateDocumentLimits: z.object({
      photoMb: wholeNumber(1, CANDIDATE_PHOTO_MAX_MB, 'validation.settings.photoMb'),
      cvMb: wholeNumber(1, CANDIDATE_CV_MAX_MB, 'validation.settings.cvMb'),
    }),
  };
};

export const SETTING_SCHEMAS = settingSchemas(typedNumber);

export const supportContactsSchema = SETTING_SCHEMAS.supportContacts;
export type SupportContacts = z.infer<typeof supportContactsSchema>;
export const responseDeadlinesSchema = SETTING_SCHEMAS.responseDeadlines;
export type ResponseDeadlines = z.infer<typeof responseDeadlinesSchema>;
export const candidateDocumentLimitsSchema = SETTING_SCHEMAS.candidateDocumentLimits;
export type CandidateDocumentLimits = z.infer<typeof candidateDocumentLimitsSchema>;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
// The keys in the schemas' order, written out apart from the schemas (settings-values.ts; a test holds
// the two to the same list): the settings page lists them without loading zod (decision 0064).
import { SETTING_KEYS } from './settings-values';

export { SETTING_KEYS };
export type SettingValues = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };

/** Used when the table has no row for a key (and seeded by the migration). */
export const SETTING_DEFAULTS: SettingValues = {
  licenceWarningDays: LICENCE_WARNING_DAYS,
  bulkRequestMaxCandidates: 20,
  responseDeadlines: { agencyDays: 14, embassyDays: 14 },
  // Calendar days where the spec's constants were calendar days; a licence review counts working days.
  deadlineRules: {
    counting: {
      agencyAnswer: 'calendar',
      embassyAnswer: 'calendar',
      arrival: 'calendar',
      partnershipAnswer: 'calendar',
      licenceReview: 'working',
      complianceOrder: 'calendar',
      complaintAnswer: COMPLAINT_ANSWER_RULE.counting,
    },
    arrivalDays: 90,
    trialDays: 90,
    partnershipAnswerDays: 14,
    licenceReviewDays: 5,
    complianceOrderDays: 10,
    complaintAnswerDays: COMPLAINT_ANSWER_RULE.days,
  },
  contractTermsVersion: '1.0',
  supportContacts: {
    phone: '+966 11 000 0000',
    email: 'support@portal.example',
    hoursAr: 'من الأحد إلى الخميس، من 8 صباحًا حتى 4 مساءً',
    hoursEn: 'Sunday to Thursday, 8 am to 4 pm',
  },
  candidateDocumentLimits: { photoMb: CANDIDATE_PHOTO_DEFAULT_MB, cvMb: CANDIDATE_CV_DEFAULT_MB },
};

/** The values as answered: the same checks, numbers as they are (see `NumberReading`). */
export const settingValuesSchema = z.object(settingSchemas((schema) => schema));

/**
 * `PUT /api/settings/{key}`: `{ value, rowVersion }`, the value validated by the key's schema, the
 * version the one read (`meta.rowVersion`; docs/decisions/0039).
 */
export const settingInputSchema = <K extends SettingKey>(key: K) =>
  z.object({ value: SETTING_SCHEMAS[key] as (typeof SETTING_SCHEMAS)[K], rowVersion: rowVersion() });

/** Who last changed a setting, and when (null: still the default). */
export const settingMetaSchema = z.object({
  key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]),
  /** The record id of the setting's row, for its history; null when the row does not exist yet. */
  id: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
  /** The version an edit sends back; a key still at its default (no row) is at version 1. */
  rowVersion: z.number().int(),
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
