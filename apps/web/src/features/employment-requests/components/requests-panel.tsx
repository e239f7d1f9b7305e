import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { PAGE_SIZE } from '@portal/contracts/constants';
import { useRequestList } from '../api/list-requests';
import { contractPath, useRequestColumns, type RequestColumnId } from './request-columns';

type RequestsPanelProps = {
  /** The section's heading (h2). */
  title: string;
  /** Fixed filters of `GET /api/employment-requests` (e.g. `{ employerId }`). */
  filters: Record<string, string | number>;
  omit?: readonly RequestColumnId[];
};

/** A titled section listing the requests of one record (newest first, paged here, not in the URL). */
export const RequestsPanel = ({ title, filters, omit = [] }: RequestsPanelProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const requests = useRequestList({ ...filters, page, size: PAGE_SIZE });
  const columns = useRequestColumns(omit);
  const state = {
    page,
    size: PAGE_SIZE,
    sort: undefined,
    dir: 'asc' as const,
    toggleSort: () => undefined,
    setPage,
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="requests-panel-title" sx={{ p: 2 }}>
      <Typography id="requests-panel-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <DataTable
        label={title}
        columns={columns.map((column) => ({ ...column, sortable: false }))}
        {...listTableProps(state, requests, { loading: requests.isFetching })}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('employmentRequests.rowLabel', { number: row.number })}
        emptyMessage={t('employmentRequests.emptyAll')}
        rowActions={(row) => [
          {
            id: 'open',
            label: t('employmentRequests.open'),
            onClick: () => void navigate(contractPath(row)),
          },
        ]}
      />
    </Paper>
  );
};
