import { Spinner } from '../plain';
import {
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type ThHTMLAttributes,
} from 'react';
import './table.css';

/** A column: what its header says and how a row's cell is drawn. */
export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  /** The row's field the cell shows (and hands to `render`). */
  dataIndex?: keyof T & string;
  // The value's type is the column's business: a column of dates renders strings, of tags arrays.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render?: (value: any, row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Kept in view at that edge while the other columns scroll under it (a row's actions). */
  fixed?: 'left' | 'right';
}

export interface PlainTableProps<T> {
  columns: PlainColumn<T>[];
  rows: readonly T[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** A request is under way: a spinner over the rows. */
  loading?: boolean;
  emptyText?: ReactNode;
  size?: 'small' | 'middle' | 'large';
  onRow?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  rowClassName?: (row: T) => string;
  /** Extra props of a column's header cell (DataTable's sorting). */
  headerCell?: (column: PlainColumn<T>) => ThHTMLAttributes<HTMLTableCellElement>;
  'aria-label'?: string;
  'aria-busy'?: boolean;
}

/**
 * A table drawn as a plain HTML table in the theme's look. antd's Table brings its filter tree,
 * menus, dropdowns, radios and a select for every list (about 60 KB gzip a page); the lists here
 * sort and page on the server and need none of that. Wide tables scroll sideways inside
 * themselves, never the page; a shadow tells there is more while a fixed column stays in view.
 */
export function PlainTable<T extends object>({
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = 'No data',
  size = 'large',
  onRow,
  rowClassName,
  headerCell,
  'aria-label': label,
  'aria-busy': busy,
}: PlainTableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useOverflow(scroller);
  const keyOf = (row: T): Key =>
    typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, unknown>)[rowKey] as Key);
  const edge = (column: PlainColumn<T>) =>
    [
      column.fixed && `pp-table__fixed pp-table__fixed--${column.fixed}`,
      column.align && `pp-table__cell--${column.align}`,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className="pp-table-wrap">
      {loading && (
        <div className="pp-table__loading">
          <Spinner />
        </div>
      )}
      <div
        ref={scroller}
        className={`pp-table pp-table--${size}${overflowing ? ' pp-table--overflowing' : ''}`}
        data-testid="plain-table"
      >
        <table aria-label={label} aria-busy={busy}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={edge(column)}
                  style={column.width !== undefined ? { width: column.width } : undefined}
                  {...headerCell?.(column)}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="pp-table__empty">
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={keyOf(row)} className={rowClassName?.(row) || undefined} {...onRow?.(row)}>
                  {columns.map((column) => {
                    const value = column.dataIndex ? row[column.dataIndex] : undefined;
                    return (
                      <td key={column.key} className={edge(column)}>
                        {column.render ? column.render(value, row, index) : (value as ReactNode)}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Whether the element is wider inside than it shows (its sideways scroll has somewhere to go). */
function useOverflow(ref: React.RefObject<HTMLDivElement | null>) {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
