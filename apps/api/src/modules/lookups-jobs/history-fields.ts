import { field, type HistoryFields } from '../../platform/history/fields';

/** What a job's history shows, under the job screen's labels. */
export const JOB_HISTORY_FIELDS: HistoryFields = {
  code: field('jobs.fields.code'),
  nameAr: field('jobs.fields.nameAr'),
  nameEn: field('jobs.fields.nameEn'),
  allowedGender: field('jobs.fields.allowedGender', { enum: 'jobs.gender' }),
  minAge: field('jobs.fields.minAge', 'number'),
  maxAge: field('jobs.fields.maxAge', 'number'),
  active: field('jobs.fields.active', 'yesNo'),
};
