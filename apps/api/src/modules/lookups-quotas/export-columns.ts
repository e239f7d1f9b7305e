import type { Language } from '@portal/contracts/constants';
import { QUOTA_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import type { Quota } from '@portal/contracts/lookups-quotas';
import type { ExportColumn } from '../../lib/export/send-export';

/** The columns of the country quotas export (CSV and XLSX), headed as the screen's table is. */
export const quotaExportColumns = (language: Language): ExportColumn<Quota>[] => [
  {
    header: QUOTA_COLUMN_LABELS.country,
    value: (row) => (language === 'ar-SA' ? row.country.name.ar : row.country.name.en),
    width: 24,
  },
  { header: QUOTA_COLUMN_LABELS.month, value: (row) => row.month, width: 10 },
  { header: QUOTA_COLUMN_LABELS.maximum, value: (row) => row.maximum, width: 16 },
  { header: QUOTA_COLUMN_LABELS.used, value: (row) => row.used, width: 12 },
  { header: QUOTA_COLUMN_LABELS.updatedAt, value: (row) => new Date(row.updatedAt), width: 20 },
];
