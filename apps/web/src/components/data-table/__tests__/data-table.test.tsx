import { Profiler } from 'react';
import { act, render, screen, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test/i18n';
import { DataTable, type DataTableColumn, type DataTableProps } from '../data-table';
import { sameHeadProps } from '../data-table-head';

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [
  { id: 'name', label: 'Name', sortable: true, render: (row) => row.name },
  { id: 'id', label: 'Number', render: (row) => row.id },
];
const rows: Row[] = [
  { id: 1, name: 'Housemaid' },
  { id: 2, name: 'Driver' },
];

const renderTable = (props: Partial<DataTableProps<Row>> = {}, options: RenderOptions = {}) => {
  const handlers = { onSort: vi.fn(), onPageChange: vi.fn(), onRetry: vi.fn(), open: vi.fn() };
  render(
    <DataTable<Row>
      label="Jobs"
      columns={columns}
      rows={rows}
      total={25}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
      page={0}
      size={10}
      sort="name"
      dir="asc"
      loading={false}
      error={null}
      onSort={handlers.onSort}
      onPageChange={handlers.onPageChange}
      onRetry={handlers.onRetry}
      rowActions={(row) => [
        { id: 'open', label: 'Open', onClick: handlers.open },
        { id: 'delete', label: 'Delete', hidden: row.id === 1, onClick: vi.fn() },
      ]}
      {...props}
    />,
    options,
  );
  return handlers;
};

describe('DataTable', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('shows the rows, the sorted column and the page position', async () => {
    const handlers = renderTable();
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(handlers.onSort).toHaveBeenCalledWith('name');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(handlers.onPageChange).toHaveBeenCalledWith(1);
  });

  it('draws its rows as plain cells under one style (decision 0092)', () => {
    const numbers: DataTableColumn<Row>[] = [
      ...columns,
      { id: 'count', label: 'Count', align: 'right', render: () => 7 },
    ];
    renderTable({ columns: numbers });
    const [, first] = screen.getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Housemaid', '1', '7', '']);
    // Not MUI's cell component: no class of its own on any cell, head or body, the alignment and the actions' as classes.
    expect(document.querySelectorAll('table .MuiTableCell-root, table .MuiTableRow-root')).toHaveLength(0);
    expect(cells[2]).toHaveClass('cell-right');
    expect(cells[3]).toHaveClass('cell-actions');
    within(cells[3]!).getByRole('button', { name: 'Actions for Housemaid' });
  });

  it('draws its loading rows as plain cells too', () => {
    renderTable({ rows: undefined, total: undefined, loading: true });
    const body = screen.getByTestId('data-table-loading');
    expect(body.querySelectorAll('tr')).toHaveLength(10);
    expect(body.querySelectorAll('.MuiTableCell-root')).toHaveLength(0);
  });

  it('offers only the row actions given, from a keyboard-operable menu', async () => {
    const handlers = renderTable();
    const button = screen.getByRole('button', { name: 'Actions for Housemaid' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open']);
    await userEvent.keyboard('{Enter}');
    expect(handlers.open).toHaveBeenCalledWith(rows[0]);
  });

  it('shows a skeleton while the first page loads', () => {
    renderTable({ rows: undefined, total: undefined, loading: true });
    expect(screen.getByTestId('data-table-loading')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('renders its rows after a first commit with the skeleton, never the empty state between', () => {
    // What each commit left in the document: the rows come in a render of their own (decision 0074),
    // after the skeleton the table first shows.
    const commits: string[] = [];
    const onRender = () => {
      const body = document.querySelector('tbody');
      commits.push(body?.dataset.testid ?? (body?.textContent?.includes('Housemaid') ? 'rows' : 'other'));
    };
    renderTable(
      {},
      {
        wrapper: ({ children }) => (
          <Profiler id="table" onRender={onRender}>
            {children}
          </Profiler>
        ),
      },
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(commits).toEqual(['data-table-loading', 'rows']);
  });

  it('shows the empty state', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No records match these filters.')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    const handlers = renderTable({ rows: undefined, total: undefined, error: new Error('down') });
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(handlers.onRetry).toHaveBeenCalled();
  });
});

describe('DataTable wider than its box', () => {
  beforeAll(() => setupTestI18n('en-US'));

  /** jsdom lays nothing out: the table's widths and the resize observer are given here. */
  const withWidths = (scrollWidth: number) => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          this.callback();
        }
        disconnect() {}
      },
    );
  };
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a named region reachable by keyboard, to be scrolled sideways', () => {
    withWidths(900);
    renderTable();
    const region = screen.getByRole('region', { name: 'Jobs' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('adds no tab stop while it fits', () => {
    withWidths(400);
    renderTable();
    expect(screen.queryByRole('region', { name: 'Jobs' })).not.toBeInTheDocument();
  });

  it('does not draw its rows again when their arrival makes it scroll sideways', async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const drawName = vi.fn((row: Row) => row.name);
    renderTable({ columns: [{ id: 'name', label: 'Name', render: drawName }] });
    await screen.findByText('Driver');
    const drawn = drawName.mock.calls.length;
    width.mockReturnValue(900);
    act(() => resized.forEach((callback) => callback()));
    expect(screen.getByRole('region', { name: 'Jobs' })).toHaveAttribute('tabindex', '0');
    expect(drawName).toHaveBeenCalledTimes(drawn);
  });
});

describe('sameHeadProps (the header is not drawn again while it would show the same)', () => {
  const head = {
    columns,
    sort: 'name',
    dir: 'asc' as const,
    onSort: vi.fn(),
    withActions: true,
    hidden: false,
  };

  it('holds for columns made anew with the same headings (their cells may differ)', () => {
    const remade = columns.map((column) => ({ ...column, render: () => 'other' }));
    expect(sameHeadProps(head, { ...head, columns: remade })).toBe(true);
  });

  it('fails when a heading, the sort, the visibility or the handler changes', () => {
    const relabelled = columns.map((column, index) => (index === 0 ? { ...column, label: 'الاسم' } : column));
    expect(sameHeadProps(head, { ...head, columns: relabelled })).toBe(false);
    expect(sameHeadProps(head, { ...head, columns: columns.slice(1) })).toBe(false);
    expect(sameHeadProps(head, { ...head, dir: 'desc' })).toBe(false);
    expect(sameHeadProps(head, { ...head, hidden: true })).toBe(false);
    expect(sameHeadProps(head, { ...head, onSort: vi.fn() })).toBe(false);
  });
});
