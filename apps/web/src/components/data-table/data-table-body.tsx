import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { rowHeightOf, type DataTableColumn, type RowAction } from './data-table-types';
import { DataTableSkeleton } from './data-table-skeleton';
import { RowActionsMenu } from './row-actions-menu';

export type DataTableBodyProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  getRowId: (row: T) => string | number;
  size: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyMessage?: string | undefined;
  rowActions?: ((row: T) => RowAction<T>[]) | undefined;
  rowLabel: (row: T) => string;
};

/** The rows, or the loading skeleton, the error with a retry, or the empty message. */
export const DataTableBody = <T,>(props: DataTableBodyProps<T>) => {
  const { columns, rows, getRowId, size, loading, error, onRetry, rowActions, rowLabel } = props;
  const { t } = useTranslation();
  const span = columns.length + (rowActions ? 1 : 0);
  const height = rowHeightOf(columns, !!rowActions);
  const message = (content: React.ReactNode) => (
    <TableBody>
      <TableRow>
        <TableCell colSpan={span}>{content}</TableCell>
      </TableRow>
    </TableBody>
  );
  if (loading && !rows) {
    const lines = Array.from({ length: span }, (_, cell) => columns[cell]?.lines ?? 1).join(',');
    return <DataTableSkeleton size={size} lines={lines} height={height} />;
  }
  if (error && !rows) {
    return message(
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.loadFailed')}
      </Alert>,
    );
  }
  if (!rows || rows.length === 0) return message(props.emptyMessage ?? t('list.empty'));
  return (
    // One style for every row and cell (cells do not wrap), not one per element: a page's 110 cells.
    <TableBody key="rows" sx={{ '& > tr': { height }, '& > tr > td': { whiteSpace: 'nowrap' } }}>
      {rows.map((row) => (
        <TableRow key={getRowId(row)} hover>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align}>
              {column.render(row)}
            </TableCell>
          ))}
          {rowActions ? (
            <TableCell align="right" padding="checkbox">
              <RowActionsMenu
                row={row}
                actions={rowActions(row)}
                label={t('list.rowActions', { name: rowLabel(row) })}
              />
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </TableBody>
  );
};
