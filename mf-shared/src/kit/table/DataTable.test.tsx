import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DataTable, type DataColumn, type ListMeta } from './DataTable';
import { pagesShown } from './Pager';
import { parseTableQuery, useTableQuery } from './tableQuery';

interface Row {
  id: number;
  name: string;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortKey: 'name' },
  { key: 'id', title: 'Number', dataIndex: 'id' },
];
const meta = (total: number, per_page = 10): ListMeta => ({
  current_page: 1,
  per_page,
  total,
  last_page: Math.max(1, Math.ceil(total / per_page)),
});

function Where() {
  const { search } = useLocation();
  return <output data-testid="query">{search}</output>;
}

function Harness({
  rows,
  loading = false,
  total = rows?.length ?? 0,
}: {
  rows?: Row[];
  loading?: boolean;
  total?: number;
}) {
  const table = useTableQuery({ sortKeys: ['name'] });
  return (
    <>
      <DataTable table={table} columns={columns} rows={rows} meta={meta(total)} loading={loading} rowKey="id" />
      <Where />
    </>
  );
}

const renderAt = (url: string, props: Parameters<typeof Harness>[0]) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness {...props} />
    </MemoryRouter>,
  );
const query = () => screen.getByTestId('query').textContent;

afterEach(() => jest.useRealTimers());

it("says 'No Result Found' when the list is empty", () => {
  renderAt('/list', { rows: [] });
  expect(screen.getByText('No Result Found')).toBeInTheDocument();
});

it('shows skeleton rows, not the empty text, until the first answer', () => {
  const { container } = renderAt('/list', { rows: undefined, loading: true });
  expect(screen.queryByText('No Result Found')).not.toBeInTheDocument();
  expect(container.querySelectorAll('.pp-skeleton').length).toBeGreaterThan(0);
});

it('shows many pages as the first, the last and the neighbours of the current one', () => {
  expect(pagesShown(1, 3)).toEqual([1, 2, 3]);
  expect(pagesShown(1, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  expect(pagesShown(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pagesShown(10, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
});

it('sorting a column cycles ascending, descending, none, kept in the URL', () => {
  renderAt('/list?page=2', { rows: [{ id: 1, name: 'Ann' }], total: 30 });
  const header = () => screen.getByRole('columnheader', { name: /Name/ });
  fireEvent.click(header());
  expect(query()).toBe('?sort=name&order=asc');
  expect(header()).toHaveAttribute('aria-sort', 'ascending');
  fireEvent.click(header());
  expect(query()).toBe('?sort=name&order=desc');
  expect(header()).toHaveAttribute('aria-sort', 'descending');
  fireEvent.click(header());
  expect(query()).toBe('');
  expect(header()).not.toHaveAttribute('aria-sort');
});

it('searches once typing pauses for 500 ms, from the first page', () => {
  jest.useFakeTimers();
  renderAt('/list?page=3&sort=name&order=desc', { rows: [{ id: 1, name: 'Ann' }], total: 30 });
  const box = screen.getByRole('searchbox', { name: 'Search' });
  fireEvent.change(box, { target: { value: 'a' } });
  act(() => jest.advanceTimersByTime(300));
  fireEvent.change(box, { target: { value: 'ann ' } });
  act(() => jest.advanceTimersByTime(499));
  expect(query()).toBe('?page=3&sort=name&order=desc');
  act(() => jest.advanceTimersByTime(1));
  expect(query()).toBe('?sort=name&order=desc&search=ann');
  expect(box).toHaveValue('ann');
});

it('offers pages of 5, 10 and 15 and starts again from page 1 on a new size', () => {
  renderAt('/list?page=2', { rows: [{ id: 1, name: 'Ann' }], total: 30 });
  const pager = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(pager).getByRole('button', { name: 'Page 2, current' })).toHaveAttribute('aria-current', 'page');
  fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
  expect(query()).toBe('?page=3');
  expect(within(pager).getByRole('button', { name: 'Next Page' })).toBeDisabled();
  const size = within(pager).getByRole('combobox', { name: 'Rows per page' });
  expect(
    within(size)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['5 / page', '10 / page', '15 / page']);
  fireEvent.change(size, { target: { value: '15' } });
  expect(query()).toBe('?per_page=15');
});

it('reads only what a table could have written from the URL', () => {
  const q = parseTableQuery(new URLSearchParams('page=-2&per_page=7&sort=password&order=asc&search=%20x%20'), {
    sortKeys: ['name'],
  });
  expect(q).toEqual({ page: 1, perPage: 10, sort: null, order: null, search: 'x' });
});
