// Pages rendered on the server. A remote that builds a renderer (dist-server/prerender.js, see
// mf-shared/build/webpack.cjs) answers GET /__prerender?url=… with the page it owns at that
// address; the shell's server asks its remotes, puts the answer in its own frame and sends the
// document, so a visitor (and a search engine, a link preview) sees the page before any script.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const PRERENDER_PATH = '/__prerender';
// A slow answer is not worth waiting for: the page then renders in the browser as it always could.
const REMOTE_TIMEOUT_MS = 2000;

/** The app's server renderer and its styles, or null when the app builds none. */
export function loadServerRenderer(appDir) {
  const file = path.join(appDir, 'dist-server', 'prerender.js');
  if (!fs.existsSync(file)) return null;
  // The renderers are production builds: React's production build goes with them, unless asked.
  process.env.NODE_ENV ??= 'production';
  const cssFile = path.join(appDir, 'dist-server', 'prerender.css');
  return { ...require(file), css: fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '' };
}

/** A remote's answer to /__prerender: its page at `url` as JSON, or 404 when it has none. */
export async function answerPrerender(renderer, requestUrl, config, res) {
  const url = new URL(requestUrl, 'http://localhost').searchParams.get('url');
  let page = null;
  // A path on this site only (not `//host/…`).
  if (url?.startsWith('/') && !url.startsWith('//')) {
    try {
      page = await renderer.prerender(url, config);
    } catch (error) {
      console.error(`Pre-rendering ${url} failed`, error);
    }
  }
  res.writeHead(page ? 200 : 404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(page ? { ...page, css: renderer.css } : { message: 'Not pre-rendered here' }));
}

/** The first of the remotes to pre-render `url` (each is asked at once); null if none does. */
async function remotePage(url, config) {
  const answers = await Promise.all(
    config.remotes.map(async (remote) => {
      try {
        const address = new URL(`${PRERENDER_PATH}?url=${encodeURIComponent(url)}`, remote.entry);
        const response = await fetch(address, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
        return response.ok ? await response.json() : null;
      } catch {
        return null; // a remote that is down or slow: the browser will say so, or render it
      }
    }),
  );
  return answers.find(Boolean) ?? null;
}

/** The shell's own script as html-webpack-plugin writes it into index.html. */
const APP_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;

/**
 * On a pre-rendered page the app's script is asked for once the page has painted: the reader's
 * first view no longer shares the connection and the main thread with the app's 175 KB (issue 25,
 * Lighthouse on a phone). Links work as plain links meanwhile and a pressed button is replayed
 * (CATCH_EARLY_CLICKS). A tab opened in the background, which paints no frame, starts after a
 * second. 'self' in script-src allows the script; the loader itself carries the response's nonce.
 */
function appAfterFirstPaint(html, nonce) {
  return html.replace(APP_SCRIPT, (_, src) => {
    const load =
      `(function(){var done=false;function go(){if(done)return;done=true;var s=document.createElement('script');` +
      `s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
      `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()`;
    return `<script nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}">${load}</script>`;
  });
}

/**
 * The shell's document for `url` with the page pre-rendered in its frame, or null (the plain
 * document then serves, and the browser renders everything as before). `nonce` is the response's
 * Content-Security-Policy nonce, for the document's inline script.
 */
export async function prerenderedDocument(shellRenderer, url, config, template, nonce) {
  try {
    const page = await remotePage(url, config);
    const document = page && (await shellRenderer.renderDocument(url, config, page, shellRenderer.css, nonce));
    if (!document) return null;
    let html = template.replace(/<title>[^<]*<\/title>/, '');
    if (page.description) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
    html = html.replace('</head>', `${document.head}</head>`).replace('<div id="root"></div>', document.body);
    return { status: document.status, html: nonce ? appAfterFirstPaint(html, nonce) : html };
  } catch (error) {
    console.error(`Pre-rendering ${url} failed`, error);
    return null;
  }
}
