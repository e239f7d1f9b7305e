import type { ListResponse } from '@portal/contracts/list';
import type { ListState } from '../../lib/list/use-list-search-params';
import type { DataTableProps } from './data-table';

/** What a list page's state gives the table: `useListSearchParams` (lib/list) fits. */
export type ListTableState = Pick<ListState<string>, 'page' | 'size' | 'sort' | 'dir'> & {
  toggleSort: (field: string) => void;
  setPage: (page: number) => void;
};

/** What the table reads of the list endpoint's TanStack Query result. */
export type ListTableResult<T> = {
  data?: Pick<ListResponse<T>, 'items' | 'total'> | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

export type ListTableProps<T> = Pick<
  DataTableProps<T>,
  | 'rows'
  | 'total'
  | 'page'
  | 'size'
  | 'sort'
  | 'dir'
  | 'onSort'
  | 'onPageChange'
  | 'loading'
  | 'error'
  | 'onRetry'
>;

/**
 * The `DataTable` props of a server-paged list: rows and total from the query, page and sort
 * from the URL state, loading (`isFetching` unless `options.loading` says otherwise), the error
 * and a retry that refetches. Spread it: `<DataTable {...listTableProps(list, things)} … />`.
 */
export const listTableProps = <T>(
  list: ListTableState,
  result: ListTableResult<T>,
  options: { loading?: boolean } = {},
): ListTableProps<T> => ({
  rows: result.data?.items,
  total: result.data?.total,
  page: list.page,
  size: list.size,
  sort: list.sort,
  dir: list.dir,
  onSort: list.toggleSort,
  onPageChange: list.setPage,
  loading: options.loading ?? result.isFetching,
  error: result.error,
  onRetry: () => void result.refetch(),
});
