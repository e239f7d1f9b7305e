import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import { ACTIONS_CELL_CLASS, alignClassOf, tableBodyCellsSx } from '../table-body-cells';
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
  /** Names a row in its actions button ("Actions for …"); its id when not given. */
  rowLabel?: ((row: T) => string) | undefined;
};

const MESSAGE_SX = tableBodyCellsSx({});

/** The rows, or the loading skeleton, the error with a retry, or the empty message. */
const DataTableBodyView = <T,>(props: DataTableBodyProps<T>) => {
  const { columns, rows, getRowId, size, loading, error, onRetry, rowActions } = props;
  const rowLabel = props.rowLabel ?? ((row: T) => String(getRowId(row)));
  const { t } = useTranslation();
  const span = columns.length + (rowActions ? 1 : 0);
  const height = rowHeightOf(columns, !!rowActions);
  const message = (content: React.ReactNode) => (
    <TableBody sx={MESSAGE_SX}>
      <tr>
        <td colSpan={span}>{content}</td>
      </tr>
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
    <TableBody key="rows" sx={tableBodyCellsSx({ height, hover: true, nowrap: true })}>
      {rows.map((row) => (
        <tr key={getRowId(row)}>
          {columns.map((column) => (
            <td key={column.id} className={alignClassOf(column.align)}>
              {column.render(row)}
            </td>
          ))}
          {rowActions ? (
            <td className={ACTIONS_CELL_CLASS}>
              <RowActionsMenu
                row={row}
                actions={rowActions(row)}
                label={t('list.rowActions', { name: rowLabel(row) })}
              />
            </td>
          ) : null}
        </tr>
      ))}
    </TableBody>
  );
};

/**
 * Memoised: the table renders again on its own (its sideways scroll is measured once the rows have
 * widened it) and its rows need not, as long as the page gave the same rows, columns and handlers.
 */
export const DataTableBody = memo(DataTableBodyView) as typeof DataTableBodyView;
