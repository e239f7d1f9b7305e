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
  candidateDocumentLimits: [num('value.photoMb', 'photoMb'), num('value.cvMb', 'cvMb')],
  contractTermsVersion: [text('value', 'contractTermsVersion', 'ltr')],
  supportContacts: [
    text('value.phone', 'phone', 'ltr'),
    text('value.email', 'email', 'ltr'),
    text('value.hoursAr', 'hoursAr', 'rtl'),
    text('value.hoursEn', 'hoursEn', 'ltr'),
  ],
};

/** Text inputs give strings: a blank or non-numeric entry fails the number schema with its message. */
const asNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;

/** The form schema of a key: the contract's schema of `{ value }`, numbers read from the inputs. */
export const settingFormSchema = (key: SettingKey): z.ZodType => {
  if (key === 'licenceWarningDays' || key === 'bulkRequestMaxCandidates')
    return z.object({ value: z.preprocess(asNumber, SETTING_SCHEMAS[key]) });
  if (key === 'responseDeadlines' || key === 'candidateDocumentLimits') {
    const { shape } = SETTING_SCHEMAS[key];
    return z.object({
      value: z.object(
        Object.fromEntries(
          Object.entries(shape).map(([name, field]) => [name, z.preprocess(asNumber, field)]),
        ),
      ),
    });
  }
  return z.object({ value: SETTING_SCHEMAS[key] });
};
