import { Flex, Skeleton, Table, type TableColumnType, type TableProps } from 'antd';
import { useCallback, useEffect, type Key, type ReactNode } from 'react';
import { ERROR_MESSAGES } from 'mf-shared';
import { SearchInput } from './SearchInput';
import { TABLE_PAGE_SIZES, type TableState } from './tableQuery';

/** Paging of a server-side list, as the API answers it (`meta`). */
export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A column; `sortKey` names the server's sort parameter and makes the column sortable. */
export interface DataColumn<T> extends Omit<TableColumnType<T>, 'sorter' | 'sortOrder' | 'sortDirections' | 'key'> {
  key: string;
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
  onRow?: TableProps<T>['onRow'];
  'aria-label'?: string;
}

/** A list query's result as DataTable's `rows`, `meta` and `loading`. */
export function listRows<T>(list: { data?: { data: readonly T[]; meta: ListMeta }; isFetching: boolean }) {
  return { rows: list.data?.data, meta: list.data?.meta, loading: list.isFetching };
}

type Change = Parameters<NonNullable<TableProps<object>['onChange']>>;

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
  const antColumns: TableColumnType<T>[] = columns.map(({ sortKey, ...column }) => ({
    ...column,
    // The row's actions stay in view at the right edge while the other columns scroll under them
    // (a phone shows Approve or Delete without a sideways scroll; the shadow tells there is more).
    ...(column.key === 'actions' && { fixed: 'right' as const }),
    ...(sortKey && {
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      showSorterTooltip: false,
      sortOrder: query.sort === sortKey ? (query.order === 'asc' ? 'ascend' : 'descend') : null,
    }),
    ...(firstLoad && { render: () => <Skeleton.Input active size="small" block /> }),
  }));

  const onChange = (...[pagination, , sorter, { action }]: Change) => {
    if (action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = columns.find((c) => c.key === one?.columnKey);
      const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : null;
      update(column?.sortKey && order ? { sort: column.sortKey, order } : { sort: null, order: null });
    } else if (action === 'paginate') {
      const perPage = pagination.pageSize ?? query.perPage;
      update(perPage !== query.perPage ? { perPage } : { page: pagination.current ?? 1 });
    }
  };

  const dataSource = firstLoad
    ? (Array.from({ length: SKELETON_ROWS }, (_, i) => ({ [rowKey]: `${skeletonKey}${i}` })) as T[])
    : (rows ?? []);

  return (
    <div className="pp-data-table" style={{ maxWidth: '100%', minWidth: 0 }}>
      {(search !== false || toolbar) && (
        <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
          {search !== false && <SearchInput value={query.search} onSearch={onSearch} placeholder={search} />}
          {toolbar}
        </Flex>
      )}
      <Table<T>
        aria-label={label}
        aria-busy={loading}
        columns={antColumns}
        dataSource={dataSource}
        rowKey={(row) => (row as Record<string, Key>)[rowKey]}
        loading={loading && !firstLoad}
        onChange={onChange as TableProps<T>['onChange']}
        onRow={firstLoad ? undefined : onRow}
        locale={{ emptyText: ERROR_MESSAGES.NO_RESULT }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.page,
          pageSize: query.perPage,
          total: meta?.total ?? 0,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showSizeChanger: true,
          showLessItems: true,
          hideOnSinglePage: false,
          size: 'small',
        }}
      />
    </div>
  );
}
