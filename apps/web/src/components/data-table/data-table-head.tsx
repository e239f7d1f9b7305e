import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortDirection } from '@portal/contracts/list';
import { VisuallyHidden } from '../visually-hidden';
import type { DataTableColumn } from './data-table-types';

type HeadColumn = Pick<DataTableColumn<never>, 'id' | 'label' | 'sortable' | 'align'>;

type DataTableHeadProps = {
  columns: readonly HeadColumn[];
  sort: string | undefined;
  dir: SortDirection;
  onSort: (field: string) => void;
  withActions: boolean;
  /** Hidden until the first rows are in (below). */
  hidden: boolean;
};

const DataTableHeadRow = ({ columns, sort, dir, onSort, withActions, hidden }: DataTableHeadProps) => {
  const { t } = useTranslation();
  return (
    // Hidden until the first rows are in: the columns take their widths from the rows, and headers
    // that moved sideways when they came (a whole table in Arabic) were a layout shift.
    <TableHead sx={hidden ? { visibility: 'hidden' } : undefined}>
      <TableRow>
        {columns.map((column) => (
          <TableCell
            key={column.id}
            align={column.align}
            sortDirection={sort === column.id ? dir : false}
            sx={{ fontWeight: 600 }}
          >
            {column.sortable ? (
              <TableSortLabel
                active={sort === column.id}
                direction={sort === column.id ? dir : 'asc'}
                onClick={() => onSort(column.id)}
              >
                {column.label}
                {sort === column.id ? (
                  <VisuallyHidden>{t(dir === 'desc' ? 'list.sortedDesc' : 'list.sortedAsc')}</VisuallyHidden>
                ) : null}
              </TableSortLabel>
            ) : (
              column.label
            )}
          </TableCell>
        ))}
        {withActions ? (
          <TableCell padding="checkbox">
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </TableCell>
        ) : null}
      </TableRow>
    </TableHead>
  );
};

/** Columns that head the table alike: pages make their columns anew on each render. */
const sameHeads = (before: readonly HeadColumn[], after: readonly HeadColumn[]): boolean =>
  before === after ||
  (before.length === after.length &&
    before.every((column, index) => {
      const other = after[index];
      return (
        other !== undefined &&
        column.id === other.id &&
        column.label === other.label &&
        column.sortable === other.sortable &&
        column.align === other.align
      );
    }));

/** Whether the header would draw the same: then it is not rendered again. */
export const sameHeadProps = (before: DataTableHeadProps, after: DataTableHeadProps): boolean =>
  before.sort === after.sort &&
  before.dir === after.dir &&
  before.onSort === after.onSort &&
  before.withActions === after.withActions &&
  before.hidden === after.hidden &&
  sameHeads(before.columns, after.columns);

/**
 * The table's header row, memoised on what it shows: a list page renders again as its query, its
 * cursor and the session settle before the rows come, and the header's sortable cells were drawn
 * again each time (`npm run lighthouse:renders`).
 */
export const DataTableHead = memo(DataTableHeadRow, sameHeadProps);
