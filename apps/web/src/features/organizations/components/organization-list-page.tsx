import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from '@portal/contracts/organizations-values';
import { pathTo } from '@portal/contracts/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { DateText } from '../../../components/date-text';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { AdminWaitingSection } from '../../dashboard/admin-waiting';
import { useOrganizationCountries, useOrganizationList } from '../api/organizations-api';
import { StatusChip } from './status-chip';

const FILTERS = ['name', 'type', 'countryId', 'status', 'licenseFrom', 'licenseTo'] as const;

/** `organization`: the organisations the caller may see, filters and page in the URL, 10 a page. */
export const OrganizationListPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTERS);
  const query = useOrganizationList(list.query);
  const countries = useOrganizationCountries();
  const canAdd = useRouteAllowed('organization.add');
  const canView = useRouteAllowed('organization.view');
  const canSeePartner = useRouteAllowed('organization.epro');
  const detailPath = (row: OrganizationSummary) =>
    canView
      ? pathTo('organization.view', { id: row.id })
      : canSeePartner
        ? pathTo('organization.epro', { id: row.id })
        : null;
  const arabic = i18n.language.startsWith('ar');

  const columns: DataTableColumn<OrganizationSummary>[] = [
    {
      id: arabic ? 'nameAr' : 'nameEn',
      label: t('organizations.fields.name'),
      sortable: true,
      render: (row) => {
        const path = detailPath(row);
        const name = <bdi dir="auto">{localized(row.name, i18n.language)}</bdi>;
        return path ? (
          <Link component={RouterLink} to={path}>
            {name}
          </Link>
        ) : (
          name
        );
      },
    },
    {
      id: 'type',
      label: t('organizations.fields.type'),
      sortable: true,
      render: (row) => t(`roles.${row.type}`),
    },
    {
      id: 'country',
      label: t('organizations.fields.countryId'),
      render: (row) => localized(row.country?.name, i18n.language),
    },
    {
      id: 'establishment',
      label: t('organizations.fields.establishment'),
      render: (row) =>
        row.establishment ? (
          <bdi dir="ltr">{`${row.establishment.laborOfficeId}-${row.establishment.sequenceNumber}`}</bdi>
        ) : (
          '—'
        ),
    },
    {
      id: 'licenseDate',
      label: t('organizations.fields.licenseDate'),
      sortable: true,
      render: (row) => <DateText value={row.licenseDate} />,
    },
    {
      id: 'status',
      label: t('organizations.fields.status'),
      render: (row) => <StatusChip status={row.status} />,
    },
  ];

  return (
    <PageFrame
      actions={
        canAdd ? (
          <Button variant="contained" component={RouterLink} to="/organization/add">
            {t('organizations.add')}
          </Button>
        ) : null
      }
    >
      {/* Admins land here (their first menu route): what waits on them comes first (decision 0058). */}
      <AdminWaitingSection />
      <FilterBar
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
        fields={[
          { kind: 'text', name: 'name', label: t('organizations.fields.name') },
          {
            kind: 'select',
            name: 'type',
            label: t('organizations.fields.type'),
            options: ORGANIZATION_TYPES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          },
          {
            kind: 'select',
            name: 'countryId',
            label: t('organizations.fields.countryId'),
            options: (countries.data ?? []).map((c) => ({
              value: String(c.id),
              label: localized(c.name, i18n.language),
            })),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('organizations.fields.status'),
            options: ORGANIZATION_STATUSES.map((status) => ({
              value: status,
              label: t(`organizations.status.${status}`),
            })),
          },
          { kind: 'date', name: 'licenseFrom', label: t('organizations.filters.licenseFrom') },
          { kind: 'date', name: 'licenseTo', label: t('organizations.filters.licenseTo') },
        ]}
      />
      <DataTable
        label={t('routes.organization.title')}
        columns={columns}
        {...listTableProps(list, query, { loading: query.isPending })}
        getRowId={(row) => row.id}
        rowLabel={(row) => localized(row.name, i18n.language)}
        emptyMessage={t('organizations.empty')}
        rowActions={(row) => {
          const path = detailPath(row);
          return [
            ...(path ? [{ id: 'view', label: t('organizations.view'), onClick: () => navigate(path) }] : []),
          ];
        }}
      />
    </PageFrame>
  );
};
