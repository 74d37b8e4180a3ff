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
      const document = withNonce(page, nonce);
      const prerendered =
        renderer?.renderDocument && (await prerenderedDocument(renderer, req.url, runtime, document, nonce));
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(prerendered ? prerendered.status : 200, {
        ...securityHeaders(req, { config: runtime, publicUrl, nonce }),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      });
      // Each document carries its own nonce, so each is compressed per request (a couple of KB).
      const html = prerendered ? prerendered.html : document;
      res.end(gzip ? zlib.gzipSync(html) : html);
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

const NONCE_SLOT = '__PP_NONCE__';
const withNonce = (page, nonce) => page?.replaceAll(NONCE_SLOT, nonce);

/**
 * What a signed-in person's browser fetches before the shell's own script has run: their
 * workspace's manifest (the federation runtime reads it first) and its remoteEntry.js (the name
 * mf-shared/build/webpack.cjs gives it, beside the manifest), so both are in by the time the shell
 * asks (issue 25: a deep link's page waited for four round trips in turn). Read from the stored
 * session as the shell's useRemoteRoutes does (the keys are mf-shared's STORAGE_KEYS); visitors
 * fetch nothing more.
 */
function workspaceHints(config) {
  const manifests = Object.fromEntries(
    FRONTEND_APPS.filter((app) => app.workspace)
      .map((app) => [app.workspace, config.remotes.find((r) => r.name === app.name)?.entry])
      .filter(([, entry]) => entry),
  );
  return (
    `(function(){try{var s=localStorage,m=${JSON.stringify(manifests).replace(/</g, '\\u003c')},` +
    "t=s.getItem('access_token')&&s.getItem('userType'),w=Object.prototype.hasOwnProperty.call(m,t)&&m[t];" +
    'if(!w)return;' +
    "function hint(rel,href,as,cors){var l=document.createElement('link');l.rel=rel;l.href=href;" +
    "if(as)l.as=as;if(cors)l.crossOrigin='anonymous';document.head.appendChild(l)}" +
    "hint('preconnect',new URL(w).origin);hint('preload',w,'fetch',true);" +
    "hint('preload',new URL('remoteEntry.js',w).href,'script')}catch(e){}})()"
  );
}

/**
 * The app's index.html with the runtime config inlined (read by loadRuntimeConfig before it
 * fetches /config.json), hints that start the API's and the public remote's connections and
 * manifest while the shell's own script downloads, and, for a signed-in person, their
 * workspace's (workspaceHints). The inline script's nonce is filled in per response.
 */
function pageWithConfig(distDir, config) {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const atStart = config.remotes.filter((r) => !ON_DEMAND.has(r.name));
  const remoteOrigins = [...new Set(atStart.map((r) => new URL(r.entry).origin))];
  const hints = [
    `<script id="pp-config" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`,
    `<link rel="preconnect" href="${new URL(config.apiUrl).origin}" crossorigin />`,
    // A remote's manifest is fetched (CORS) and its chunks are plain scripts: a connection for each.
    ...remoteOrigins.flatMap((o) => [
      `<link rel="preconnect" href="${o}" crossorigin />`,
      `<link rel="preconnect" href="${o}" />`,
    ]),
    // Only the manifests the shell reads at start: the others load when needed (apps.json `routes`).
    ...atStart.map((r) => `<link rel="preload" href="${r.entry}" as="fetch" crossorigin="anonymous" />`),
    `<script nonce="${NONCE_SLOT}">${workspaceHints(config)}</script>`,
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
