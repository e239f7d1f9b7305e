import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { DecidableComplaint } from '@portal/contracts/compliance-orders';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { InMemoryTable } from '../../../components/data-table/in-memory-table';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { RecordNumber } from '../../../components/record-number';
import { localized } from '../../../lib/i18n/localized';
import { useDecidableComplaints } from '../api/compliance-orders-api';
import { useOpenedRow } from '../../../components/data-table/use-opened-row';

// The decision dialog (its form, schema and zod) loads when a complaint is decided (decision 0064).
const DecisionDialog = lazy(() => import('./decision-dialog').then((m) => ({ default: m.DecisionDialog })));

/**
 * `admin/complaints`: every complaint of the issue tracker, read by the API for the admins, with
 * the order decided on it; an admin decides on one without an order (decision 0059).
 */
export const ComplaintDecisionsPage = () => {
  const { t, i18n } = useTranslation();
  const complaints = useDecidableComplaints();
  const [deciding, setDeciding] = useOpenedRow(complaints.data?.items);

  const columns: DataTableColumn<DecidableComplaint>[] = [
    {
      id: 'number',
      label: t('complianceOrders.complaints.columns.number'),
      render: (row) => <RecordNumber value={row.number} />,
    },
    {
      id: 'request',
      label: t('complianceOrders.complaints.columns.request'),
      render: (row) => <RecordNumber value={row.employmentRequest.number} />,
    },
    {
      id: 'reason',
      label: t('complianceOrders.complaints.columns.reason'),
      render: (row) => localized(row.reason.text, i18n.language),
    },
    {
      id: 'description',
      label: t('complianceOrders.complaints.columns.description'),
      render: (row) => <bdi dir="auto">{row.description}</bdi>,
    },
    {
      id: 'status',
      label: t('complianceOrders.complaints.columns.status'),
      render: (row) => (
        <Chip size="small" variant="outlined" label={t(`complianceOrders.complaints.status.${row.status}`)} />
      ),
    },
    {
      id: 'order',
      label: t('complianceOrders.complaints.columns.order'),
      render: (row) => (row.order ? <RecordNumber value={row.order.number} /> : null),
    },
  ];

  return (
    <PageFrame>
      <InMemoryTable
        label={t('complianceOrders.complaints.list')}
        columns={columns}
        query={complaints}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('complianceOrders.complaints.rowLabel', { number: row.number })}
        emptyMessage={t('complianceOrders.complaints.empty')}
        rowActions={(row) => [
          {
            id: 'decide',
            label: t('complianceOrders.complaints.decide'),
            onClick: setDeciding,
            hidden: row.order !== null,
          },
        ]}
      />
      <LoadWhenOpened open={deciding !== null}>
        <DecisionDialog complaint={deciding} onClose={() => setDeciding(null)} />
      </LoadWhenOpened>
    </PageFrame>
  );
};
