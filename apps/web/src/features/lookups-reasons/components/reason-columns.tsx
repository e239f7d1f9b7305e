import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import Chip from '@mui/material/Chip';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { REASON_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { useReasonLabels } from './reason-labels';

/** The columns of the reasons table; every one sorts on the server. */
export const useReasonColumns = (): DataTableColumn<ReasonRecord>[] => {
  const columnLabel = useColumnLabel();
  const { t } = useTranslation();
  const { formatValue } = useReasonLabels();
  return [
    {
      id: 'kind',
      label: columnLabel(REASON_COLUMN_LABELS.kind),
      sortable: true,
      render: (reason) => (
        <CellLink to={`/admin/reason/${reason.id}`}>{formatValue('kind', reason.kind)}</CellLink>
      ),
    },
    {
      id: 'textAr',
      label: columnLabel(REASON_COLUMN_LABELS.textAr),
      sortable: true,
      render: (r) => <bdi dir="rtl">{r.textAr}</bdi>,
    },
    {
      id: 'textEn',
      label: columnLabel(REASON_COLUMN_LABELS.textEn),
      sortable: true,
      render: (r) => <bdi dir="ltr">{r.textEn}</bdi>,
    },
    {
      id: 'active',
      label: columnLabel(REASON_COLUMN_LABELS.active),
      sortable: true,
      render: (reason) => (
        <Chip
          size="small"
          variant="outlined"
          color={reason.active ? 'success' : 'default'}
          label={t(reason.active ? 'reasons.status.active' : 'reasons.status.inactive')}
        />
      ),
    },
    {
      id: 'updatedAt',
      label: columnLabel(REASON_COLUMN_LABELS.updatedAt),
      sortable: true,
      render: (reason) => <DateText value={reason.updatedAt} />,
    },
  ];
};
