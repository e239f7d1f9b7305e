import { field, type HistoryFields } from '../../platform/history/fields';

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

/** What a visa's history shows, under the visa screen's labels. */
export const VISA_HISTORY_SHOWN: HistoryFields = {
  number: field('visas.fields.number'),
  employerId: field('visas.fields.employerId'),
  countryId: field('visas.fields.countryId', { reference: 'country' }),
  gender: field('visas.fields.gender', { enum: 'visas.gender' }),
  jobId: field('visas.fields.jobId', { reference: 'job' }),
  issueDate: field('visas.fields.issueDate', 'date'),
  expiryDate: field('visas.fields.expiryDate', 'date'),
  status: field('visas.fields.status', { enum: 'visas.status' }),
};
