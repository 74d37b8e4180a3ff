import { Link } from 'react-router-dom';
import { formatDate, type ApiListMeta } from 'mf-shared';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import './content.css';

/** Stored HTML, sanitized again before it is shown. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** An mp4 (the only video kind uploads take), for an address stored without its type. */
const VIDEO_FILE = /\.mp4$/i;

/**
 * A page's lead picture (article, blog post, event): its box is kept before it loads (no layout
 * jump), and it loads first, with the page, since it is near the top and often the largest paint.
 * A news picture or an event header may be an mp4 (`type` 'video'): it plays when asked, muted,
 * inline, with the browser's own controls; only its first frame's data loads with the page.
 */
export function Picture({
  src,
  alt,
  type,
  width = 1280,
  height = 720,
}: {
  src: string | null;
  alt: string;
  /** From the API (picture_type, header_image_type); unset, an .mp4 address is a video. */
  type?: 'image' | 'video' | null;
  width?: number;
  height?: number;
}) {
  if (!src) return null;
  const video = type ? type === 'video' : VIDEO_FILE.test(src.split(/[?#]/)[0]);
  if (video)
    return (
      <video
        className="content-picture"
        src={src}
        width={width}
        height={height}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={alt || undefined}
      />
    );
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
