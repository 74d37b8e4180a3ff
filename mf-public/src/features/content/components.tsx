import { Link } from 'react-router-dom';
import { ERROR_MESSAGES, formatDate } from 'mf-shared';
import { sanitizeHtml } from 'mf-shared/ui/sanitize';
import type { Loaded } from 'mf-shared';
import type { Meta } from './api';
import './content.css';

/** Stored HTML, sanitized again before it is shown. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

export function EmptyState({ text = ERROR_MESSAGES.NO_RESULT }: { text?: string }) {
  return <p className="empty-state">{text}</p>;
}

/** Loading, missing and failed states for a page's data. */
export function LoadState<T>({ state, children }: { state: Loaded<T>; children: (data: T) => React.ReactNode }) {
  if (state.status === 'loading')
    return (
      <p className="content-loading" role="status">
        Loading…
      </p>
    );
  if (state.status === 'missing') return <EmptyState />;
  if (state.status === 'failed') return <EmptyState text="This could not be loaded. Please try again." />;
  return <>{children(state.data)}</>;
}

/**
 * A page's lead picture (article, blog post, event): its box is kept before it loads (no layout
 * jump), and it loads first, with the page, since it is near the top and often the largest paint.
 */
export function Picture({
  src,
  alt,
  width = 1280,
  height = 720,
}: {
  src: string | null;
  alt: string;
  width?: number;
  height?: number;
}) {
  if (!src) return null;
  return (
    <img
      className="content-picture"
      src={src}
      alt={alt}
      width={width}
      height={height}
      fetchPriority="high"
      decoding="async"
    />
  );
}

export function Pager({ meta, onPage }: { meta: Meta; onPage: (page: number) => void }) {
  if (meta.last_page <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
        Previous
      </button>
      <span>
        Page {meta.current_page} of {meta.last_page}
      </span>
      <button
        type="button"
        disabled={meta.current_page >= meta.last_page}
        onClick={() => onPage(meta.current_page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

export function StoryCard({
  to,
  title,
  date,
  topics,
}: {
  to: string;
  title: string;
  date: string | null;
  topics?: string[];
}) {
  return (
    <article className="story-card">
      <time>{formatDate(date)}</time>
      <h3>
        <Link to={to}>{title}</Link>
      </h3>
      {topics && topics.length > 0 && <p className="story-card__topics">{topics.join(' · ')}</p>}
    </article>
  );
}
