import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Country } from '@portal/contracts/lookups-countries';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { useCountryLabels } from './country-labels';

/** The columns of the countries table; every one sorts on the server. */
export const useCountryColumns = (): DataTableColumn<Country>[] => {
  const { t } = useTranslation();
  const { fieldLabel, formatValue } = useCountryLabels();
  const flag = (id: 'usesApprovalFlow' | 'careerRequiredInFilters'): DataTableColumn<Country> => ({
    id,
    label: fieldLabel(id),
    sortable: true,
    render: (country) => formatValue(id, country[id]),
  });
  return [
    {
      id: 'code3',
      label: fieldLabel('code3'),
      sortable: true,
      render: (country) => (
        <Link component={RouterLink} to={`/admin/country/${country.id}`}>
          <bdi dir="ltr">{country.code3}</bdi>
        </Link>
      ),
    },
    {
      id: 'nameAr',
      label: fieldLabel('nameAr'),
      sortable: true,
      render: (c) => <bdi dir="rtl">{c.nameAr}</bdi>,
    },
    {
      id: 'nameEn',
      label: fieldLabel('nameEn'),
      sortable: true,
      render: (c) => <bdi dir="ltr">{c.nameEn}</bdi>,
    },
    {
      id: 'nationalityEn',
      label: fieldLabel('nationality'),
      sortable: true,
      render: (c) => (
        <>
          <bdi dir="ltr">{c.nationalityEn}</bdi> / <bdi dir="rtl">{c.nationalityAr}</bdi>
        </>
      ),
    },
    {
      id: 'activeForRecruitment',
      label: fieldLabel('activeForRecruitment'),
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
      label: fieldLabel('updatedAt'),
      sortable: true,
      render: (country) => <DateText value={country.updatedAt} />,
    },
  ];
};
