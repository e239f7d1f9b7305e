import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import TableHead from '@mui/material/TableHead';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortDirection } from '@portal/contracts/list';
import { ACTIONS_CELL_CLASS, alignClassOf, tableBodyCellsSx } from '../table-body-cells';
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

// Plain cells under one style, as the body's (decision 0092): the list table needs none of MUI's
// TableRow and TableCell, whose modules had put the office's list page over its JavaScript budget.
const HEAD_SX = tableBodyCellsSx({ head: true });
const HIDDEN_HEAD_SX = [HEAD_SX, { visibility: 'hidden' }] as const;

const DataTableHeadRow = ({ columns, sort, dir, onSort, withActions, hidden }: DataTableHeadProps) => {
  const { t } = useTranslation();
  return (
    // Hidden until the first rows are in: the columns take their widths from the rows, and headers
    // that moved sideways when they came (a whole table in Arabic) were a layout shift.
    <TableHead sx={hidden ? HIDDEN_HEAD_SX : HEAD_SX}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.id}
            scope="col"
            className={alignClassOf(column.align)}
            aria-sort={sort === column.id ? (dir === 'desc' ? 'descending' : 'ascending') : undefined}
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
          </th>
        ))}
        {withActions ? (
          <th scope="col" className={ACTIONS_CELL_CLASS}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </th>
        ) : null}
      </tr>
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
