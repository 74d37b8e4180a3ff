// The security headers of the front-end servers (scripts/static-server.mjs): a Content-Security-Policy
// that lets a page reach only the product's own origins (this app, the remotes, the API and the
// realtime endpoint, all from the runtime config), and the headers that keep the pages out of frames,
// keep addresses out of other sites' referrers and pin https once the site is served over it.
import crypto from 'node:crypto';

// A year, the value HSTS preload lists ask for.
const HSTS = 'max-age=31536000; includeSubDomains';

/** A fresh nonce for one response's inline scripts: 128 random bits, base64. */
export function makeNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/** The origins a page of the product talks to, read from the runtime config (/config.json). */
export function productOrigins(config) {
  const origin = (url) => new URL(url).origin;
  const { realtime } = config;
  return {
    remotes: unique(config.remotes.map((r) => origin(r.entry))),
    api: unique([origin(config.apiUrl), origin(realtime.authEndpoint)]),
    // The same address pusher-js builds (mf-shared/src/realtime/echo.ts).
    websocket: `${realtime.forceTLS ? 'wss' : 'ws'}://${realtime.wsHost}:${realtime.wsPort}`,
  };
}

/**
 * The Content-Security-Policy of a page. `nonce` (made per response) admits the document's own
 * inline scripts; without it no inline script runs at all. No 'unsafe-eval': the production
 * builds, the federation runtime included, need none.
 */
export function contentSecurityPolicy(config, nonce) {
  const { remotes, api, websocket } = productOrigins(config);
  const directives = {
    'default-src': ["'self'"],
    // Each remote's mf-manifest.json names its remoteEntry.js and chunks on the remote's origin.
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...remotes],
    // 'unsafe-inline' for styles only, and knowingly: antd's CSS-in-JS and style-loader add <style>
    // elements at run time in every app's own webpack runtime, and the pre-rendered page carries
    // React's and the stored HTML's style="" attributes, which no nonce can cover. A style cannot
    // run code; scripts stay nonce-only.
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    // Stored article HTML may show any https picture; uploads come from the API's /storage (or an
    // https bucket); blob: is a chosen file shown (and measured) before it is uploaded.
    'img-src': ["'self'", ...remotes, ...api, 'https:', 'data:', 'blob:'],
    // An mp4 news picture, event header or gallery file plays from the same places.
    'media-src': ["'self'", ...api, 'https:', 'blob:'],
    'font-src': ["'self'", ...remotes, 'data:'],
    // The manifests (fetched and preloaded), the API, and the realtime websocket.
    'connect-src': ["'self'", ...remotes, ...api, websocket],
    // Guests' videos play in the players of the two hosts the profile page embeds, and no other.
    'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/**
 * The headers every response of a front-end server carries. `publicUrl` is the app's public
 * address; behind a proxy that ends TLS, X-Forwarded-Proto says the visitor came over https.
 */
export function securityHeaders(req, { config, publicUrl, nonce }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, nonce),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(servedOverHttps(req, publicUrl) && { 'Strict-Transport-Security': HSTS }),
  };
}

function servedOverHttps(req, publicUrl) {
  // A proxy chain lists one protocol per hop: the first is the visitor's.
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return forwarded === 'https' || Boolean(req.socket?.encrypted) || Boolean(publicUrl?.startsWith('https:'));
}

function unique(values) {
  return [...new Set(values)];
}
