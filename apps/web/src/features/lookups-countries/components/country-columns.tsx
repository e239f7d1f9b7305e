import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import Chip from '@mui/material/Chip';
import type { Country } from '@portal/contracts/lookups-countries';
import { COUNTRY_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { useCountryLabels } from './country-labels';

/** The columns of the countries table; every one sorts on the server. */
export const useCountryColumns = (): DataTableColumn<Country>[] => {
  const columnLabel = useColumnLabel();
  const { t } = useTranslation();
  const { formatValue } = useCountryLabels();
  const flag = (id: 'usesApprovalFlow' | 'careerRequiredInFilters'): DataTableColumn<Country> => ({
    id,
    label: columnLabel(COUNTRY_COLUMN_LABELS[id]),
    sortable: true,
    render: (country) => formatValue(id, country[id]),
  });
  return [
    {
      id: 'code3',
      label: columnLabel(COUNTRY_COLUMN_LABELS.code3),
      sortable: true,
      render: (country) => (
        <CellLink to={`/admin/country/${country.id}`}>
          <bdi dir="ltr">{country.code3}</bdi>
        </CellLink>
      ),
    },
    {
      id: 'nameAr',
      label: columnLabel(COUNTRY_COLUMN_LABELS.nameAr),
      sortable: true,
      render: (c) => <bdi dir="rtl">{c.nameAr}</bdi>,
    },
    {
      id: 'nameEn',
      label: columnLabel(COUNTRY_COLUMN_LABELS.nameEn),
      sortable: true,
      render: (c) => <bdi dir="ltr">{c.nameEn}</bdi>,
    },
    {
      id: 'nationalityEn',
      label: columnLabel(COUNTRY_COLUMN_LABELS.nationality),
      sortable: true,
      render: (c) => (
        <>
          <bdi dir="ltr">{c.nationalityEn}</bdi> / <bdi dir="rtl">{c.nationalityAr}</bdi>
        </>
      ),
    },
    {
      id: 'activeForRecruitment',
      label: columnLabel(COUNTRY_COLUMN_LABELS.activeForRecruitment),
      sortable: true,
      render: (country) => (
        <Chip
          size="small"
          variant="outlined"
          color={country.activeForRecruitment ? 'success' : 'default'}
          label={t(country.activeForRecruitment ? 'countries.status.active' : 'countries.status.inactive')}
        />
      ),
    },
    flag('usesApprovalFlow'),
    flag('careerRequiredInFilters'),
    {
      id: 'updatedAt',
      label: columnLabel(COUNTRY_COLUMN_LABELS.updatedAt),
      sortable: true,
      render: (country) => <DateText value={country.updatedAt} />,
    },
  ];
};
