// Stored HTML is sanitized again when shown (also on the server, with a window it is given).
export { sanitizeHtml, setSanitizerWindow } from './sanitize';
