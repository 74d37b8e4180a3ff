// Prints every JS file the browser loads for a page of the built product, with its size raw and
// gzipped, and the total against the budget. A script that prints figures, not a test.
//   npm run build && node bench/bundle.mjs [path | role:path ...]
// Default: `/` as a visitor (the budget applies to it) and, signed in as the demo journalist,
// `/email-templates/all` (measured as `/dashboard` while that page does not exist yet).
// The API runs on a demo database of its own (seeded in a temporary folder, removed after).
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRONTEND_APPS, ROOT } from '../scripts/apps.mjs';
import { CHROMIUM } from '../scripts/chromium.mjs';
import { startProcess, stopAll, waitForHttp } from './processes.mjs';

const BUDGET_KB = 200;
// The demo accounts a page can be measured as (`role:path`), with the role each one's browser keeps.
const DEMO = {
  journalist: { email: 'journalist@example.com', userType: 'journalist' },
  expert: { email: 'expert@example.com', userType: 'expert' },
  // Experts part way through registering: /register/expert/2 and /register/expert/3.
  mustaddguest: { email: 'mustaddguest@example.com', userType: 'expert' },
  mustpay: { email: 'mustpay@example.com', userType: 'expert' },
};
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bundle-'));

// Ports of its own, so a running `npm start` or e2e suite is left alone.
Object.assign(process.env, {
  SHELL_PORT: '28080',
  PUBLIC_PORT: '28081',
  JOURNALIST_PORT: '28082',
  EXPERT_PORT: '28083',
  ADMIN_PORT: '28084',
  API_PORT: '28000',
  HOST: '127.0.0.1',
  CORS_ORIGINS: 'http://localhost:28080',
  DATA_DIR,
  LOG_LEVEL: 'warn',
});
const SHELL = 'http://localhost:28080';
const API = 'http://127.0.0.1:28000/api/v1';

for (const app of FRONTEND_APPS) {
  if (!fs.existsSync(path.join(ROOT, app.dir, 'dist', 'mf-manifest.json'))) {
    console.error(`${app.dir} is not built: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function tokenOf(role) {
  const response = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: DEMO[role].email, password: 'Demo2026pass' }),
  });
  if (!response.ok) throw new Error(`Signing in as the demo ${role} failed: HTTP ${response.status}`);
  return (await response.json()).access_token;
}

/** The scripts a fresh browser context loads for the page, once the page and the network are quiet. */
async function measure(browser, pagePath, role) {
  const context = await browser.newContext();
  if (role) {
    const token = await tokenOf(role);
    // What a signed-in browser keeps: the token and the user type (the role, see authStore).
    await context.addInitScript(
      ([value, userType]) => {
        localStorage.setItem('access_token', value);
        localStorage.setItem('userType', userType);
      },
      [token, DEMO[role].userType],
    );
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${SHELL}${pagePath}`, { waitUntil: 'networkidle' });
  const shown = page.locator('[data-app]:not([data-app="shell"]), .not-found').first();
  await shown.waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const missing = await page.locator('.not-found').count();
  await context.close();
  return { scripts: scripts.sort((a, b) => b.gzip - a.gzip), missing: missing > 0 };
}

function print(label, scripts) {
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  console.log(`\nJS loaded for ${label} (${scripts.length} files)`);
  console.log('  gzip KB    raw KB  file');
  for (const s of scripts)
    console.log(`${kb(s.gzip).padStart(9)} ${kb(s.raw).padStart(9)}  ${s.url.replace(/^http:\/\/localhost:/, ':')}`);
  return total;
}

const targets = (process.argv.slice(2).length ? process.argv.slice(2) : ['/', 'journalist:/email-templates/all']).map(
  (arg) => {
    const [role, pagePath] = arg.includes(':') ? arg.split(':') : [null, arg];
    return { role, pagePath };
  },
);

let failed = false;
let browser;
let servers = [];
try {
  const seed = startProcess(['--import', 'tsx', 'src/db/seed/cli.ts', '--if-empty'], {}, path.join(ROOT, 'api'));
  await new Promise((resolve) => seed.once('exit', resolve));
  startProcess(['--import', 'tsx', 'src/server.ts'], {}, path.join(ROOT, 'api'));
  await waitForHttp(`${API}/health`);
  const { serveApps } = await import('../scripts/serve.mjs');
  servers = await serveApps();
  browser = await chromium.launch(CHROMIUM);

  for (const { role, pagePath } of targets) {
    let label = role ? `${pagePath}, signed in as the demo ${role}` : pagePath;
    let { scripts, missing } = await measure(browser, pagePath, role);
    if (missing && role) {
      // The page is not built yet: measure the role's workspace home instead, and say so.
      label = `${pagePath} (not there yet: measured /dashboard instead), signed in as the demo ${role}`;
      ({ scripts } = await measure(browser, '/dashboard', role));
    }
    const total = print(label, scripts);
    const budgeted = pagePath === '/' && !role;
    const over = budgeted && total.gzip / 1024 > BUDGET_KB;
    if (over) failed = true;
    const verdict = budgeted ? (over ? `OVER the ${BUDGET_KB} KB budget` : `within the ${BUDGET_KB} KB budget`) : '';
    console.log(`${kb(total.gzip).padStart(9)} ${kb(total.raw).padStart(9)}  TOTAL ${verdict}`);
  }
} finally {
  await browser?.close();
  servers.forEach((s) => s.close());
  await stopAll();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
