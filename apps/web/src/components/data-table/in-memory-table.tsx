import { useState } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import type { ListTableProps } from './list-table-props';

type QueryOfItems<T> = {
  data?: { items: T[] };
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The table's own paging and state: it pages and sorts the rows it holds itself. */
export type InMemoryTableProps<T> = Omit<DataTableProps<T>, keyof ListTableProps<T>> & {
  /** A query answering every row at once (a short list: the newest few hundred). */
  query: QueryOfItems<T>;
  pageSize?: number;
};

/**
 * The list table over rows the server answered all at once, paged in the browser and in the order
 * they came: its loading, error and empty states are the data table's.
 */
export const InMemoryTable = <T,>({ query, pageSize = 20, ...table }: InMemoryTableProps<T>) => {
  const [page, setPage] = useState(0);
  const items = query.data?.items;
  return (
    <DataTable
      {...table}
      rows={items?.slice(page * pageSize, (page + 1) * pageSize)}
      total={items?.length}
      page={page}
      size={pageSize}
      sort={undefined}
      dir="asc"
      onSort={() => undefined}
      onPageChange={setPage}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
};
