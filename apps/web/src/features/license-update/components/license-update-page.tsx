import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../components/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LicenceRequest } from '@portal/contracts/license-requests';
import {
  CHANGED_INFO_FIELDS,
  LICENCE_REQUEST_STATUS,
  LICENCE_REQUEST_STATUSES,
} from '@portal/contracts/license-requests-values';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { actorOf } from '../../../lib/auth/actor';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useLicenceRequests } from '../api/licence-api';
import { syncCredentialsFromServer } from '../../auth/sync-credentials';
import { ClaimNotice } from '../../../components/record/claim-notice';
import { idOf } from '../../../components/record/query-state';
import { StatusChip } from './status-chip';

// A request's dialog (MUI's dialog, its actions and comments) loads when one is opened (decision 0064).
const LicenceRequestDialog = lazy(() =>
  import('./licence-request-detail').then((m) => ({ default: m.LicenceRequestDialog })),
);

// The office's request form (react-hook-form and its fields, ~17 KB gzipped) loads when the page first
// shows it: admins (the queue) and an office with a request pending never load it (decision 0064).
const LicenceRequestForm = lazy(() =>
  import('./licence-request-form').then((m) => ({ default: m.LicenceRequestForm })),
);

/**
 * The form's place while its code loads, at about its height (the number and date, the document, the
 * changed information's fields, the headings and the button), so the list below does not move.
 */
const FormPlaceholder = () => {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 2 }} aria-busy="true">
      <Typography variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        {t('licenceUpdate.formTitle')}
      </Typography>
      <Skeleton variant="rounded" height={(3 + CHANGED_INFO_FIELDS.length) * 72 + 100} />
    </Paper>
  );
};

const FILTER_KEYS = ['status', 'q'] as const;

/** `/license-update`: offices and agencies submit and follow their requests; admins review the queue. */
export const LicenseUpdatePage = () => {
  const { t, i18n } = useTranslation();
  const credentials = useCredentials();
  const isAdmin = credentials?.establishment.role === 'ADMIN';
  const list = useListSearchParams(FILTER_KEYS);
  const requests = useLicenceRequests(list.query);
  const [searchParams] = useSearchParams();
  // `?request=12` opens that request at once: the dashboard's deadlines link to it (decision 0056).
  const [open, setOpen] = useState<number | null>(() => {
    const id = idOf(searchParams.get('request') ?? undefined);
    return Number.isNaN(id) ? null : id;
  });
  const canWrite = useCanOpen('licenseUpdate');
  const arabic = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  const pending = requests.data?.items.some((r) => r.status === LICENCE_REQUEST_STATUS.PENDING) ?? false;
  const decided =
    requests.data?.items.filter((r) => r.status === LICENCE_REQUEST_STATUS.APPROVED).length ?? 0;

  // An approval changes the organisation: the stored credentials (and the licence modals) follow.
  useEffect(() => {
    if (!isAdmin && requests.data) void syncCredentialsFromServer().catch(() => undefined);
  }, [isAdmin, requests.data, decided]);

  const columns: DataTableColumn<LicenceRequest>[] = [
    { id: 'id', label: t('licenceUpdate.fields.id'), render: (r) => <bdi dir="ltr">{r.id}</bdi> },
    ...(isAdmin
      ? [
          {
            id: 'organization',
            label: t('licenceUpdate.fields.organization'),
            render: (r: LicenceRequest) => (
              <bdi>{arabic ? r.organization.nameAr : r.organization.nameEn}</bdi>
            ),
          },
        ]
      : []),
    {
      id: 'licenseNumber',
      label: t('licenceUpdate.fields.licenseNumber'),
      render: (r) => <bdi dir="ltr">{r.licenseNumber}</bdi>,
    },
    {
      id: 'licenseDate',
      label: t('licenceUpdate.fields.licenseDate'),
      sortable: true,
      render: (r) => <DateText value={r.licenseDate} />,
    },
    {
      id: 'status',
      label: t('licenceUpdate.fields.status'),
      sortable: true,
      render: (r) => (
        <>
          <StatusChip status={r.status} />
          {r.claim ? (
            <Typography variant="caption" component="div" color="textSecondary">
              <ClaimNotice claim={r.claim} />
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'comments',
      label: t('licenceUpdate.comments'),
      render: (r) => (
        <Badge
          color="secondary"
          badgeContent={r.unreadComments}
          aria-label={t('licenceUpdate.unread', { count: r.unreadComments })}
        >
          <span aria-hidden="true">💬</span>
        </Badge>
      ),
    },
    {
      id: 'createdAt',
      label: t('licenceUpdate.fields.createdAt'),
      sortable: true,
      render: (r) => <DateText value={r.createdAt} />,
    },
  ];
  return (
    <PageFrame>
      <Stack spacing={3}>
        {isAdmin ? null : pending ? (
          <Typography role="status">{t('licenceUpdate.pendingExists')}</Typography>
        ) : (
          <Suspense fallback={<FormPlaceholder />}>
            <LicenceRequestForm disabled={!canWrite} />
          </Suspense>
        )}
        <Typography variant="h2" sx={{ fontSize: 20 }}>
          {t(isAdmin ? 'licenceUpdate.queue' : 'licenceUpdate.myRequests')}
        </Typography>
        <FilterBar
          fields={[
            {
              kind: 'select',
              name: 'status',
              label: t('licenceUpdate.fields.status'),
              options: LICENCE_REQUEST_STATUSES.map((s) => ({
                value: s,
                label: t(`licenceUpdate.status.${s}`),
              })),
            },
            ...(isAdmin ? [{ kind: 'text' as const, name: 'q', label: t('licenceUpdate.search') }] : []),
          ]}
          values={list.filters}
          onApply={list.setFilters}
          onClear={list.clearFilters}
        />
        <DataTable<LicenceRequest>
          label={t(isAdmin ? 'licenceUpdate.queue' : 'licenceUpdate.myRequests')}
          columns={columns}
          {...listTableProps(list, requests)}
          getRowId={(r) => r.id}
          rowLabel={(r) => `${t('licenceUpdate.requestTitle', { id: r.id })}`}
          rowActions={(r) => [{ id: 'open', label: t('licenceUpdate.open'), onClick: () => setOpen(r.id) }]}
        />
      </Stack>
      {open !== null ? (
        <Suspense fallback={null}>
          <LicenceRequestDialog
            id={open}
            me={credentials ? actorOf(credentials) : null}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
};
