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
    // `//host/x.png` (and `/\host`, `\\host`, which browsers read the same way) would load over the
    // page's scheme from another site: a picture keeps its address only when it names https itself.
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        return { tagName, attribs: src && HTTPS_ADDRESS.test(src.trim()) ? { ...attribs, src: src.trim() } : rest };
      },
    },
  });
}

const HTTPS_ADDRESS = /^https:\/\/[^/\\\s]/i;

/** Text put into HTML we write ourselves (notifications, the mailbox page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
