import type { Language } from '@portal/contracts/constants';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import type { ExportColumn } from '../../lib/export/send-export';

/** The columns of the organisation limits export (CSV and XLSX), in the caller's language. */
export const organizationLimitExportColumns = (language: Language): ExportColumn<OrganizationLimit>[] => {
  const name = (value: { ar: string; en: string }) => (language === 'ar-SA' ? value.ar : value.en);
  return [
    { header: 'limits.field.organization', value: (row) => name(row.organization.name), width: 36 },
    { header: 'limits.field.country', value: (row) => name(row.country.name), width: 20 },
    { header: 'limits.field.maximum', value: (row) => row.maximum, width: 16 },
    { header: 'limits.field.used', value: (row) => row.used, width: 14 },
    { header: 'limits.field.updatedAt', value: (row) => new Date(row.updatedAt), width: 20 },
  ];
};
