import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import { ROLES } from '@portal/contracts/roles';
import { pathTo } from '@portal/contracts/routes';
import type { User } from '@portal/contracts/users';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useUserList } from '../api/users-api';
import { ActiveChip } from './active-chip';
import { useToggleActive } from './use-toggle-active';

const FILTERS = ['q', 'role', 'organizationId', 'active'] as const;

/** `admin/users`: everyone who can sign in, with filters in the URL. */
export const UserListPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTERS);
  const query = useUserList(list.query);
  const toggle = useToggleActive();
  const columns: DataTableColumn<User>[] = [
    {
      id: 'username',
      label: t('users.fields.username'),
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={pathTo('admin.user', { id: row.id })}>
          <bdi dir="ltr">{row.username}</bdi>
        </Link>
      ),
    },
    {
      id: i18n.language.startsWith('ar') ? 'nameAr' : 'nameEn',
      label: t('users.fields.name'),
      sortable: true,
      render: (row) => <bdi dir="auto">{localized(row.name, i18n.language)}</bdi>,
    },
    { id: 'email', label: t('users.fields.email'), render: (row) => <bdi dir="ltr">{row.email ?? '—'}</bdi> },
    {
      id: 'memberships',
      label: t('users.fields.memberships'),
      render: (row) =>
        row.memberships
          .map((m) => `${localized(m.organization.name, i18n.language)} (${t(`roles.${m.role}`)})`)
          .join('، '),
    },
    { id: 'active', label: t('users.fields.active'), render: (row) => <ActiveChip active={row.active} /> },
  ];
  return (
    <PageFrame>
      <FilterBar
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
        fields={[
          { kind: 'text', name: 'q', label: t('users.filters.q') },
          {
            kind: 'select',
            name: 'role',
            label: t('users.fields.role'),
            options: ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          },
          {
            kind: 'select',
            name: 'active',
            label: t('users.fields.active'),
            options: [
              { value: 'true', label: t('users.active') },
              { value: 'false', label: t('users.inactive') },
            ],
          },
        ]}
      />
      <DataTable
        label={t('routes.adminUsers.title')}
        columns={columns}
        {...listTableProps(list, query, { loading: query.isPending })}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.username}
        emptyMessage={t('users.empty')}
        rowActions={(row) => [
          {
            id: 'view',
            label: t('users.view'),
            onClick: () => navigate(pathTo('admin.user', { id: row.id })),
          },
          {
            id: 'toggle',
            label: t(row.active ? 'users.deactivate' : 'users.activate'),
            onClick: (user) => void toggle(user).catch(() => undefined),
          },
        ]}
      />
    </PageFrame>
  );
};
