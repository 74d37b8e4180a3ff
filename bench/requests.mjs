// Source requests (issue 27): the time from posting a request to its live 'Request' notification at
// BENCH_EXPERTS matching expert accounts, each connected over a websocket (the API's embedded Pusher
// endpoint, private notification channels, as the shell subscribes); and the time to list
// opportunities for an expert with BENCH_OPEN open requests in the database. A script that prints
// figures, not a test.
//   node bench/requests.mjs   (BENCH_EXPERTS=50, BENCH_POSTS=20, BENCH_OPEN=10000, BENCH_LISTS=200;
//                              BENCH_ENGINES=PGlite,PostgreSQL; PostgreSQL via BENCH_DATABASE_URL,
//                              default postgres://root@127.0.0.1:5432/test)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { summary } from './figures.mjs';
import { runToEnd, startProcess as start, stopAll, stopProcess as stop, waitForHttp as waitFor } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXPERTS = Number(process.env.BENCH_EXPERTS || 50);
const POSTS = Number(process.env.BENCH_POSTS || 20);
const OPEN = Number(process.env.BENCH_OPEN || 10_000);
const LISTS = Number(process.env.BENCH_LISTS || 200);
const ENGINES = (process.env.BENCH_ENGINES || 'PGlite,PostgreSQL').split(',');
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const PORT = 24030;
const API = `http://127.0.0.1:${PORT}/api/v1`;
const PASSWORD = 'Demo2026pass'; // the demo accounts' (api/src/db/seed/demoAccounts.ts)
const KEY = 'bench-key';
const SETTINGS = {
  PUSHER_APP_ID: 'bench',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: crypto.randomBytes(32).toString('hex'),
  CAPTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
  PAYMENTS_SANDBOX: '1',
  REALTIME_MAX_CONNECTIONS_PER_IP: String(EXPERTS + 20),
  SOURCE_REQUESTS_PER_DAY: String(POSTS + 10),
};

async function json(url, init = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * Before the API starts (PGlite has one process): a bench expertise, EXPERTS expert accounts with one
 * published guest each on it (signing in with the demo password), and OPEN open requests, a tenth of
 * them on the bench expertise.
 */
const PREPARE = `
const { loadSettings } = require('./src/config/settings');
const { connectFromSettings } = require('./src/db/connect');
const { sql } = require('drizzle-orm');
(async () => {
  const handle = await connectFromSettings(loadSettings());
  const db = handle.db;
  const rows = async (q) => (await db.execute(q)).rows;
  try {
    const experts = Number(process.env.EXPERTS), open = Number(process.env.OPEN);
    const [topic] = await rows(sql\`INSERT INTO expertises (name) VALUES ('Bench requests topic') RETURNING id\`);
    const [model] = await rows(sql\`SELECT * FROM users WHERE email = 'expert@example.com'\`);
    const [journalist] = await rows(sql\`SELECT id FROM users WHERE email = 'journalist@example.com'\`);
    const [lang] = await rows(sql\`SELECT id FROM languages ORDER BY id LIMIT 1\`);
    for (let i = 0; i < experts; i += 1) {
      const [u] = await rows(sql\`INSERT INTO users (role, status, email, password, first_name, last_name, approved_at)
        VALUES (0, 1, \${'bench.expert.' + i + '@example.com'}, \${model.password}, 'Bench', \${'Expert ' + i}, now()) RETURNING id\`);
      const [g] = await rows(sql\`INSERT INTO guests (user_id, first_name, last_name, gender, title, company_name, description, rating, linkedin)
        VALUES (\${u.id}, 'Guest', \${'Of ' + i}, 'Female', 'Analyst', 'Bench Co', 'A bench guest.', 4, \${'https://www.linkedin.com/in/bench-' + i}) RETURNING id\`);
      await db.execute(sql\`INSERT INTO guest_expertises (guest_id, expertise_id) VALUES (\${g.id}, \${topic.id})\`);
      await db.execute(sql\`INSERT INTO guest_languages (guest_id, language_id) VALUES (\${g.id}, \${lang.id})\`);
    }
    await db.execute(sql\`INSERT INTO source_requests (journalist_id, summary, details, expertise_ids, medium, format, deadline, time_zone, outlet_name, created_at)
      SELECT \${journalist.id}, 'Bench request ' || n, '<p>Bench.</p>',
        CASE WHEN n % 10 = 0 THEN ARRAY[\${topic.id}::int] ELSE ARRAY[(SELECT id FROM expertises ORDER BY id OFFSET (n % 40) LIMIT 1)] END,
        'online', 'phone', now() + (1 + n % 200) * interval '1 hour', 'UTC', 'Bench Daily', now() - n * interval '1 minute'
      FROM generate_series(1, \${open}) n\`);
    await db.execute(sql\`ANALYZE\`);
    const [visible] = await rows(sql\`SELECT count(*)::int AS n FROM guest_search_filters f JOIN guests g ON g.id = f.guest_id
      WHERE f.visible AND f.expertise_ids @> ARRAY[\${topic.id}::int]\`);
    console.log(JSON.stringify({ topic: topic.id, visible: visible.n }));
  } finally { await handle.close(); }
})().catch((error) => { console.error(error); process.exit(1); });`;

async function createPgDatabase(name) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: not reachable at ${PG_ADMIN_URL} (${error.message}); skipped`);
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPgDatabase(name) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function signIn(email) {
  const login = await json(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email} answered ${login.status}`);
  const authorization = `Bearer ${login.body.access_token}`;
  const profile = await json(`${API}/profile`, { headers: { authorization } });
  return { authorization, id: profile.body.data.id };
}

