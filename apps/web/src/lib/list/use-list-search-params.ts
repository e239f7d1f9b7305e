import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@portal/contracts/constants';
import { cleanFilters, MAX_PAGE_SIZE, type SortDirection } from '@portal/contracts/list';

export type ListFilters<K extends string> = Partial<Record<K, string>>;

export type ListState<K extends string> = {
  page: number;
  size: number;
  sort: string | undefined;
  dir: SortDirection;
  filters: ListFilters<K>;
};

const toInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : fallback;
};

/** Reads the list state from the URL; unknown or malformed values fall back to the defaults. */
export const parseListState = <K extends string>(
  params: URLSearchParams,
  filterKeys: readonly K[],
): ListState<K> => {
  const filters = cleanFilters(
    Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? undefined])),
  );
  const size = toInt(params.get('size'), PAGE_SIZE, MAX_PAGE_SIZE) || PAGE_SIZE;
  return {
    page: toInt(params.get('page'), 0),
    size,
    sort: params.get('sort')?.trim() || undefined,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    filters: filters as ListFilters<K>,
  };
};

/** The URL of a list state: trimmed, empty values and defaults (page 0, size 10, asc) left out. */
export const listStateToParams = <K extends string>(state: ListState<K>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanFilters(state.filters))) params.set(key, String(value));
  if (state.sort) params.set('sort', state.sort);
  if (state.sort && state.dir === 'desc') params.set('dir', 'desc');
  if (state.page > 0) params.set('page', String(state.page));
  if (state.size !== PAGE_SIZE) params.set('size', String(state.size));
  return params;
};

/**
 * A list page's page, size, sort and filters, kept in the URL (spec 5: trimmed, empties removed):
 * shareable, restored on reload and by back/forward. Changing a filter, the sort or the size goes
 * back to the first page. `query` is what the list endpoint (and its export) takes.
 */
export const useListSearchParams = <K extends string>(filterKeys: readonly K[]) => {
  const [params, setParams] = useSearchParams();
  const keysId = filterKeys.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keysId stands for filterKeys
  const state = useMemo(() => parseListState(params, filterKeys), [params, keysId]);

  const update = useCallback(
    (next: Partial<ListState<K>>) => setParams(listStateToParams({ ...state, ...next })),
    [setParams, state],
  );

  const setFilters = useCallback(
    (filters: ListFilters<K>) => update({ filters: { ...state.filters, ...filters }, page: 0 }),
    [update, state.filters],
  );
  const clearFilters = useCallback(() => update({ filters: {}, page: 0 }), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setSize = useCallback((size: number) => update({ size, page: 0 }), [update]);
  /** Sorts by a field; the same field again flips the direction. */
  const toggleSort = useCallback(
    (field: string) =>
      update({ sort: field, dir: state.sort === field && state.dir === 'asc' ? 'desc' : 'asc', page: 0 }),
    [update, state.sort, state.dir],
  );

  const query = useMemo(
    () => ({
      ...state.filters,
      page: state.page,
      size: state.size,
      ...(state.sort && { sort: state.sort, dir: state.dir }),
    }),
    [state],
  );

  return { ...state, query, setFilters, clearFilters, setPage, setSize, toggleSort };
};

export type ListSearchParams<K extends string> = ReturnType<typeof useListSearchParams<K>>;
