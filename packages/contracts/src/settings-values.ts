import type { SettingKey } from './settings';

// The settings' values a page shows without validating, apart from their schemas (settings.ts
// re-exports them): the admin's settings page lists the keys and loads no zod until a form validates
// (decision 0064).

/** The setting keys, in the order of `SETTING_SCHEMAS` (settings.test.ts compares the two). */
export const SETTING_KEYS: SettingKey[] = [
  'licenceWarningDays',
  'bulkRequestMaxCandidates',
  'responseDeadlines',
  'deadlineRules',
  'contractTermsVersion',
  'supportContacts',
  'candidateDocumentLimits',
];
