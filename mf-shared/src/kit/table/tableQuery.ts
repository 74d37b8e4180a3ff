import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE } from 'mf-shared';

export type SortOrder = 'asc' | 'desc';

/** What a server-side list shows: the page, its size, the sorted column and direction, the search. */
export interface TableQuery {
  page: number;
  perPage: number;
  sort: string | null;
  order: SortOrder | null;
  search: string;
}

/** The page sizes a table offers (spec section 9: 5, 10 or 15). */
export const TABLE_PAGE_SIZES: readonly number[] = PAGE_SIZE.TABLE_OPTIONS;
export const DEFAULT_PAGE_SIZE = 10;

/** The URL query names, the same as the API's list parameters. */
const KEYS = { page: 'page', perPage: 'per_page', sort: 'sort', order: 'order', search: 'search' } as const;

export interface TableQueryOptions {
  /** Columns the server sorts by; any other `sort` in the URL is ignored. */
  sortKeys?: readonly string[];
  defaultPerPage?: number;
}

/** Reads a table's state from a URL query, ignoring what a table could not have written. */
export function parseTableQuery(
  params: URLSearchParams,
  { sortKeys = [], defaultPerPage = DEFAULT_PAGE_SIZE }: TableQueryOptions = {},
): TableQuery {
  const page = Number(params.get(KEYS.page));
  const perPage = Number(params.get(KEYS.perPage));
  const sort = params.get(KEYS.sort);
  const order = params.get(KEYS.order);
  const sorted = sort !== null && sortKeys.includes(sort) && (order === 'asc' || order === 'desc');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: TABLE_PAGE_SIZES.includes(perPage) ? perPage : defaultPerPage,
    sort: sorted ? sort : null,
    order: sorted ? (order as SortOrder) : null,
    search: params.get(KEYS.search)?.trim() ?? '',
  };
}

/** Writes a table's state into a URL query, leaving defaults (and other parameters) out. */
export function writeTableQuery(
  params: URLSearchParams,
  query: TableQuery,
  { defaultPerPage = DEFAULT_PAGE_SIZE }: TableQueryOptions = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(KEYS.page, query.page > 1 ? String(query.page) : null);
  set(KEYS.perPage, query.perPage !== defaultPerPage ? String(query.perPage) : null);
  set(KEYS.sort, query.sort && query.order ? query.sort : null);
  set(KEYS.order, query.sort && query.order ? query.order : null);
  set(KEYS.search, query.search ? query.search : null);
  return next;
}

/** The API's list parameters for a table's state (`S`: the sorts the list accepts). */
export interface ListParams<S extends string = string> {
  page: number;
  per_page: number;
  search: string;
  sort?: S;
  direction?: SortOrder;
}

export function listParams<S extends string = string>(query: TableQuery): ListParams<S> {
  return {
    page: query.page,
    per_page: query.perPage,
    search: query.search,
    sort: (query.sort as S | null) ?? undefined,
    direction: query.order ?? undefined,
  };
}

export interface TableState {
  query: TableQuery;
  /** Changes part of the state; a new search, sort or page size goes back to page 1. */
  update: (patch: Partial<TableQuery>) => void;
}

/**
 * A table's state kept in the URL query, so Back, a reload or a shared link show the same page,
 * sort and search. Changes replace the history entry: Back leaves the list rather than replaying it.
 */
export function useTableQuery(options: TableQueryOptions = {}): TableState {
  const [params, setParams] = useSearchParams();
  const sortKeys = (options.sortKeys ?? []).join(',');
  const defaultPerPage = options.defaultPerPage ?? DEFAULT_PAGE_SIZE;
  const settings = useMemo(
    () => ({ sortKeys: sortKeys ? sortKeys.split(',') : [], defaultPerPage }),
    [sortKeys, defaultPerPage],
  );
  const query = useMemo(() => parseTableQuery(params, settings), [params, settings]);
  const update = useCallback(
    (patch: Partial<TableQuery>) =>
      setParams(
        (current) => {
          const before = parseTableQuery(current, settings);
          const next = { ...before, ...patch };
          const restart = next.search !== before.search || next.sort !== before.sort || next.order !== before.order;
          if ((restart || next.perPage !== before.perPage) && patch.page === undefined) next.page = 1;
          return writeTableQuery(current, next, settings);
        },
        { replace: true },
      ),
    [setParams, settings],
  );
  return { query, update };
}
