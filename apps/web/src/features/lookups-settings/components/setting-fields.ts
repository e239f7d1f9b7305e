import { COUNTED_OBLIGATIONS } from '@portal/contracts/clocks/obligations';
import type { SettingKey } from '@portal/contracts/settings';

/**
 * One input of a setting's form: its path in `{ value }` and how it is typed. A `select` offers
 * its `options`, each labelled by the key `settings.<optionsKey>.<option>`.
 */
export type SettingField = {
  name: string;
  label: string;
  kind: 'number' | 'text' | 'select';
  dir: 'ltr' | 'rtl' | 'auto';
  options?: { values: readonly string[]; labelKey: string };
};

const num = (name: string, label: string): SettingField => ({ name, label, kind: 'number', dir: 'ltr' });
const text = (name: string, label: string, dir: SettingField['dir'] = 'auto'): SettingField => ({
  name,
  label,
  kind: 'text',
  dir,
});

/** How a deadline counts (decision 0056): calendar days, or working days without holidays. */
const countingOf = (obligation: (typeof COUNTED_OBLIGATIONS)[number]): SettingField => ({
  name: `value.counting.${obligation}`,
  label: `counting.${obligation}`,
  kind: 'select',
  dir: 'auto',
  options: { values: ['calendar', 'working'], labelKey: 'counting' },
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
    num('value.complaintAnswerDays', 'complaintAnswerDays'),
    ...COUNTED_OBLIGATIONS.map(countingOf),
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