/** One expert's socket on its private notification channel; `onNotice(notification, at)` for each. */
function subscribe(user, onNotice) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/app/${KEY}?protocol=7&client=bench&version=1`);
    const channel = `private-newNotification-${user.id}`;
    ws.on('error', reject);
    ws.on('message', async (raw) => {
      const at = performance.timeOrigin + performance.now();
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') {
        const { socket_id } = JSON.parse(frame.data);
        const res = await fetch(`${API.replace('/api/v1', '')}/broadcasting/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: user.authorization },
          body: new URLSearchParams({ socket_id, channel_name: channel }).toString(),
        });
        if (res.status !== 200) return reject(new Error(`channel auth answered ${res.status}`));
        const { auth } = await res.json();
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') resolve(ws);
      else if (frame.event?.endsWith('NotificationEvent')) onNotice(JSON.parse(frame.data).notification, at);
    });
  });
}

const results = [];
try {
  for (const engine of ENGINES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-requests-'));
    const database = engine === 'PostgreSQL' ? 'pp_bench_requests' : null;
    const env = { DATA_DIR: dataDir, API_PUBLIC_URL: `http://127.0.0.1:${PORT}`, ...SETTINGS };
    if (database) {
      env.DATABASE_URL = await createPgDatabase(database);
      if (!env.DATABASE_URL) continue;
    }
    let api = null;
    const sockets = [];
    try {
      console.log(`${engine}: seeding the demo data…`);
      await runToEnd(['--import', 'tsx', 'src/db/seed/cli.ts'], env, path.join(ROOT, 'api'));
      let prepared = '';
      await new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', PREPARE], {
          cwd: path.join(ROOT, 'api'),
          env: { ...process.env, ...env, EXPERTS: String(EXPERTS), OPEN: String(OPEN) },
        });
        child.stdout.on('data', (d) => (prepared += d));
        child.stderr.on('data', (d) => process.stderr.write(d));
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prepare exited ${code}`))));
      });
      const { topic, visible } = JSON.parse(prepared.trim().split('\n').at(-1));
      console.log(
        `${engine}: ${visible} matching guests, ${OPEN.toLocaleString('en')} open requests; starting the API`,
      );
      api = start(
        ['--import', 'tsx', 'src/server.ts'],
        { ...env, API_PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
        path.join(ROOT, 'api'),
      );
      await waitFor(`${API}/health`);

      const journalist = await signIn('journalist@example.com');
      const experts = [];
      for (let i = 0; i < EXPERTS; i += 1) experts.push(await signIn(`bench.expert.${i}@example.com`));
      const sentAt = new Map();
      const latencies = [];
      const seen = new Set();
      for (const expert of experts)
        sockets.push(
          await subscribe(expert, (notification, at) => {
            const id = /\/opportunities\/(\d+)/.exec(notification.data)?.[1];
            const key = `${expert.id}:${id}`;
            if (id && sentAt.has(id) && !seen.has(key)) {
              seen.add(key);
              latencies.push(at - sentAt.get(id));
            }
          }),
        );

      const postTimes = [];
      const headers = { 'content-type': 'application/json', authorization: journalist.authorization };
      for (let i = 0; i < POSTS; i += 1) {
        const body = {
          summary: `Bench request ${i}`,
          details: '<p>Needs a comment.</p>',
          expertise_ids: [topic],
          medium: 'online',
          format: 'phone',
          deadline: new Date(Date.now() + 48 * 3_600_000).toISOString(),
          time_zone: 'UTC',
          outlet_name: 'Bench Daily',
        };
        const t0 = performance.timeOrigin + performance.now();
        const res = await fetch(`${API}/requests`, { method: 'POST', headers, body: JSON.stringify(body) });
        const answer = await res.json();
        if (res.status !== 201) throw new Error(`posting answered ${res.status}: ${JSON.stringify(answer)}`);
        postTimes.push(performance.timeOrigin + performance.now() - t0);
        sentAt.set(String(answer.data.id), t0);
        // Wait for every socket (or 10 s), then the next request.
        const until = Date.now() + 10_000;
        while (latencies.length < (i + 1) * EXPERTS && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      }

      const lister = experts[0];
      const list = async (query) => {
        const times = [];
        for (let i = 0; i < LISTS; i += 1) {
          const t0 = performance.now();
          const res = await fetch(`${API}/opportunities?${query}`, {
            headers: { authorization: lister.authorization },
          });
          await res.text();
          if (res.status !== 200) throw new Error(`opportunities answered ${res.status}`);
          times.push(performance.now() - t0);
        }
        return summary(times);
      };
      await list('matches=1');
      results.push({
        engine,
        notices: summary(latencies),
        expected: POSTS * EXPERTS,
        post: summary(postTimes),
        matching: await list('matches=1&sort=newest'),
        all: await list('matches=0&sort=deadline'),
        filtered: await list('matches=0&medium=online&deadline_within_hours=24&page=3'),
      });
    } finally {
      sockets.forEach((ws) => ws.terminate());
      if (api) await stop(api);
      if (database) await dropPgDatabase(database).catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await stopAll();
}

const ms = (v) => (v === undefined ? '-' : v.toFixed(1)).padStart(8);
console.log(
  `\nSource requests: ${EXPERTS} matching expert accounts on websockets, ${POSTS} requests posted one after another;` +
    ` GET /opportunities (page of 15) with ${OPEN.toLocaleString('en')} open requests, ${LISTS} times each.` +
    ` Client on the same ${os.availableParallelism()}-core machine. Latency in ms.\n`,
);
console.log('engine      measure                                   n      p50      p95      max');
for (const r of results) {
  const line = (name, s) =>
    console.log(
      `${r.engine.padEnd(11)} ${name.padEnd(38)} ${String(s.n).padStart(6)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}`,
    );
  line(`post -> live notification (of ${r.expected})`, r.notices);
  line('POST /requests answer', r.post);
  line('opportunities, matching, newest', r.matching);
  line('opportunities, all, by deadline', r.all);
  line('opportunities, all, filtered, page 3', r.filtered);
}
process.exit(0);
