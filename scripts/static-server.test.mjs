// The shell's static server: each document carries a nonce of its own, and its inline script hints
// a signed-in person's workspace (manifest and remoteEntry.js) before the shell's script has run.
// Needs the shell's build (dist/index.html): `npm run test:scripts` runs after `npm run build`.
import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { createStaticHandler } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { readSettings, runtimeConfig } = require('../mf-shared/build/settings.cjs');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = readSettings();
const config = runtimeConfig(settings);
const manifestOf = (name) => config.remotes.find((r) => r.name === name).entry;

let server;
let base;
before(async () => {
  server = http.createServer(createStaticHandler(path.join(ROOT, 'shell', 'dist'), settings, 'http://localhost'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

async function documentAt(pathname) {
  const answer = await fetch(`${base}${pathname}`);
  const html = await answer.text();
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy'))?.[1];
  const [, scriptNonce, code] = /<script nonce="([^"]+)">(\(function\(\)\{.*?\}\)\(\))<\/script>/s.exec(html) ?? [];
  return { html, nonce, scriptNonce, code };
}

/** Runs the document's hint script with `stored` in local storage; answers the links it added. */
function hintsFor(code, stored) {
  const links = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link) => links.push({ ...link }) },
  };
  const localStorage = { getItem: (key) => stored[key] ?? null };
  vm.runInNewContext(code, { document, localStorage, URL });
  return links;
}

test('every document gets a nonce of its own, the one its inline script carries', async () => {
  const first = await documentAt('/directory');
  const second = await documentAt('/directory');
  assert.ok(first.nonce && second.nonce);
  assert.notEqual(first.nonce, second.nonce);
  assert.equal(first.scriptNonce, first.nonce);
  assert.equal(second.scriptNonce, second.nonce);
});

test("a signed-in journalist's browser fetches the journalist workspace's manifest and remoteEntry.js at once", async () => {
  const { code } = await documentAt('/directory');
  const manifest = manifestOf('mf_journalist');
  assert.deepEqual(hintsFor(code, { access_token: 't', userType: 'journalist' }), [
    { rel: 'preconnect', href: new URL(manifest).origin },
    { rel: 'preload', href: manifest, as: 'fetch', crossOrigin: 'anonymous' },
    // The federation runtime adds its scripts without crossorigin: the preload must match.
    { rel: 'preload', href: new URL('remoteEntry.js', manifest).href, as: 'script' },
  ]);
  assert.equal(hintsFor(code, { access_token: 't', userType: 'expert' })[1].href, manifestOf('mf_expert'));
});

test('a visitor, or a user type without a workspace, fetches nothing more', async () => {
  const { code } = await documentAt('/');
  assert.deepEqual(hintsFor(code, {}), []);
  assert.deepEqual(hintsFor(code, { userType: 'journalist' }), []);
  assert.deepEqual(hintsFor(code, { access_token: 't', userType: 'admin' }), []);
  assert.deepEqual(hintsFor(code, { access_token: 't', userType: 'toString' }), []);
});
