// Serves one built front-end app from its dist/ folder, the way a CDN would: precompressed
// files, long caching for hashed chunks, no caching for entry files, CORS for remotes, the
// runtime /config.json generated from the settings, and the security headers
// (scripts/security-headers.mjs) on every response, with a nonce of its own for each page.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import settingsModule from '../mf-shared/build/settings.cjs';
import { FRONTEND_APPS } from './apps.mjs';
import { answerPrerender, loadServerRenderer, PRERENDER_PATH, prerenderedDocument } from './prerender.mjs';
import { makeNonce, securityHeaders } from './security-headers.mjs';

const { runtimeConfig } = settingsModule;
const ON_DEMAND = new Set(
  FRONTEND_APPS.filter((app) => app.routes === 'on-demand' || app.routes === 'on-path').map((app) => app.name),
);
/** Remotes no journalist, expert or visitor loads (the operations console): not even a preconnect. */
const ON_PATH = new Set(FRONTEND_APPS.filter((app) => app.routes === 'on-path').map((app) => app.name));
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|svg|webp|avif|gif)$/;

/** `publicUrl`: the app's public address (https there turns on HSTS). */
export function createStaticHandler(distDir, settings, publicUrl) {
  const serve = sirv(distDir, {
    single: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const runtime = runtimeConfig(settings);
  const config = JSON.stringify(runtime);
  const page = pageWithConfig(distDir, runtime);
  const pageGzip = page && zlib.gzipSync(page);
  const renderer = loadServerRenderer(path.dirname(distDir));
  return async (req, res) => {
    const pathname = req.url?.split('?')[0] ?? '/';
    // Every answer, assets and JSON too (sirv's fallback may send index.html for a missing file).
    setHeaders(res, securityHeaders(req, { config: runtime, publicUrl }));
    if (renderer?.prerender && req.method === 'GET' && pathname === PRERENDER_PATH) {
      await answerPrerender(renderer, req.url, runtime, res);
      return;
    }
    // Pages (any path without a file extension) get the config inlined: one request fewer first;
    // with a frame renderer (the shell's), the page itself comes pre-rendered when a remote can.
    if (page && req.method === 'GET' && (pathname === '/index.html' || !path.extname(pathname))) {
      // The pre-rendered document's inline script carries this response's nonce; nothing else may run inline.
      const nonce = makeNonce();
      const prerendered =
        renderer?.renderDocument && (await prerenderedDocument(renderer, req.url, runtime, page, nonce));
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(prerendered ? prerendered.status : 200, {
        ...securityHeaders(req, { config: runtime, publicUrl, nonce }),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      });
      // A pre-rendered page is made per request, so it is compressed per request; the plain one once.
      if (prerendered) res.end(gzip ? zlib.gzipSync(prerendered.html) : prerendered.html);
      else res.end(gzip ? pageGzip : page);
      return;
    }
    if (pathname === '/config.json') {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(config);
      return;
    }
    serve(req, res);
  };
}

/**
 * The app's index.html with the runtime config inlined (read by loadRuntimeConfig before it
 * fetches /config.json) and hints that start the remotes' and the API's connections and the
 * remotes' manifests while the shell's own script downloads.
 */
function pageWithConfig(distDir, config) {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const entries = config.remotes.filter((r) => !ON_PATH.has(r.name)).map((r) => r.entry);
  const origins = [...new Set([config.apiUrl, ...entries].map((u) => new URL(u).origin))];
  const hints = [
    `<script id="pp-config" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`,
    ...origins.map((o) => `<link rel="preconnect" href="${o}" crossorigin />`),
    // Only the manifests the shell reads at start: the others load when needed (apps.json `routes`).
    ...config.remotes
      .filter((r) => !ON_DEMAND.has(r.name))
      .map((r) => `<link rel="preload" href="${r.entry}" as="fetch" crossorigin="anonymous" />`),
  ];
  return fs.readFileSync(file, 'utf8').replace('</head>', `${hints.join('')}</head>`);
}

function setHeaders(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

export function startStaticServer({ appDir, port, host, settings, publicUrl }) {
  const server = http.createServer(createStaticHandler(path.join(appDir, 'dist'), settings, publicUrl));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
