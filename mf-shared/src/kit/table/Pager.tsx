import type { ChangeEvent } from 'react';
import { TABLE_PAGE_SIZES } from './tableQuery';
import './table.css';
import '../plain/plain.css';

export interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** The page numbers shown: all of few, else the first, the last and the current one's neighbours. */
export function pagesShown(page: number, last: number): (number | 'gap')[] {
  if (last <= 5) return Array.from({ length: last }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, last - 3));
  const to = Math.min(last - 1, Math.max(page + 1, 4));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? ['gap' as const] : []), ...middle, ...(to < last - 1 ? ['gap' as const] : []), last];
}

/** A server-side list's pages and page size (5, 10 or 15, a native select: light and phone-friendly). */
export function Pager({ page, perPage, total, onPage, onPerPage }: PagerProps) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const button = (target: number, text: string, title: string, current = false) => (
    <button
      type="button"
      className="pp-pager__page"
      title={title}
      aria-label={current ? `Page ${target}, current` : title === String(target) ? `Page ${target}` : title}
      aria-current={current ? 'page' : undefined}
      disabled={target < 1 || target > last}
      onClick={() => !current && onPage(target)}
    >
      {text}
    </button>
  );
  return (
    <nav className="pp-pager" aria-label="Pages">
      <ul>
        <li>{button(page - 1, '‹', 'Previous Page')}</li>
        {pagesShown(page, last).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap${i}`} className="pp-pager__gap" aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={item}>{button(item, String(item), String(item), item === page)}</li>
          ),
        )}
        <li>{button(page + 1, '›', 'Next Page')}</li>
      </ul>
      <select
        className="pp-select"
        aria-label="Rows per page"
        value={perPage}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onPerPage(Number(e.target.value))}
      >
        {TABLE_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size} / page
          </option>
        ))}
      </select>
    </nav>
  );
}
