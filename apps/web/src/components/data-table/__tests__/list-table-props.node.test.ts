import { describe, expect, it, vi } from 'vitest';
import { listTableProps, type ListTableResult, type ListTableState } from '../list-table-props';

type Row = { id: number };

const list = (): ListTableState => ({
  page: 2,
  size: 25,
  sort: 'code',
  dir: 'desc',
  toggleSort: vi.fn(),
  setPage: vi.fn(),
});

const result = (over: Partial<ListTableResult<Row>> = {}): ListTableResult<Row> => ({
  data: { items: [{ id: 1 }, { id: 2 }], total: 42 },
  isFetching: true,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('listTableProps', () => {
  it('passes the list state and the query result to the table', () => {
    const state = list();
    const query = result();
    const props = listTableProps(state, query);
    expect(props).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 42,
      page: 2,
      size: 25,
      sort: 'code',
      dir: 'desc',
      onSort: state.toggleSort,
      onPageChange: state.setPage,
      loading: true,
      error: null,
      onRetry: expect.any(Function),
    });
    expect(Object.keys(props)).toHaveLength(11);
  });

  it('leaves rows and total out until the data comes, and passes the error on', () => {
    const error = new Error('down');
    const props = listTableProps(list(), result({ data: undefined, isFetching: false, error }));
    expect(props.rows).toBeUndefined();
    expect(props.total).toBeUndefined();
    expect(props.loading).toBe(false);
    expect(props.error).toBe(error);
  });

  it('retries by refetching, returning nothing', () => {
    const query = result();
    const onRetry = listTableProps(list(), query).onRetry;
    expect(onRetry()).toBeUndefined();
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('takes another loading flag (isPending) without reading isFetching', () => {
    const query = result();
    Object.defineProperty(query, 'isFetching', {
      get: () => {
        throw new Error('isFetching read');
      },
    });
    expect(listTableProps(list(), query, { loading: false }).loading).toBe(false);
  });
});
