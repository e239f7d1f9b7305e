/** The visa fields a history entry records, whether the visa was added by hand or imported. */
export const VISA_HISTORY_FIELDS = [
  'number',
  'employerId',
  'countryId',
  'gender',
  'jobId',
  'issueDate',
  'expiryDate',
] as const;
