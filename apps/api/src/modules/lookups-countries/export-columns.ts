import type { ExportColumn, Translate } from '../../lib/export/send-export';
import type { CountryRow } from './repository';

const yesNo = (value: boolean, t: Translate) => t(value ? 'common.yes' : 'common.no');

/** The columns of the countries export (CSV and XLSX), headers and values in the caller's language. */
export const COUNTRY_EXPORT_COLUMNS: ExportColumn<CountryRow>[] = [
  { header: 'countries.field.code3', value: (row) => row.code3, width: 8 },
  { header: 'countries.field.nameAr', value: (row) => row.nameAr, width: 24 },
  { header: 'countries.field.nameEn', value: (row) => row.nameEn, width: 24 },
  { header: 'countries.field.nationalityAr', value: (row) => row.nationalityAr, width: 24 },
  { header: 'countries.field.nationalityEn', value: (row) => row.nationalityEn, width: 24 },
  {
    header: 'countries.field.activeForRecruitment',
    value: (row, t) => yesNo(row.activeForRecruitment, t),
    width: 12,
  },
  {
    header: 'countries.field.usesApprovalFlow',
    value: (row, t) => yesNo(row.usesApprovalFlow, t),
    width: 12,
  },
  {
    header: 'countries.field.careerRequiredInFilters',
    value: (row, t) => yesNo(row.careerRequiredInFilters, t),
    width: 12,
  },
  { header: 'countries.field.updatedAt', value: (row) => row.updatedAt, width: 20 },
];
