import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import Chip from '@mui/material/Chip';
import type { Job } from '@portal/contracts/lookups-jobs';
import { JOB_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { useJobLabels } from './job-labels';

/** The columns of the jobs table; every one sorts on the server. */
export const useJobColumns = (): DataTableColumn<Job>[] => {
  const columnLabel = useColumnLabel();
  const { t } = useTranslation();
  const { formatValue } = useJobLabels();
  return [
    {
      id: 'code',
      label: columnLabel(JOB_COLUMN_LABELS.code),
      sortable: true,
      render: (job) => (
        <CellLink to={`/admin/job/${job.id}`}>
          <bdi dir="ltr">{job.code}</bdi>
        </CellLink>
      ),
    },
    {
      id: 'nameAr',
      label: columnLabel(JOB_COLUMN_LABELS.nameAr),
      sortable: true,
      render: (job) => <bdi dir="rtl">{job.nameAr}</bdi>,
    },
    {
      id: 'nameEn',
      label: columnLabel(JOB_COLUMN_LABELS.nameEn),
      sortable: true,
      render: (job) => <bdi dir="ltr">{job.nameEn}</bdi>,
    },
    {
      id: 'allowedGender',
      label: columnLabel(JOB_COLUMN_LABELS.allowedGender),
      sortable: true,
      render: (job) => formatValue('allowedGender', job.allowedGender),
    },
    {
      id: 'active',
      label: columnLabel(JOB_COLUMN_LABELS.active),
      sortable: true,
      render: (job) => (
        <Chip
          size="small"
          variant="outlined"
          color={job.active ? 'success' : 'default'}
          label={t(job.active ? 'jobs.status.active' : 'jobs.status.inactive')}
        />
      ),
    },
    {
      id: 'updatedAt',
      label: columnLabel(JOB_COLUMN_LABELS.updatedAt),
      sortable: true,
      render: (job) => <DateText value={job.updatedAt} />,
    },
  ];
};
