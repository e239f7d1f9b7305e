import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Registration } from '@portal/contracts/registration';
import { REGISTRATION_STATUSES } from '@portal/contracts/registration-values';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar } from '../../../components/filters/filter-bar';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { ClaimNotice } from '../../../components/record/claim-notice';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useRegistrations } from '../api/registration-api';
import { REGISTRATION_STATUS_COLORS } from './registration-status-colors';
import { useOpenedRow } from '../../../components/data-table/use-opened-row';

// The opened registration (MUI's dialog, its claim panel, the decision form with its schema and zod)
// loads when a registration is first opened (decision 0064).
const RegistrationDialog = lazy(() =>
  import('./registration-dialog').then((m) => ({ default: m.RegistrationDialog })),
);

const FILTER_KEYS = ['status', 'q'] as const;

/** `/admin/registrations`: the requests of the public form; accept (then organization/add, prefilled) or reject. */
export const RegistrationsQueuePage = () => {
  const { t, i18n } = useTranslation();
  const list = useListSearchParams(FILTER_KEYS);
  const registrations = useRegistrations(list.query);
  const [open, setOpen] = useOpenedRow(registrations.data?.items);
  const arabic = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  const columns: DataTableColumn<Registration>[] = [
    {
      id: 'reference',
      label: t('registration.status.reference'),
      render: (r) => <bdi dir="ltr">{r.reference}</bdi>,
    },
    {
      id: 'nameEn',
      label: t('registration.fields.name'),
      sortable: true,
      render: (r) => <bdi>{arabic ? r.nameAr : r.nameEn}</bdi>,
    },
    {
      id: 'organizationType',
      label: t('registration.fields.organizationType'),
      render: (r) => t(`registration.types.${r.organizationType}`),
    },
    {
      id: 'country',
      label: t('registration.fields.country'),
      render: (r) => (r.country ? (arabic ? r.country.nameAr : r.country.nameEn) : '—'),
    },
    {
      id: 'status',
      label: t('registration.fields.status'),
      sortable: true,
      render: (r) => (
        <>
          <Chip
            size="small"
            variant="outlined"
            color={REGISTRATION_STATUS_COLORS[r.status]}
            label={t(`registration.statuses.${r.status}`)}
          />
          {r.claim ? (
            <Typography variant="caption" component="div" color="textSecondary">
              <ClaimNotice claim={r.claim} />
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'createdAt',
      label: t('registration.fields.createdAt'),
      sortable: true,
      render: (r) => <DateText value={r.createdAt} />,
    },
  ];
  return (
    <PageFrame>
      <FilterBar
        fields={[
          { kind: 'text', name: 'q', label: t('registration.admin.search') },
          {
            kind: 'select',
            name: 'status',
            label: t('registration.fields.status'),
            options: REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`registration.statuses.${s}`) })),
          },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<Registration>
        label={t('routes.adminRegistrations.title')}
        columns={columns}
        {...listTableProps(list, registrations)}
        getRowId={(r) => r.id}
        rowLabel={(r) => r.reference}
        rowActions={(r) => [{ id: 'open', label: t('registration.admin.open'), onClick: () => setOpen(r) }]}
      />
      <LoadWhenOpened open={open !== null}>
        {open ? <RegistrationDialog registration={open} onClose={() => setOpen(null)} /> : null}
      </LoadWhenOpened>
    </PageFrame>
  );
};
