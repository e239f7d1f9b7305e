import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import type { Employer } from '@portal/contracts/employers';
import { EMPLOYER_CITIES } from '@portal/contracts/employers-values';
import { pathTo } from '@portal/contracts/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar, type FilterField } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useEmployerList } from '../api/employers-api';

const FILTERS = ['q', 'city'] as const;

/**
 * `employers` (ADMIN, PRO_OFFICE, PRO_COMPANY): admins see every employer, an office those it has
 * made requests for; text and city filters, page and sort in the URL.
 */
export const EmployerListPage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const navigate = useNavigate();
  const list = useListSearchParams(FILTERS);
  const employers = useEmployerList(list.query);
  const viewPath = (row: Employer) => pathTo('employers.view', { id: row.id });
  const name = (row: Employer) => localized(row.name, language);

  const fields: FilterField[] = [
    { kind: 'text', name: 'q', label: t('employers.search') },
    {
      kind: 'select',
      name: 'city',
      label: t('employers.fields.city'),
      options: EMPLOYER_CITIES.map((city) => ({ value: city, label: t(`employers.cities.${city}`) })),
    },
  ];

  const columns: DataTableColumn<Employer>[] = [
    {
      id: 'nationalId',
      label: t('employers.fields.nationalId'),
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={viewPath(row)}>
          <bdi dir="ltr">{row.nationalId}</bdi>
        </Link>
      ),
    },
    {
      id: language === 'ar-SA' ? 'nameAr' : 'nameEn',
      label: t('employers.fields.name'),
      sortable: true,
      render: (row) => <bdi dir="auto">{name(row)}</bdi>,
    },
    {
      id: 'mobile',
      label: t('employers.fields.mobile'),
      render: (row) => <bdi dir="ltr">{row.mobile}</bdi>,
    },
    {
      id: 'city',
      label: t('employers.fields.city'),
      sortable: true,
      render: (row) => t(`employers.cities.${row.city}`),
    },
    { id: 'requests', label: t('employers.fields.requests'), align: 'right', render: (row) => row.requests },
    {
      id: 'updatedAt',
      label: t('employers.fields.updatedAt'),
      sortable: true,
      render: (row) => <DateText value={row.updatedAt} />,
    },
  ];

  const filtered = Object.keys(list.filters).length > 0;
  return (
    <PageFrame>
      <FilterBar
        fields={fields}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable
        label={t('employers.list')}
        columns={columns}
        {...listTableProps(list, employers, { loading: employers.isFetching })}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('employers.rowLabel', { name: name(row) })}
        emptyMessage={t(filtered ? 'employers.empty' : 'employers.emptyAll')}
        rowActions={(row) => [
          { id: 'open', label: t('employers.open'), onClick: () => void navigate(viewPath(row)) },
          {
            id: 'edit',
            label: t('employers.edit'),
            hidden: !row.canEdit,
            onClick: () => void navigate(pathTo('employers.edit', { id: row.id })),
          },
        ]}
      />
    </PageFrame>
  );
};
