import type { JobGender } from '@portal/contracts/lookups-jobs';
import type { MessageKey } from '../../i18n/catalogue';
import type { ExportColumn } from '../../lib/export/send-export';
import type { JobRow } from './repository';

const GENDER_KEYS: Record<JobGender, MessageKey> = {
  ANY: 'jobs.gender.ANY',
  FEMALE: 'jobs.gender.FEMALE',
  MALE: 'jobs.gender.MALE',
};

/** The columns of the jobs export (CSV and XLSX), headers and values in the caller's language. */
export const JOB_EXPORT_COLUMNS: ExportColumn<JobRow>[] = [
  { header: 'jobs.field.code', value: (row) => row.code, width: 12 },
  { header: 'jobs.field.nameAr', value: (row) => row.nameAr, width: 30 },
  { header: 'jobs.field.nameEn', value: (row) => row.nameEn, width: 30 },
  { header: 'jobs.field.allowedGender', value: (row, t) => t(GENDER_KEYS[row.allowedGender]), width: 16 },
  { header: 'jobs.field.active', value: (row, t) => t(row.active ? 'common.yes' : 'common.no'), width: 10 },
  { header: 'jobs.field.updatedAt', value: (row) => row.updatedAt, width: 20 },
];
