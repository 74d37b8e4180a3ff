import DOMPurify from 'dompurify';

/** Stored HTML (notifications, articles) is sanitized again when shown: no script runs from it. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
