import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import type { Suspension } from '@portal/contracts/suspensions';
import { SUSPENSION_STATE, SUSPENSION_STATES } from '@portal/contracts/suspensions-values';
import { confirm } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar } from '../../../components/filters/filter-bar';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { showAlert } from '../../../lib/alerts/alert-store';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { hasAccess } from '@portal/contracts/access';
import { useLiftSuspension, useSuspensionList } from '../api/suspensions-api';
import { OrganizationFilter } from './organization-filter';

// The suspend dialog (MUI's dialog, the form with its schema and zod) loads when it opens (decision 0064).
const SuspendDialog = lazy(() => import('./suspend-dialog').then((m) => ({ default: m.SuspendDialog })));

const FILTERS = ['organizationId', 'state'] as const;
const COLOURS = { ACTIVE: '#b71c1c', SCHEDULED: '#7a3e00', ENDED: '#424242' } as const;

/** `admin/suspensions`: ORGANIZATION READ to see, WRITE to suspend and lift. */
export const SuspensionListPage = () => {
  const { t, i18n } = useTranslation();
  const credentials = useCredentials();
  const canWrite = credentials ? hasAccess(credentials.accessRights, 'ORGANIZATION', 'WRITE') : false;
  const list = useListSearchParams(FILTERS);
  const query = useSuspensionList(list.query);
  const lift = useLiftSuspension();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [organization, setOrganization] = useState<OrganizationSummary | null>(null);

  const onLift = async (row: Suspension) => {
    const name = localized(row.organization.name, i18n.language);
    const ok = await confirm({
      title: t('suspensions.liftTitle'),
      message: t('suspensions.liftMessage', { name }),
      confirmLabel: t('suspensions.lift'),
    });
    if (!ok) return;
    await lift.mutateAsync(row.id);
    showAlert({ type: 'success', message: t('suspensions.lifted', { name }) });
  };

  const columns: DataTableColumn<Suspension>[] = [
    {
      id: 'organization',
      label: t('suspensions.fields.organization'),
      render: (row) => <bdi dir="auto">{localized(row.organization.name, i18n.language)}</bdi>,
    },
    {
      id: 'reason',
      label: t('suspensions.fields.reason'),
      render: (row) => localized(row.reason.text, i18n.language),
    },
    {
      id: 'startsOn',
      label: t('suspensions.fields.startsOn'),
      sortable: true,
      render: (row) => <DateText value={row.startsOn} />,
    },
    {
      id: 'endsOn',
      label: t('suspensions.fields.endsOn'),
      sortable: true,
      render: (row) => (row.endsOn ? <DateText value={row.endsOn} /> : t('suspensions.untilLifted')),
    },
    {
      id: 'state',
      label: t('suspensions.fields.state'),
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          sx={{ color: COLOURS[row.state], borderColor: COLOURS[row.state] }}
          label={t(`suspensions.states.${row.state}`)}
        />
      ),
    },
    {
      id: 'liftedAt',
      label: t('suspensions.fields.liftedAt'),
      render: (row) =>
        row.liftedAt ? (
          <>
            <DateText value={row.liftedAt} />{' '}
            <bdi dir="auto">{localized(row.liftedBy?.name, i18n.language)}</bdi>
          </>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <PageFrame
      actions={
        canWrite ? (
          <Button variant="contained" color="error" onClick={() => setDialogOpen(true)}>
            {t('suspensions.suspend')}
          </Button>
        ) : null
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <OrganizationFilter
          id="filter-organization"
          label={t('suspensions.fields.organization')}
          value={organization}
          onChange={(next) => {
            setOrganization(next);
            list.setFilters({ organizationId: next ? String(next.id) : '' });
          }}
        />
        <FilterBar
          values={{ state: list.filters.state }}
          onApply={(values) => list.setFilters({ state: values.state ?? '' })}
          onClear={() => {
            setOrganization(null);
            list.clearFilters();
          }}
          fields={[
            {
              kind: 'select',
              name: 'state',
              label: t('suspensions.fields.state'),
              options: SUSPENSION_STATES.map((state) => ({
                value: state,
                label: t(`suspensions.states.${state}`),
              })),
            },
          ]}
        />
      </Stack>
      <DataTable
        label={t('routes.adminSuspensions.title')}
        columns={columns}
        {...listTableProps(list, query, { loading: query.isPending })}
        getRowId={(row) => row.id}
        rowLabel={(row) => localized(row.organization.name, i18n.language)}
        emptyMessage={t('suspensions.empty')}
        rowActions={(row) => [
          {
            id: 'lift',
            label: t('suspensions.lift'),
            hidden: !canWrite || row.state === SUSPENSION_STATE.ENDED,
            onClick: (item) => void onLift(item).catch(() => undefined),
          },
        ]}
      />
      <LoadWhenOpened open={dialogOpen}>
        <SuspendDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      </LoadWhenOpened>
    </PageFrame>
  );
};
