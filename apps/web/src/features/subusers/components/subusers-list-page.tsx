import { lazy, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { SubUser } from '@portal/contracts/subusers';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar } from '../../../components/filters/filter-bar';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useSubUsers } from '../api/subusers-api';
import { useToggleSubUser } from './use-toggle-subuser';

// The creation dialog (MUI's dialog, the form with its schema and zod) loads when it opens (decision 0064).
const CreateSubUserDialog = lazy(() =>
  import('./create-subuser-dialog').then((m) => ({ default: m.CreateSubUserDialog })),
);

const FILTER_KEYS = ['search', 'active'] as const;

/** `/subusers`: the establishment's sub-users; create, open, (de)activate. */
export const SubUsersListPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTER_KEYS);
  const subUsers = useSubUsers(list.query);
  const toggle = useToggleSubUser();
  const [creating, setCreating] = useState(false);
  const arabic = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  const columns: DataTableColumn<SubUser>[] = [
    {
      id: 'username',
      label: t('subusers.fields.username'),
      render: (s) => (
        <Link component={RouterLink} to={`/subusers/${s.id}`}>
          <bdi dir="ltr">{s.username}</bdi>
        </Link>
      ),
    },
    {
      id: 'name',
      label: t('subusers.fields.name'),
      render: (s) => <bdi>{arabic ? s.nameAr : s.nameEn}</bdi>,
    },
    { id: 'email', label: t('subusers.fields.email'), render: (s) => <bdi dir="ltr">{s.email}</bdi> },
    {
      id: 'active',
      label: t('subusers.fields.status'),
      render: (s) => (
        <Chip
          size="small"
          variant="outlined"
          color={s.active ? 'success' : 'default'}
          label={t(s.active ? 'subusers.status.active' : 'subusers.status.inactive')}
        />
      ),
    },
    {
      id: 'createdAt',
      label: t('subusers.fields.createdAt'),
      render: (s) => <DateText value={s.createdAt} />,
    },
  ];
  return (
    <PageFrame
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('subusers.add')}
        </Button>
      }
    >
      <FilterBar
        fields={[
          { kind: 'text', name: 'search', label: t('subusers.search') },
          {
            kind: 'select',
            name: 'active',
            label: t('subusers.fields.status'),
            options: [
              { value: 'true', label: t('subusers.status.active') },
              { value: 'false', label: t('subusers.status.inactive') },
            ],
          },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<SubUser>
        label={t('routes.subusers.title')}
        columns={columns}
        {...listTableProps(list, subUsers)}
        getRowId={(s) => s.id}
        rowLabel={(s) => s.username}
        rowActions={(s) => [
          { id: 'open', label: t('subusers.open'), onClick: () => void navigate(`/subusers/${s.id}`) },
          {
            id: 'toggle',
            label: t(s.active ? 'subusers.deactivate' : 'subusers.activate'),
            onClick: () => void toggle(s),
          },
        ]}
      />
      <LoadWhenOpened open={creating}>
        <CreateSubUserDialog open={creating} onClose={() => setCreating(false)} />
      </LoadWhenOpened>
    </PageFrame>
  );
};
