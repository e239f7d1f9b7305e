import { z } from 'zod';
import { SETTING_SCHEMAS, type SettingKey } from '@portal/contracts/settings';

/** One input of a setting's form: its path in `{ value }` and how it is typed. */
export type SettingField = {
  name: string;
  label: string;
  kind: 'number' | 'text';
  dir: 'ltr' | 'rtl' | 'auto';
};

const num = (name: string, label: string): SettingField => ({ name, label, kind: 'number', dir: 'ltr' });
const text = (name: string, label: string, dir: SettingField['dir'] = 'auto'): SettingField => ({
  name,
  label,
  kind: 'text',
  dir,
});

/** The inputs of each setting's form (labels are keys under `settings.fields`). */
export const SETTING_FIELDS: Record<SettingKey, SettingField[]> = {
  licenceWarningDays: [num('value', 'licenceWarningDays')],
  bulkRequestMaxCandidates: [num('value', 'bulkRequestMaxCandidates')],
  responseDeadlines: [num('value.agencyDays', 'agencyDays'), num('value.embassyDays', 'embassyDays')],
  deadlineRules: [
    num('value.arrivalDays', 'arrivalDays'),
    num('value.trialDays', 'trialDays'),
    num('value.partnershipAnswerDays', 'partnershipAnswerDays'),
    num('value.licenceReviewDays', 'licenceReviewDays'),
    num('value.complianceOrderDays', 'complianceOrderDays'),
  ],
  candidateDocumentLimits: [num('value.photoMb', 'photoMb'), num('value.cvMb', 'cvMb')],
  contractTermsVersion: [text('value', 'contractTermsVersion', 'ltr')],
  supportContacts: [
    text('value.phone', 'phone', 'ltr'),
    text('value.email', 'email', 'ltr'),
    text('value.hoursAr', 'hoursAr', 'rtl'),
    text('value.hoursEn', 'hoursEn', 'ltr'),
  ],
};

/**
 * The form schema of a key: the contract's schema of `{ value }`. Its number blocks read the text
 * inputs' strings in any digits (packages/contracts/src/digit-fields.ts).
 */
export const settingFormSchema = (key: SettingKey): z.ZodType => z.object({ value: SETTING_SCHEMAS[key] });
