import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ChipPlace, Skeleton } from '../../../components/skeleton';
import Typography from '@mui/material/Typography';
import type { EmploymentRequestSummary } from '@portal/contracts/employment-requests/schemas';
import { REQUEST_COLUMN_LABELS } from '@portal/contracts/employment-requests/column-labels';
import { pathTo } from '@portal/contracts/routes';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { CellLink } from '../../../components/data-table/cell-link';
import { DateText } from '../../../components/date-text';
import { ClaimNotice } from '../../../components/record/claim-notice';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import { localized } from '../../../lib/i18n/localized';
import { RecordNumber } from '../../../components/record-number';

// Only the embassy's pending queue has the selection column; its checkboxes load with it, as its bulk
// decision bar does (decision 0064). A small checkbox is 38 px square.
const Checkbox = lazy(() => import('@mui/material/Checkbox'));
const CheckboxSpace = () => <Box sx={{ width: 38, height: 38 }} />;

// The rows' status chip and answer countdown: their code loads when the columns are first used, beside
// the list's request; a row drawn before it is in shows a line's placeholder there (decision 0064).
const loadCountdown = () => import('../../../components/record/clock-countdown');
const DueCountdown = lazy(() => loadCountdown().then((m) => ({ default: m.DueCountdown })));
const loadStatusChip = () => import('./status-chip');
const RequestStatusChip = lazy(() => loadStatusChip().then((m) => ({ default: m.RequestStatusChip })));
// Until then each holds the place of what comes, so no row or column moves when it arrives: the
// status as an outlined small chip's label (24 px high, 8 px each side, its font), the countdown as
// its two lines (body2 and caption).
const StatusPlace = ({ status }: { status: EmploymentRequestSummary['status'] }) => {
  const { t } = useTranslation();
  return <ChipPlace>{t(`employmentRequests.status.${status}`)}</ChipPlace>;
};
const RowStatus = ({ status }: { status: EmploymentRequestSummary['status'] }) => (
  <Suspense fallback={<StatusPlace status={status} />}>
    <RequestStatusChip status={status} />
  </Suspense>
);
const CountdownPlace = () => (
  <Stack spacing={0.25} aria-hidden>
    <Typography component="span" variant="body2">
      <Skeleton width="7em" />
    </Typography>
    <Typography component="span" variant="caption">
      <Skeleton width="10em" />
    </Typography>
  </Stack>
);

export type RequestColumnId =
  | 'number'
  | 'employer'
  | 'candidate'
  | 'agency'
  | 'office'
  | 'country'
  | 'status'
  | 'respondBy'
  | 'createdAt';

/** The rows chosen for a bulk decision (the embassy's pending queue). */
export type RowSelection = {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
};

export const contractPath = (row: Pick<EmploymentRequestSummary, 'id'>) =>
  pathTo('employmentRequests.contract', { id: row.id });

/** The columns of every requests table; `omit` leaves out what the page states already. */
export const useRequestColumns = (
  omit: readonly RequestColumnId[] = [],
  selection?: RowSelection,
): DataTableColumn<EmploymentRequestSummary>[] => {
  const { t, i18n } = useTranslation();
  const columnLabel = useColumnLabel();
  useEffect(() => {
    void loadCountdown();
    void loadStatusChip();
  }, []);
  const name = (value: { ar: string; en: string }) => localized(value, i18n.language);
  const columns: (DataTableColumn<EmploymentRequestSummary> & { id: RequestColumnId | 'select' })[] = [
    {
      id: 'number',
      label: columnLabel(REQUEST_COLUMN_LABELS.number),
      render: (row) => (
        <CellLink to={contractPath(row)}>
          <RecordNumber value={row.number} />
        </CellLink>
      ),
    },
    {
      id: 'employer',
      label: columnLabel(REQUEST_COLUMN_LABELS.employer),
      lines: 2,
      render: (row) => (
        <>
          <bdi dir="auto">{name(row.employer.name)}</bdi>
          <br />
          <bdi dir="ltr">{row.employer.nationalId}</bdi>
        </>
      ),
    },
    {
      id: 'candidate',
      label: columnLabel(REQUEST_COLUMN_LABELS.candidate),
      lines: 2,
      render: (row) => (
        <>
          <bdi dir="auto">{name(row.candidate.name)}</bdi>
          <br />
          <RecordNumber value={row.candidate.passportNumber} />
        </>
      ),
    },
    {
      id: 'agency',
      label: columnLabel(REQUEST_COLUMN_LABELS.agency),
      render: (row) => <bdi dir="auto">{name(row.agency.name)}</bdi>,
    },
    {
      id: 'office',
      label: columnLabel(REQUEST_COLUMN_LABELS.office),
      render: (row) => <bdi dir="auto">{name(row.office.name)}</bdi>,
    },
    {
      id: 'country',
      label: columnLabel(REQUEST_COLUMN_LABELS.country),
      render: (row) => <bdi dir="auto">{name(row.country.name)}</bdi>,
    },
    {
      id: 'status',
      label: columnLabel(REQUEST_COLUMN_LABELS.status),
      render: (row) =>
        row.claim ? (
          <>
            <RowStatus status={row.status} />
            <Typography variant="caption" component="div" color="textSecondary">
              <ClaimNotice claim={row.claim} />
            </Typography>
          </>
        ) : (
          <RowStatus status={row.status} />
        ),
    },
    {
      id: 'respondBy',
      label: columnLabel(REQUEST_COLUMN_LABELS.respondBy),
      sortable: true,
      // `respondBy` is kept only while an answer is awaited: its clock's countdown (decision 0056).
      render: (row) =>
        row.respondBy ? (
          <Suspense fallback={<CountdownPlace />}>
            <DueCountdown dueAt={row.respondBy} />
          </Suspense>
        ) : (
          '—'
        ),
    },
    {
      id: 'createdAt',
      label: columnLabel(REQUEST_COLUMN_LABELS.createdAt),
      sortable: true,
      render: (row) => <DateText value={row.createdAt} />,
    },
  ];
  const shown = columns.filter((column) => !omit.includes(column.id as RequestColumnId));
  if (!selection) return shown;
  return [
    {
      id: 'select',
      label: t('employmentRequests.bulkDecision.select'),
      render: (row) => (
        <Suspense fallback={<CheckboxSpace />}>
          <Checkbox
            size="small"
            checked={selection.selected.has(row.id)}
            onChange={() => selection.toggle(row.id)}
            slotProps={{
              input: { 'aria-label': t('employmentRequests.bulkDecision.selectRow', { number: row.number }) },
            }}
          />
        </Suspense>
      ),
    },
    ...shown,
  ];
};
