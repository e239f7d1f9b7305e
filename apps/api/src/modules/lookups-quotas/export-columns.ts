import type { Language } from '@portal/contracts/constants';
import type { Quota } from '@portal/contracts/lookups-quotas';
import type { ExportColumn } from '../../lib/export/send-export';

/** The columns of the country quotas export (CSV and XLSX), in the caller's language. */
export const quotaExportColumns = (language: Language): ExportColumn<Quota>[] => [
  {
    header: 'quotas.field.country',
    value: (row) => (language === 'ar-SA' ? row.country.name.ar : row.country.name.en),
    width: 24,
  },
  { header: 'quotas.field.month', value: (row) => row.month, width: 10 },
  { header: 'quotas.field.maximum', value: (row) => row.maximum, width: 16 },
  { header: 'quotas.field.used', value: (row) => row.used, width: 12 },
  { header: 'quotas.field.updatedAt', value: (row) => new Date(row.updatedAt), width: 20 },
];
