import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { SortDirection } from '@portal/contracts/list';
import { formatNumber } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import { useRenderedInBackground } from '../../lib/use-rendered-in-background';
import { DataTableBody, type DataTableBodyProps } from './data-table-body';
import { DataTableHead } from './data-table-head';
import { ListPagination } from './list-pagination';
import { useScrollsSideways } from './use-scrolls-sideways';

export type { DataTableColumn, RowAction } from './data-table-types';

export type DataTableProps<T> = DataTableBodyProps<T> & {
  /** The table's accessible name. */
  label: string;
  total: number | undefined;
  page: number;
  sort: string | undefined;
  dir: SortDirection;
  onSort: (field: string) => void;
  onPageChange: (page: number) => void;
  /** How the formatted total shows after "of" (e.g. "about 12,000" when the server estimates it). */
  formatTotal?: (formatted: string) => string;
};

/**
 * The list table of every list page: sortable headers, 10 per page, loading skeleton, empty and
 * error states, and a per-row actions menu (give only the actions the person may use).
 * Wire it to `useListSearchParams` so page and sort live in the URL.
 */
export const DataTable = <T,>(props: DataTableProps<T>) => {
  const { label, columns, total, page, size, sort, dir, onSort, onPageChange, rowActions } = props;
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const sideways = useScrollsSideways<HTMLDivElement>();
  // Rows render in the background, in short tasks: the skeleton or the previous rows until then.
  const { shown: rows, inTransit: rowsInTransit } = useRenderedInBackground(props.rows);
  const loading = props.loading || (rowsInTransit && !rows);
  return (
    <Paper variant="outlined">
      {/* Positioned, so the visually hidden header texts scroll and clip with a wide table. */}
      <TableContainer
        ref={sideways.ref}
        sx={{ position: 'relative' }}
        {...(sideways.scrolls && { tabIndex: 0, role: 'region', 'aria-label': label })}
      >
        <Table size="small" aria-label={label} aria-busy={loading || rowsInTransit || undefined}>
          <DataTableHead
            columns={columns}
            sort={sort}
            dir={dir}
            onSort={onSort}
            withActions={Boolean(rowActions)}
            hidden={Boolean(loading && !rows)}
          />
          <DataTableBody
            columns={columns}
            rows={rows}
            getRowId={props.getRowId}
            size={size}
            loading={loading}
            error={rowsInTransit ? undefined : props.error}
            onRetry={props.onRetry}
            emptyMessage={props.emptyMessage}
            rowActions={rowActions}
            rowLabel={props.rowLabel}
          />
        </Table>
      </TableContainer>
      <ListPagination
        count={total ?? 0}
        page={total && page * size >= total ? 0 : page}
        size={size}
        onPageChange={onPageChange}
        displayedRows={({ from, to, count }) =>
          t('list.displayedRows', {
            from: formatNumber(from, language),
            to: formatNumber(to, language),
            count: (props.formatTotal ?? String)(formatNumber(count, language)),
          })
        }
      />
    </Paper>
  );
};
