import type { Language } from '@portal/contracts/constants';
import { LIMIT_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import type { ExportColumn } from '../../lib/export/send-export';

/** The columns of the organisation limits export (CSV and XLSX), headed as the screen's table is. */
export const organizationLimitExportColumns = (language: Language): ExportColumn<OrganizationLimit>[] => {
  const name = (value: { ar: string; en: string }) => (language === 'ar-SA' ? value.ar : value.en);
  return [
    { header: LIMIT_COLUMN_LABELS.organization, value: (row) => name(row.organization.name), width: 36 },
    { header: LIMIT_COLUMN_LABELS.country, value: (row) => name(row.country.name), width: 20 },
    { header: LIMIT_COLUMN_LABELS.maximum, value: (row) => row.maximum, width: 16 },
    { header: LIMIT_COLUMN_LABELS.used, value: (row) => row.used, width: 14 },
    { header: LIMIT_COLUMN_LABELS.updatedAt, value: (row) => new Date(row.updatedAt), width: 20 },
  ];
};
