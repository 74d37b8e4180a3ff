// Latency of the interview lists (GET /api/v1/interview, each view) and the month calendar
// (GET /api/v1/interview/calendar) for the demo journalist and the demo expert, on PGlite and on
// PostgreSQL, at the demo size and with the bench accounts' interviews multiplied (--scale 10).
// A script that prints figures, not a test.
//   node bench/interviews.mjs [--scale N]   (default 10; BENCH_REQUESTS=200, BENCH_CLIENTS=5;
//                                            PostgreSQL via BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/test;
//                                            BENCH_ENGINES=PGlite or PostgreSQL measures one engine only)
// Each engine is seeded once with the demo data; the demo size is measured, then the API stops, the
// journalist's and the expert's interviews are copied (scale − 1) times over ±30 days, the database is
// ANALYZEd, and the API starts again to measure the larger size.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { concurrently, summary } from './figures.mjs';
import { runToEnd, startProcess as start, stopAll, stopProcess as stop, waitForHttp as waitFor } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scaleAt = process.argv.indexOf('--scale');
const SCALE = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 10;
if (!Number.isInteger(SCALE) || SCALE < 2) throw new Error('--scale takes a whole number of 2 or more');
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 5);
const ENGINES = (process.env.BENCH_ENGINES || 'PGlite,PostgreSQL').split(',');
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const PORT = 24020;
const API = `http://127.0.0.1:${PORT}/api/v1`;
const PASSWORD = 'Demo2026pass'; // the demo accounts' (api/src/db/seed/demoAccounts.ts)
// Production refuses to start without its secrets: this run makes its own.
const PRODUCTION_SECRETS = {
  PUSHER_APP_SECRET: crypto.randomBytes(32).toString('hex'),
  CAPTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
  // No Stripe here: production takes the sandbox only when asked.
  PAYMENTS_SANDBOX: '1',
};
const MONTH = new Date().toISOString().slice(0, 7);
const ZONE = 'Europe/London';
const VIEWS = {
  journalist: ['all', 'planned', 'process'],
  expert: ['pending', 'planned', 'archive'],
};

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, body: body ? JSON.parse(body) : null };
}

async function createPgDatabase(name) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${name}`;
    return u.toString();
  } catch (error) {
    console.error(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${error.message}): measuring PGlite only.`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
}

async function dropPgDatabase(name) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
}

/**
 * Through the API's own connection code (PGlite cannot be reached from outside its process): copies
 * the bench accounts' interviews SCALE − 1 times, spread over ±30 days so every view and month grows,
 * ANALYZEs, and prints how many interviews each account has.
 */
const GROW = (copies) => `
const { loadSettings } = require('./src/config/settings');
const { connectFromSettings } = require('./src/db/connect');
const { sql } = require('drizzle-orm');
(async () => {
  const handle = await connectFromSettings(loadSettings());
  try {
    const ids = sql\`(select id from users where email in ('journalist@example.com', 'expert@example.com'))\`;
    if (${copies} > 0) await handle.db.execute(sql\`
      insert into interviews (journalist_id, guest_id, expert_id, email_template_id, invitation_subject, invitation_body,
        date_interview, comment, status, time_zone, expert_time_zone)
      select i.journalist_id, i.guest_id, i.expert_id, i.email_template_id, i.invitation_subject, i.invitation_body,
        now() + ((((i.id * 7919 + g * 104729) % 86400) - 43200) * interval '1 minute'),
        i.comment, (i.id + g) % 5, i.time_zone, i.expert_time_zone
      from interviews i, generate_series(1, ${copies}) g
      where i.journalist_id in \${ids} or i.expert_id in \${ids}\`);
    await handle.db.execute(sql\`ANALYZE\`);
    const counts = await handle.db.execute(sql\`select u.email,
      (select count(*) from interviews i where i.journalist_id = u.id or i.expert_id = u.id)::int as n
      from users u where u.email in ('journalist@example.com', 'expert@example.com') order by u.email\`);
    console.log(JSON.stringify(counts.rows ?? counts));
  } finally { await handle.close(); }
})().catch((error) => { console.error(error); process.exit(1); });`;

