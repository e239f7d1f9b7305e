import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import Chip from '@mui/material/Chip';
import type { Visa } from '@portal/contracts/visas';
import { VISA_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { useLookupName } from './visa-labels';
import { VISA_STATUS } from '@portal/contracts/visas-values';

/** The columns of the visas table; a deactivated country or job still shows, marked inactive. */
export const useVisaColumns = (): DataTableColumn<Visa>[] => {
  const columnLabel = useColumnLabel();
  const { t } = useTranslation();
  const nameOf = useLookupName();
  return [
    {
      id: 'number',
      label: columnLabel(VISA_COLUMN_LABELS.number),
      sortable: true,
      render: (visa) => (
        <CellLink to={`/admin/visa/${visa.id}`}>
          <bdi dir="ltr">{visa.number}</bdi>
        </CellLink>
      ),
    },
    {
      id: 'employerId',
      label: columnLabel(VISA_COLUMN_LABELS.employerId),
      sortable: true,
      render: (visa) => <bdi dir="ltr">{visa.employerId}</bdi>,
    },
    { id: 'country', label: columnLabel(VISA_COLUMN_LABELS.country), render: (visa) => nameOf(visa.country) },
    {
      id: 'gender',
      label: columnLabel(VISA_COLUMN_LABELS.gender),
      render: (visa) => t(`visas.gender.${visa.gender}`),
    },
    { id: 'job', label: columnLabel(VISA_COLUMN_LABELS.job), render: (visa) => nameOf(visa.job) },
    {
      id: 'issueDate',
      label: columnLabel(VISA_COLUMN_LABELS.issueDate),
      sortable: true,
      render: (visa) => <DateText value={visa.issueDate} />,
    },
    {
      id: 'expiryDate',
      label: columnLabel(VISA_COLUMN_LABELS.expiryDate),
      sortable: true,
      render: (visa) => <DateText value={visa.expiryDate} />,
    },
    {
      id: 'status',
      label: columnLabel(VISA_COLUMN_LABELS.status),
      sortable: true,
      render: (visa) => (
        <Chip
          size="small"
          variant="outlined"
          color={visa.status === VISA_STATUS.AVAILABLE ? 'success' : 'default'}
          label={t(`visas.status.${visa.status}`)}
        />
      ),
    },
  ];
};
