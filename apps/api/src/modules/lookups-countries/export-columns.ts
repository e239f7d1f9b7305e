import type { Language } from '@portal/contracts/constants';
import { ACTIVE_STATE_LABELS, COUNTRY_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import type { ExportColumn, Translate } from '../../lib/export/send-export';
import type { CountryRow } from './repository';

const yesNo = (value: boolean, t: Translate) => t(value ? 'common.yes' : 'common.no');

/** The columns of the countries export (CSV and XLSX), headed and worded as the screen's table is. */
export const countryExportColumns = (language: Language): ExportColumn<CountryRow>[] => [
  { header: COUNTRY_COLUMN_LABELS.code3, value: (row) => row.code3, width: 8 },
  { header: COUNTRY_COLUMN_LABELS.nameAr, value: (row) => row.nameAr, width: 24 },
  { header: COUNTRY_COLUMN_LABELS.nameEn, value: (row) => row.nameEn, width: 24 },
  { header: COUNTRY_COLUMN_LABELS.nationalityAr, value: (row) => row.nationalityAr, width: 24 },
  { header: COUNTRY_COLUMN_LABELS.nationalityEn, value: (row) => row.nationalityEn, width: 24 },
  {
    header: COUNTRY_COLUMN_LABELS.activeForRecruitment,
    value: (row) => ACTIVE_STATE_LABELS.feminine[row.activeForRecruitment ? 'active' : 'inactive'][language],
    width: 12,
  },
  {
    header: COUNTRY_COLUMN_LABELS.usesApprovalFlow,
    value: (row, t) => yesNo(row.usesApprovalFlow, t),
    width: 12,
  },
  {
    header: COUNTRY_COLUMN_LABELS.careerRequiredInFilters,
    value: (row, t) => yesNo(row.careerRequiredInFilters, t),
    width: 12,
  },
  { header: COUNTRY_COLUMN_LABELS.updatedAt, value: (row) => row.updatedAt, width: 20 },
];