/** Signs the demo account in; answers the request headers its calls carry. */
async function signIn(email) {
  const login = await json(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200)
    throw new Error(`sign-in of ${email} answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { authorization: `Bearer ${login.body.access_token}` };
}

/** Every endpoint of both sides, REQUESTS times each; a non-200 answer stops the run. */
async function measureAll(engine, size, counts) {
  const results = [];
  for (const [side, views] of Object.entries(VIEWS)) {
    const headers = await signIn(`${side}@example.com`);
    const urls = [
      ...views.map((view) => [`list ${view}`, `${API}/interview?view=${view}&page=1&per_page=10`]),
      [`calendar ${MONTH}`, `${API}/interview/calendar?month=${MONTH}&time_zone=${encodeURIComponent(ZONE)}`],
    ];
    for (const [name, url] of urls) {
      const get = async () => {
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      };
      await concurrently(20, CLIENTS, get); // warm-up, not counted
      results.push({
        engine,
        size,
        side,
        name,
        interviews: counts[side],
        ...summary(await concurrently(REQUESTS, CLIENTS, get)),
      });
    }
  }
  return results;
}

const rows = [];
let routeMissing = false;
try {
  for (const engine of ['PGlite', 'PostgreSQL'].filter((e) => ENGINES.includes(e))) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-interviews-'));
    const database = engine === 'PostgreSQL' ? 'pp_bench_interviews' : null;
    const env = { DATA_DIR: dataDir, API_PUBLIC_URL: `http://127.0.0.1:${PORT}`, ...PRODUCTION_SECRETS };
    if (database) {
      env.DATABASE_URL = await createPgDatabase(database);
      if (!env.DATABASE_URL) continue;
    }
    let api = null;
    try {
      console.log(`${engine}: seeding the demo data…`);
      await runToEnd(['--import', 'tsx', 'src/db/seed/cli.ts'], env, path.join(ROOT, 'api'));
      for (const [size, copies] of [
        ['demo', 0],
        [`×${SCALE}`, SCALE - 1],
      ]) {
        const grown = await runToEnd(['--import', 'tsx', '-e', GROW(copies)], env, path.join(ROOT, 'api'));
        const counts = Object.fromEntries(
          JSON.parse(grown.output.trim().split('\n').at(-1)).map((r) => [r.email.split('@')[0], r.n]),
        );
        console.log(`${engine} ${size}: ${JSON.stringify(counts)} interviews; starting the API`);
        api = start(
          ['--import', 'tsx', 'src/server.ts'],
          { ...env, API_PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production', JOBS_TICK_S: '0' },
          path.join(ROOT, 'api'),
        );
        await waitFor(`${API}/health`);
        const probe = await fetch(`${API}/interview/calendar?month=${MONTH}`, {
          headers: await signIn('journalist@example.com'),
        });
        if (probe.status === 404) {
          routeMissing = true;
          break;
        }
        rows.push(...(await measureAll(engine, size, counts)));
        await stop(api);
        api = null;
      }
      if (routeMissing) break;
    } finally {
      if (api) await stop(api);
      if (database) await dropPgDatabase(database).catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await stopAll();
}

if (routeMissing) {
  console.log('\nGET /api/v1/interview/calendar answered 404: the interview endpoints are not in this API yet.');
  process.exit(0);
}

const ms = (v) => v.toFixed(1).padStart(7);
console.log(
  `\n${REQUESTS} requests per endpoint, ${CLIENTS} concurrent clients, page 1 of 10 items, calendar in ${ZONE};` +
    ` client on the same ${os.availableParallelism()}-core machine. Latency in ms.\n`,
);
console.log('engine      size  side        endpoint            interviews  p50     p95     max');
for (const r of rows)
  console.log(
    `${r.engine.padEnd(11)} ${r.size.padEnd(5)} ${r.side.padEnd(11)} ${r.name.padEnd(19)} ${String(r.interviews).padStart(10)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)}`,
  );
