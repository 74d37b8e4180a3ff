// Lighthouse (mobile defaults, median of 3) on /, /allposts, a news page, /story-ideas and /faq of
// the built product, and on /directory signed in as the demo journalist, with Debian's Chromium, and
// the JS each ships. A script that prints figures, not a test.
//   npm run build && node bench/lighthouse.mjs [path | role:path ...]
import * as chromeLauncher from 'chrome-launcher';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../scripts/chromium.mjs';
import { startProcess, stopAll, waitForHttp } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS || 3);
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-lighthouse-'));

// Ports of its own, so a running `npm start` or e2e suite is left alone.
Object.assign(process.env, {
  SHELL_PORT: '29080',
  PUBLIC_PORT: '29081',
  JOURNALIST_PORT: '29082',
  EXPERT_PORT: '29083',
  ADMIN_PORT: '29084',
  API_PORT: '29000',
  HOST: '127.0.0.1',
  CORS_ORIGINS: 'http://localhost:29080',
  DATA_DIR,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Production refuses to start without its secrets: this run makes its own.
  PUSHER_APP_SECRET: crypto.randomBytes(32).toString('hex'),
  CAPTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
  // No Stripe here: production takes the sandbox only when asked.
  PAYMENTS_SANDBOX: '1',
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Puts the demo user's token (or none) in the shell origin's local storage of the browser Lighthouse drives. */
async function signIn(port, role) {
  let token = null;
  if (role) {
    const answer = await fetch('http://127.0.0.1:29000/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: `${role}@example.com`, password: 'Demo2026pass' }),
    });
    if (!answer.ok) throw new Error(`Signing in as the demo ${role} failed: HTTP ${answer.status}`);
    token = (await answer.json()).access_token;
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto('http://localhost:29080/mf-manifest.json');
  // What a signed-in browser keeps: the token and the user type (the role, see authStore).
  await page.evaluate(
    ([value, userType]) => {
      if (value) {
        localStorage.setItem('access_token', value);
        localStorage.setItem('userType', userType);
      } else {
        localStorage.removeItem('access_token');
        localStorage.removeItem('userType');
      }
    },
    [token, role],
  );
  await page.close();
  await browser.close();
}

let servers = [];
let chrome;
try {
  const seed = startProcess(['--import', 'tsx', 'src/db/seed/cli.ts'], {}, path.join(ROOT, 'api'));
  await new Promise((resolve) => seed.once('exit', resolve));
  startProcess(['--import', 'tsx', 'src/server.ts'], {}, path.join(ROOT, 'api'));
  await waitForHttp('http://127.0.0.1:29000/api/v1/health');
  const { serveApps } = await import('../scripts/serve.mjs');
  servers = await serveApps();
  const [{ slug }] = (await (await fetch('http://127.0.0.1:29000/api/v1/allposts')).json()).data;

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM.args],
  });
  const pages = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/', '/allposts', `/news/${slug}`, '/story-ideas', '/faq', 'journalist:/directory'];
  const rows = [];
  for (const page of pages) {
    const [role, pagePath] = page.includes(':') ? page.split(':') : [null, page];
    // Lighthouse resets caches between runs but keeps local storage: a token put there signs in.
    await signIn(chrome.port, role);
    const scores = [];
    const metrics = [];
    let scriptKb = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`http://localhost:29080${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      scores.push(result.lhr.categories.performance.score);
      // BENCH_SAVE=dir: the whole report of each page's first run, to read its requests and chains.
      if (process.env.BENCH_SAVE && run === 0)
        fs.writeFileSync(
          path.join(
            process.env.BENCH_SAVE,
            `${(role ? `${role}-` : '') + (pagePath.replace(/\W+/g, '_') || 'root')}.json`,
          ),
          JSON.stringify(result.lhr),
        );
      const a = result.lhr.audits;
      // BENCH_DETAILS=1: what the largest paint and the layout shifts were, to know what to fix.
      if (process.env.BENCH_DETAILS && run === 0) {
        const lcp = a['largest-contentful-paint-element']?.details?.items ?? [];
        const shifts = a['layout-shifts']?.details?.items ?? [];
        console.log(`\n${pagePath}\n  LCP element:`, JSON.stringify(lcp).slice(0, 900));
        for (const s of shifts)
          console.log('  shift', s.score?.toFixed(3), s.node?.selector, s.node?.snippet?.slice(0, 120));
      }
      metrics.push({
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        si: a['speed-index'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        // Lighthouse's reading of this machine's speed: scores of different days compare only with it.
        bench: result.lhr.environment.benchmarkIndex,
      });
      const summary = result.lhr.audits['resource-summary']?.details?.items ?? [];
      scriptKb = (summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024;
    }
    const med = (key) => median(metrics.map((m) => m[key]));
    rows.push({
      pagePath: role ? `${pagePath} (${role})` : pagePath,
      score: median(scores),
      scores,
      scriptKb,
      metrics: `FCP ${(med('fcp') / 1000).toFixed(1)} s, LCP ${(med('lcp') / 1000).toFixed(1)} s, TBT ${Math.round(med('tbt'))} ms, SI ${(med('si') / 1000).toFixed(1)} s, CLS ${med('cls').toFixed(3)}, benchmarkIndex ${Math.round(med('bench'))}`,
    });
  }
  console.log(`\nLighthouse ${RUNS}x per page, mobile defaults (simulated throttling), median performance score\n`);
  console.log('page                                               score   runs              JS transferred');
  for (const r of rows) {
    console.log(
      `${r.pagePath.slice(0, 50).padEnd(50)} ${r.score.toFixed(2).padStart(5)}   ${r.scores
        .map((s) => s.toFixed(2))
        .join(' ')
        .padEnd(16)}  ${r.scriptKb.toFixed(1)} KB`,
    );
  }
  console.log('\nmedian metrics');
  for (const r of rows) console.log(`${r.pagePath.slice(0, 50).padEnd(50)} ${r.metrics}`);
} finally {
  await chrome?.kill();
  servers.forEach((s) => s.close());
  await stopAll();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
}
process.exit(0);
