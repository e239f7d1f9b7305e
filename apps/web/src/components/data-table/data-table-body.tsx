import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Skeleton } from '../skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { rowHeightOf, type DataTableColumn, type RowAction } from './data-table-types';
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
  const rowSx = { height: rowHeightOf(columns, !!rowActions) };
  const cellSx = { whiteSpace: 'nowrap' } as const;
  const message = (content: React.ReactNode) => (
    <TableBody>
      <TableRow>
        <TableCell colSpan={span}>{content}</TableCell>
      </TableRow>
    </TableBody>
  );
  if (loading && !rows) {
    return (
      // Its own key: the rows that replace it are new elements, not this one moved (decision 0050).
      <TableBody key="loading" data-testid="data-table-loading">
        {Array.from({ length: size }, (_, index) => (
          <TableRow key={index} sx={rowSx}>
            {Array.from({ length: span }, (__, cell) => (
              <TableCell key={cell}>
                {Array.from({ length: columns[cell]?.lines ?? 1 }, (___, line) => (
                  <Skeleton key={line} variant="text" />
                ))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    );
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
    <TableBody key="rows">
      {rows.map((row) => (
        <TableRow key={getRowId(row)} hover sx={rowSx}>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align} sx={cellSx}>
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
