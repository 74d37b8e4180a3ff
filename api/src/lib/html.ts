import sanitizeHtml from 'sanitize-html';

/**
 * Stored HTML (news text, blog and event descriptions) is cleaned with sanitize-html when written;
 * the browser cleans it again (DOMPurify) when it shows it. No script, handler or javascript: URL
 * survives either.
 */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'figure', 'figcaption'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    // Pictures in stored text load over https only: a plain-http address is how the cheat sheet's
    // "embedded commands" sample makes every reader's browser call another site.
    allowedSchemesByTag: { img: ['https'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}
