import DOMPurify, { type WindowLike } from 'dompurify';

let purifier = DOMPurify;

/** On the server (pre-rendering) DOMPurify works on a window the caller provides (jsdom's). */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** Stored HTML (notifications, articles) is sanitized again when shown: no script runs from it. */
export function sanitizeHtml(html: string): string {
  // Without a DOM, DOMPurify would hand the HTML back as it is: refuse rather than show it.
  if (!purifier.isSupported) throw new Error('sanitizeHtml needs a DOM: call setSanitizerWindow() first');
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
