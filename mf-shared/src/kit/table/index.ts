// A table for server-side lists: sort, pages, search, state in the URL (spec section 9).
export { DataTable, type DataColumn, type DataTableProps, type ListMeta } from './DataTable';
export { SearchInput, type SearchInputProps } from './SearchInput';
export {
  DEFAULT_PAGE_SIZE,
  parseTableQuery,
  TABLE_PAGE_SIZES,
  useTableQuery,
  writeTableQuery,
  type SortOrder,
  type TableQuery,
  type TableQueryOptions,
  type TableState,
} from './tableQuery';
