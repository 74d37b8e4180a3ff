// Prints every JS file the browser loads for a page of the built product, with its size raw and
// gzipped, and the total against the budget. A script that prints figures, not a test.
//   node bench/bundle.mjs [path ...]     (default: / /dashboard /guests; budget applies to /)
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { CHROMIUM } from '../scripts/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 300;

// Ports of its own, so a running `npm start` or e2e suite is left alone.
Object.assign(process.env, {
  SHELL_PORT: '28080',
  PUBLIC_PORT: '28081',
  JOURNALIST_PORT: '28082',
  EXPERT_PORT: '28083',
  API_PORT: '23000',
  HOST: '127.0.0.1',
});

for (const app of ['shell', 'mf-public', 'mf-journalist', 'mf-expert']) {
  if (!fs.existsSync(path.join(ROOT, app, 'dist', 'mf-manifest.json'))) {
    console.error(`${app} is not built: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const { serveApps } = await import('../scripts/serve.mjs');
const servers = await serveApps();
const browser = await chromium.launch(CHROMIUM);

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(pagePath) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`http://localhost:28080${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-app]:not([data-app="shell"])', { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/dashboard', '/guests'];
let failed = false;
for (const pagePath of paths) {
  const scripts = await measure(pagePath);
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  console.log(`\nJS loaded for ${pagePath} (${scripts.length} files)`);
  console.log('  gzip KB    raw KB  file');
  for (const s of scripts)
    console.log(`${kb(s.gzip).padStart(9)} ${kb(s.raw).padStart(9)}  ${s.url.replace(/^http:\/\/localhost:/, ':')}`);
  const verdict =
    pagePath === '/'
      ? total.gzip / 1024 <= BUDGET_KB
        ? `within the ${BUDGET_KB} KB budget`
        : `OVER the ${BUDGET_KB} KB budget`
      : '';
  if (pagePath === '/' && total.gzip / 1024 > BUDGET_KB) failed = true;
  console.log(`${kb(total.gzip).padStart(9)} ${kb(total.raw).padStart(9)}  TOTAL ${verdict}`);
}

await browser.close();
servers.forEach((s) => s.close());
process.exit(failed ? 1 : 0);
