import { Link } from 'react-router-dom';
import { formatDate, type ApiListMeta } from 'mf-shared';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import './content.css';

/** Stored HTML, sanitized again before it is shown. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
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

export function Pager({ meta, onPage }: { meta: ApiListMeta; onPage: (page: number) => void }) {
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
