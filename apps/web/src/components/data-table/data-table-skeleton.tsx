import { memo } from 'react';
import TableBody from '@mui/material/TableBody';
import type { Theme } from '@mui/material/styles';
import { SKELETON_CLASS, skeletonLinesSx } from '../skeleton';
import { tableBodyCellsSx } from '../table-body-cells';

type DataTableSkeletonProps = {
  /** Rows to draw: the page's size. */
  size: number;
  /** Each cell's lines of text, joined by commas ("1,2,1"): a value, so the memo holds across renders. */
  lines: string;
  /** The rows' height, the data's rows' too (decision 0050). */
  height: number;
};

/**
 * The table's rows while its first page loads. Memoised, and its lines plain spans under one style:
 * the page around it renders several times before the answer comes (its filters' texts, the menu's
 * counts), and the skeleton's hundred cells and their lines rendered again each time were most of
 * a list page's blocking time on a slow phone (`npm run lighthouse:renders`).
 */
export const DataTableSkeleton = memo(({ size, lines, height }: DataTableSkeletonProps) => {
  const cells = lines.split(',').map(Number);
  const sx = (theme: Theme) => ({
    ...tableBodyCellsSx({ height, nowrap: true })(theme),
    ...skeletonLinesSx(theme),
  });
  return (
    // Its own key: the rows that replace it are new elements, not this one moved (decision 0050).
    <TableBody key="loading" data-testid="data-table-loading" sx={sx}>
      {Array.from({ length: size }, (_, row) => (
        <tr key={row}>
          {cells.map((count, cell) => (
            <td key={cell}>
              {Array.from({ length: count }, (__, line) => (
                <span key={line} className={SKELETON_CLASS} />
              ))}
            </td>
          ))}
        </tr>
      ))}
    </TableBody>
  );
});
DataTableSkeleton.displayName = 'DataTableSkeleton';
