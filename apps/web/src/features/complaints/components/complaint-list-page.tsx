import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Complaint } from '@portal/contracts/complaints';
import {
  COMPLAINT_NEXT_STATUS,
  COMPLAINT_STATUS,
  COMPLAINT_STATUSES,
} from '@portal/contracts/complaints-values';
import { pathTo } from '@portal/contracts/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { FilterBar, type FilterField } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { showAlert } from '../../../lib/alerts/alert-store';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useChangeComplaintStatus } from '../api/change-status';
import { useComplaintClocks } from '../api/complaint-clocks';
import { useComplaintList } from '../api/list-complaints';
import { complaintErrorText } from './connector-error';
import { ComplaintStatusChip } from './status-chip';
import { RecordNumber } from '../../../components/record-number';
import { ClockCountdown } from '../../../components/record/clock-countdown';
import { useNow } from '../../../lib/use-now';

const FILTER_KEYS = ['q', 'status'] as const;

const isStatus = (value: string | undefined): value is Complaint['status'] =>
  (COMPLAINT_STATUSES as readonly string[]).includes(value ?? '');

/**
 * `complaints`: the complaints of the caller's organisation kept by the issue tracker (through its
 * connector), filtered by text and status in the URL; the side a complaint waits on moves it on.
 * Each shows the countdown of its answer, from the clock the portal keeps (decision 0063).
 */
export const ComplaintListPage = () => {
  const { t, i18n } = useTranslation();
  const list = useListSearchParams(FILTER_KEYS);
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const query = { ...(list.filters.q && { q: list.filters.q }), ...(status && { status }) };
  const complaints = useComplaintList(query);
  const change = useChangeComplaintStatus();
  const canAdd = useRouteAllowed('complaints.add');
  const now = useNow();

  const fields: FilterField[] = [
    { kind: 'text', name: 'q', label: t('complaints.filters.q') },
    {
      kind: 'select',
      name: 'status',
      label: t('complaints.filters.status'),
      options: COMPLAINT_STATUSES.map((value) => ({ value, label: t(`complaints.status.${value}`) })),
    },
  ];
  const columns: DataTableColumn<Complaint>[] = [
    {
      id: 'number',
      label: t('complaints.columns.number'),
      render: (row) => <RecordNumber value={row.number} />,
    },
    {
      id: 'request',
      label: t('complaints.columns.request'),
      render: (row) => <RecordNumber value={row.employmentRequest.number} />,
    },
    {
      id: 'reason',
      label: t('complaints.columns.reason'),
      render: (row) => localized(row.reason.text, i18n.language),
    },
    {
      id: 'description',
      label: t('complaints.columns.description'),
      render: (row) => <bdi dir="auto">{row.description}</bdi>,
    },
    {
      id: 'status',
      label: t('complaints.columns.status'),
      render: (row) => <ComplaintStatusChip status={row.status} />,
    },
    {
      id: 'createdAt',
      label: t('complaints.columns.createdAt'),
      render: (row) => <DateText value={row.createdAt} />,
    },
    {
      id: 'answer',
      label: t('complaints.columns.answer'),
      render: (row) => {
        const clock = answerClockOf(row.id);
        return clock ? <ClockCountdown clock={clock} now={now} showObligation={false} /> : '—';
      },
    },
  ];
  const moveOn = (row: Complaint) => {
    const next = COMPLAINT_NEXT_STATUS[row.status];
    if (!next || next === COMPLAINT_STATUS.OPEN) return;
    change.mutate(
      { id: row.id, status: next },
      {
        onSuccess: (moved) =>
          showAlert({
            type: 'success',
            message: t('complaints.statusChanged', {
              number: moved.number,
              status: t(`complaints.status.${moved.status}`),
            }),
          }),
        onError: (error) => showAlert({ type: 'danger', message: complaintErrorText(t, error) }),
      },
    );
  };
  const items = complaints.data?.items;
  const rows = items?.slice(list.page * list.size, (list.page + 1) * list.size);
  // The clocks of the page shown only: one portal call per page, not per complaint.
  const clocks = useComplaintClocks(complaints.isError ? [] : (rows ?? []).map((row) => row.id));
  const answerClockOf = (id: number) =>
    clocks.data?.items
      .find((item) => item.complaintId === id)
      ?.clocks.filter((clock) => clock.obligation === 'complaintAnswer')
      .at(-1);
  const filtered = Boolean(query.q ?? query.status);

  return (
    <PageFrame
      actions={
        canAdd ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={pathTo('complaints.add')}
          >
            {t('complaints.add')}
          </Button>
        ) : null
      }
    >
      <FilterBar
        fields={fields}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      {complaints.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void complaints.refetch()}>
              {t('complaints.retry')}
            </Button>
          }
        >
          {complaintErrorText(t, complaints.error)}
        </Alert>
      ) : null}
      <DataTable
        label={t('complaints.list')}
        columns={columns}
        rows={complaints.isError ? [] : rows}
        total={items?.length}
        page={list.page}
        size={list.size}
        sort={undefined}
        dir="asc"
        onSort={() => undefined}
        onPageChange={list.setPage}
        loading={complaints.isFetching}
        error={null}
        onRetry={() => void complaints.refetch()}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('complaints.rowLabel', { number: row.number })}
        emptyMessage={t(filtered ? 'complaints.emptyFiltered' : 'complaints.empty')}
        rowActions={(row) => [
          {
            id: 'start',
            label: t('complaints.actions.start'),
            onClick: moveOn,
            hidden: !row.waitingOnMe || row.status !== COMPLAINT_STATUS.OPEN,
          },
          {
            id: 'resolve',
            label: t('complaints.actions.resolve'),
            onClick: moveOn,
            hidden: !row.waitingOnMe || row.status !== COMPLAINT_STATUS.IN_PROGRESS,
          },
        ]}
      />
    </PageFrame>
  );
};
