import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  listStateToParams,
  parseListState,
  useListSearchParams,
  type ListSearchParams,
} from '../use-list-search-params';

const KEYS = ['q', 'allowedGender', 'active'] as const;

const renderHookAt = (url: string) => {
  const current: { list?: ListSearchParams<(typeof KEYS)[number]> } = {};
  const Probe = () => {
    current.list = useListSearchParams(KEYS);
    return null;
  };
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  return { current, search, router };
};

describe('useListSearchParams', () => {
  it('restores page, sort and trimmed filters from the URL, ignoring unknown and empty values', () => {
    const { current } = renderHookAt(
      '/list?q=%20%20maid%20&allowedGender=&active=false&page=2&sort=code&dir=desc&x=1',
    );
    expect(current.list).toMatchObject({
      page: 2,
      size: 10,
      sort: 'code',
      dir: 'desc',
      filters: { q: 'maid', active: 'false' },
    });
    expect(current.list?.query).toEqual({
      q: 'maid',
      active: 'false',
      page: 2,
      size: 10,
      sort: 'code',
      dir: 'desc',
    });
  });

  it('writes trimmed filters without empties and goes back to the first page when a filter changes', () => {
    const { current, search } = renderHookAt('/list?page=3&sort=nameEn');
    act(() => current.list?.setFilters({ q: '  driver ', allowedGender: '', active: '   ' }));
    expect(search()).toBe('?q=driver&sort=nameEn');
    expect(current.list?.page).toBe(0);
    act(() => current.list?.setPage(1));
    expect(search()).toBe('?q=driver&sort=nameEn&page=1');
    act(() => current.list?.toggleSort('nameEn'));
    expect(search()).toBe('?q=driver&sort=nameEn&dir=desc');
    act(() => current.list?.clearFilters());
    expect(search()).toBe('?sort=nameEn&dir=desc');
  });

  it('keeps each change in the history, so back restores the previous list', () => {
    const { current, router } = renderHookAt('/list');
    act(() => current.list?.setFilters({ q: 'nurse' }));
    act(() => current.list?.setPage(1));
    act(() => void router.navigate(-1));
    expect(current.list).toMatchObject({ page: 0, filters: { q: 'nurse' } });
  });

  it('falls back to defaults for malformed page and size', () => {
    const state = parseListState(new URLSearchParams('page=-1&size=1000&dir=sideways'), KEYS);
    expect(state).toMatchObject({ page: 0, size: 10, dir: 'asc', sort: undefined, filters: {} });
    expect(listStateToParams(state).toString()).toBe('');
  });
});
