// A table for server-side lists: sort, pages, search, state in the URL (spec section 9).
export { DataTable, listRows, type DataColumn, type DataTableProps, type ListMeta } from './DataTable';
export { PlainTable, type PlainColumn, type PlainTableProps } from './PlainTable';
export { Pager, type PagerProps } from './Pager';
export { actionsColumn, EditDeleteActions, type EditDeleteActionsProps } from './RowActions';
export { SearchInput, type SearchInputProps } from './SearchInput';
export {
  DEFAULT_PAGE_SIZE,
  listParams,
  parseTableQuery,
  TABLE_PAGE_SIZES,
  useTableQuery,
  writeTableQuery,
  type ListParams,
  type SortOrder,
  type TableQuery,
  type TableQueryOptions,
  type TableState,
} from './tableQuery';
