import type { ReactNode } from 'react';

export type DataTableColumn<T> = {
  /** Also the `sort` value sent to the API when `sortable`. */
  id: string;
  label: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
};

/** One entry of a row's actions menu; leave out (or `hidden`) what the person may not do. */
export type RowAction<T> = { id: string; label: string; onClick: (row: T) => void; hidden?: boolean };
