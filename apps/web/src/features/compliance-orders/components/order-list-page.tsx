import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplianceOrder, ComplianceOrderStatus } from '@portal/contracts/compliance-orders';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { InMemoryTable } from '../../../components/data-table/in-memory-table';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { RecordNumber } from '../../../components/record-number';
import { ClockCountdown } from '../../../components/record/clock-countdown';
import { StatusChip, type StatusTone } from '../../../components/record/status-chip';
import { showAlert } from '../../../lib/alerts/alert-store';
import { localized } from '../../../lib/i18n/localized';
import { useNow } from '../../../lib/use-now';
import { useComplianceOrders, useOrderAction } from '../api/compliance-orders-api';
import { useOpenedRow } from '../../../components/data-table/use-opened-row';

// An order's history dialog loads when one is opened (decision 0064).
const OrderHistoryDialog = lazy(() =>
  import('./history-dialog').then((m) => ({ default: m.OrderHistoryDialog })),
);

const TONES: Record<ComplianceOrderStatus, StatusTone> = {
  OPEN: 'warning',
  REPORTED: 'primary',
  BREACHED: 'error',
  CONFIRMED: 'success',
};

/**
 * `compliance-orders`: an office's orders (admins: every office's), each with its clock's countdown;
 * the office reports compliance, an admin confirms it (decision 0059). A breached order's office is
 * suspended until the confirmation; the countdowns move each minute.
 */
export const OrderListPage = () => {
  const { t, i18n } = useTranslation();
  const orders = useComplianceOrders();
  const act = useOrderAction();
  const now = useNow();
  const [historyOf, setHistoryOf] = useOpenedRow(orders.data?.items);

  const columns: DataTableColumn<ComplianceOrder>[] = [
    {
      id: 'number',
      label: t('complianceOrders.columns.number'),
      render: (row) => <RecordNumber value={row.number} />,
    },
    {
      id: 'office',
      label: t('complianceOrders.columns.office'),
      render: (row) => localized(row.office.name, i18n.language),
    },
    {
      id: 'complaint',
      label: t('complianceOrders.columns.complaint'),
      render: (row) => <RecordNumber value={row.complaint.number} />,
    },
    {
      id: 'text',
      label: t('complianceOrders.columns.text'),
      render: (row) => <bdi dir="auto">{localized(row.text, i18n.language)}</bdi>,
    },
    {
      id: 'status',
      label: t('complianceOrders.columns.status'),
      render: (row) => <StatusChip status={row.status} tones={TONES} texts="complianceOrders.status" />,
    },
    {
      id: 'clock',
      label: t('complianceOrders.columns.clock'),
      render: (row) =>
        row.clock ? <ClockCountdown clock={row.clock} now={now} showObligation={false} /> : null,
    },
  ];

  const take = (row: ComplianceOrder, action: 'report' | 'confirm') =>
    act.mutate(
      { id: row.id, action },
      {
        onSuccess: (done) =>
          showAlert({
            type: 'success',
            message: t(action === 'report' ? 'complianceOrders.reported' : 'complianceOrders.confirmed', {
              number: done.number,
            }),
          }),
      },
    );

  return (
    <PageFrame>
      <InMemoryTable
        label={t('complianceOrders.list')}
        columns={columns}
        query={orders}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('complianceOrders.rowLabel', { number: row.number })}
        emptyMessage={t('complianceOrders.empty')}
        rowActions={(row) => [
          ...(['report', 'confirm'] as const).map((action) => ({
            id: action,
            label: t(`complianceOrders.actions.${action}`),
            onClick: () => take(row, action),
            hidden: !row.actions.includes(action),
          })),
          { id: 'history', label: t('complianceOrders.actions.history'), onClick: setHistoryOf },
        ]}
      />
      <LoadWhenOpened open={historyOf !== null}>
        <OrderHistoryDialog order={historyOf} onClose={() => setHistoryOf(null)} />
      </LoadWhenOpened>
    </PageFrame>
  );
};
