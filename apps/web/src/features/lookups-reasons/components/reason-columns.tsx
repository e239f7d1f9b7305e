import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { useReasonLabels } from './reason-labels';

/** The columns of the reasons table; every one sorts on the server. */
export const useReasonColumns = (): DataTableColumn<ReasonRecord>[] => {
  const { t } = useTranslation();
  const { fieldLabel, formatValue } = useReasonLabels();
  return [
    {
      id: 'kind',
      label: fieldLabel('kind'),
      sortable: true,
      render: (reason) => (
        <Link component={RouterLink} to={`/admin/reason/${reason.id}`}>
          {formatValue('kind', reason.kind)}
        </Link>
      ),
    },
    {
      id: 'textAr',
      label: fieldLabel('textAr'),
      sortable: true,
      render: (r) => <bdi dir="rtl">{r.textAr}</bdi>,
    },
    {
      id: 'textEn',
      label: fieldLabel('textEn'),
      sortable: true,
      render: (r) => <bdi dir="ltr">{r.textEn}</bdi>,
    },
    {
      id: 'active',
      label: fieldLabel('active'),
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
      label: fieldLabel('updatedAt'),
      sortable: true,
      render: (reason) => <DateText value={reason.updatedAt} />,
    },
  ];
};
