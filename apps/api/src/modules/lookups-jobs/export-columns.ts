import type { Language } from '@portal/contracts/constants';
import { ACTIVE_STATE_LABELS, JOB_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import type { JobGender } from '@portal/contracts/lookups-jobs';
import type { MessageKey } from '../../i18n/catalogue';
import type { ExportColumn } from '../../lib/export/send-export';
import type { JobRow } from './repository';

const GENDER_KEYS: Record<JobGender, MessageKey> = {
  ANY: 'jobs.gender.ANY',
  FEMALE: 'jobs.gender.FEMALE',
  MALE: 'jobs.gender.MALE',
};

/** The columns of the jobs export (CSV and XLSX), headed and worded as the screen's table is. */
export const jobExportColumns = (language: Language): ExportColumn<JobRow>[] => [
  { header: JOB_COLUMN_LABELS.code, value: (row) => row.code, width: 12 },
  { header: JOB_COLUMN_LABELS.nameAr, value: (row) => row.nameAr, width: 30 },
  { header: JOB_COLUMN_LABELS.nameEn, value: (row) => row.nameEn, width: 30 },
  {
    header: JOB_COLUMN_LABELS.allowedGender,
    value: (row, t) => t(GENDER_KEYS[row.allowedGender]),
    width: 16,
  },
  {
    header: JOB_COLUMN_LABELS.active,
    value: (row) => ACTIVE_STATE_LABELS.feminine[row.active ? 'active' : 'inactive'][language],
    width: 10,
  },
  { header: JOB_COLUMN_LABELS.updatedAt, value: (row) => row.updatedAt, width: 20 },
];
