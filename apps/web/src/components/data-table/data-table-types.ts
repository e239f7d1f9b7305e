import type { ReactNode } from 'react';

export type DataTableColumn<T> = {
  /** Also the `sort` value sent to the API when `sortable`. */
  id: string;
  label: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Lines of text a cell shows (a name over its number: 2); the rows' height is set from it. */
  lines?: number;
};

/** A line of the table's text (body2: 0.875rem at 1.43), and a small cell's padding and border. */
const LINE_PX = 20;
const CELL_PX = 13;
/** The tallest single-line contents: a small chip (24 px) or, with row actions, their icon button (40 px). */
const CHIP_ROW_PX = 37;
const ACTIONS_ROW_PX = 41;

/**
 * Every row's height, the loading skeleton's too: cells do not wrap, so the rows that replace the
 * skeleton take its place exactly and nothing under the table moves (decision 0050).
 */
export const rowHeightOf = (columns: readonly { lines?: number }[], withActions: boolean): number =>
  Math.max(
    Math.max(1, ...columns.map((column) => column.lines ?? 1)) * LINE_PX + CELL_PX,
    withActions ? ACTIONS_ROW_PX : CHIP_ROW_PX,
  );

/** One entry of a row's actions menu; leave out (or `hidden`) what the person may not do. */
export type RowAction<T> = { id: string; label: string; onClick: (row: T) => void; hidden?: boolean };
