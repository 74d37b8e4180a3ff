import { useCallback, useEffect, type HTMLAttributes, type ReactNode } from 'react';
import { ERROR_MESSAGES } from 'mf-shared';
import { Pager } from './Pager';
import { PlainTable, type PlainColumn } from './PlainTable';
import { SearchInput } from './SearchInput';
import type { TableState } from './tableQuery';

/** Paging of a server-side list, as the API answers it (`meta`). */
export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A column; `sortKey` names the server's sort parameter and makes the column sortable. */
export interface DataColumn<T> extends PlainColumn<T> {
  sortKey?: string;
}

export interface DataTableProps<T> {
  columns: DataColumn<T>[];
  /** The rows of the current page; undefined until the first answer. */
  rows: readonly T[] | undefined;
  meta?: ListMeta;
  /** A request is under way (shows skeleton rows at first, a spinner over the rows later). */
  loading?: boolean;
  rowKey: keyof T & string;
  /** From useTableQuery: the state in the URL and its setter. */
  table: TableState;
  /** Placeholder and label of the search box; `false` for a table without search. */
  search?: string | false;
  /** Shown beside the search box (e.g. a button that creates an item). */
  toolbar?: ReactNode;
  /** Row props (e.g. a click that opens the row's details). */
  onRow?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  'aria-label'?: string;
}

/** A list query's result as DataTable's `rows`, `meta` and `loading`. */
export function listRows<T>(list: { data?: { data: readonly T[]; meta: ListMeta }; isFetching: boolean }) {
  return { rows: list.data?.data, meta: list.data?.meta, loading: list.isFetching };
}

const SKELETON_ROWS = 5;
const skeletonKey = '__skeleton';

/**
 * A server-side list (spec section 9): sorting by a column cycles ascending, descending, none;
 * pages of 5, 10 or 15; a search box that waits 500 ms; 'No Result Found' when empty. Its state is
 * kept in the URL (useTableQuery). Wide tables scroll sideways inside themselves, never the page,
 * their actions column fixed in view.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  meta,
  loading = false,
  rowKey,
  table,
  search = 'Search',
  toolbar,
  onRow,
  'aria-label': label,
}: DataTableProps<T>) {
  const { query, update } = table;
  const onSearch = useCallback((text: string) => update({ search: text }), [update]);

  // A page past the end (after the last row of the last page is deleted) shows the last page.
  const lastPage = meta?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && query.page > lastPage) update({ page: Math.max(1, lastPage) });
  }, [lastPage, query.page, update]);

  const firstLoad = rows === undefined && loading;
  const shownColumns: DataColumn<T>[] = columns.map((column) => ({
    ...column,
    // The row's actions stay in view at the right edge while the other columns scroll under them
    // (a phone shows Approve or Delete without a sideways scroll; the shadow tells there is more).
    ...(column.key === 'actions' && { fixed: 'right' as const }),
    ...(column.sortKey && { title: <SortTitle title={column.title} order={orderOf(column)} /> }),
    ...(firstLoad && { render: () => <span className="pp-skeleton" aria-hidden /> }),
  }));

  function orderOf(column: DataColumn<T>) {
    return column.sortKey && query.sort === column.sortKey ? query.order : null;
  }

  // A sortable column cycles ascending, descending, none.
  const sortBy = (column: DataColumn<T>) => {
    const order = orderOf(column);
    if (order === null) update({ sort: column.sortKey!, order: 'asc' });
    else if (order === 'asc') update({ sort: column.sortKey!, order: 'desc' });
    else update({ sort: null, order: null });
  };

  const dataSource = firstLoad
    ? (Array.from({ length: SKELETON_ROWS }, (_, i) => ({ [rowKey]: `${skeletonKey}${i}` })) as T[])
    : (rows ?? []);

  return (
    <div className="pp-data-table" style={{ maxWidth: '100%', minWidth: 0 }}>
      {(search !== false || toolbar) && (
        <div className="pp-row" style={{ gap: 12, justifyContent: 'space-between', marginBottom: 16 }}>
          {search !== false && <SearchInput value={query.search} onSearch={onSearch} placeholder={search} />}
          {toolbar}
        </div>
      )}
      <PlainTable<T>
        aria-label={label}
        aria-busy={loading}
        columns={shownColumns}
        rows={dataSource}
        rowKey={rowKey}
        loading={loading && !firstLoad}
        onRow={firstLoad ? undefined : onRow}
        emptyText={ERROR_MESSAGES.NO_RESULT}
        headerCell={(column) => {
          const sortable = columns.find((c) => c.key === column.key)?.sortKey;
          if (!sortable) return {};
          const order = orderOf(column);
          return {
            'aria-sort': order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined,
            onClick: () => sortBy(column),
          };
        }}
      />
      <Pager
        page={query.page}
        perPage={query.perPage}
        total={meta?.total ?? 0}
        onPage={(page) => update({ page })}
        onPerPage={(perPage) => update({ perPage })}
      />
    </div>
  );
}

/** A sortable header's words in a button (reached by Tab, pressed by Enter); CSS draws the arrow. */
function SortTitle({ title, order }: { title: ReactNode; order: 'asc' | 'desc' | null }) {
  return (
    <button type="button" className={`pp-table__sort pp-table__sort--${order ?? 'none'}`}>
      {title}
    </button>
  );
}
