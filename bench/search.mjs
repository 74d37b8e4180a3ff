// Latency of the guest directory's search (POST /api/v1/search-guest, facets always in the answer)
// on PGlite and on PostgreSQL with 100,000 demo guests (and 1,000,000 on PostgreSQL with --large),
// beside a trivial database round trip measured in the same run. A script that prints figures, not a test.
// One client and BENCH_CLIENTS clients, each cold (searches new to the API's answer cache) and warm (the
// same again), against issue 28's targets.
//   node bench/search.mjs [--large] [--plans]   (BENCH_SEARCHES=500, BENCH_CLIENTS=10, BENCH_GUESTS=100000;
//                                      PostgreSQL via BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/test;
//                                      BENCH_ENGINES=PGlite or PostgreSQL measures one engine only)
// After seeding, the database is ANALYZEd (PGlite has no autovacuum; on PostgreSQL autovacuum would get to
// the new tables only later), so the searches run on plans built with statistics, as in production.
// The floor: `SELECT 1` through `pg` (PostgreSQL), and GET /api/v1/health/ready through the API, which runs
// `select 1` on its database (both engines; PGlite cannot be reached from outside the API's process).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { concurrently, summary } from './figures.mjs';
import { runToEnd, startProcess as start, stopAll, stopProcess as stop, waitForHttp as waitFor } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LARGE = process.argv.includes('--large');
// --plans: after the run, the plan of each kind of search (EXPLAIN (ANALYZE, BUFFERS)) into bench/out/plans/.
const PLANS = process.argv.includes('--plans');
const SEARCHES = Number(process.env.BENCH_SEARCHES || 500);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 10);
const GUESTS = Number(process.env.BENCH_GUESTS || 100_000);
const ENGINES = (process.env.BENCH_ENGINES || 'PGlite,PostgreSQL').split(',');
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const PORT = 24010;
const API = `http://127.0.0.1:${PORT}/api/v1`;
const PASSWORD = 'Demo2026pass'; // the demo accounts' (api/src/db/seed/demoAccounts.ts)
// Production refuses to start without its secrets: this run makes its own.
const PRODUCTION_SECRETS = {
  PUSHER_APP_SECRET: crypto.randomBytes(32).toString('hex'),
  CAPTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
  // No Stripe here: production takes the sandbox only when asked.
  PAYMENTS_SANDBOX: '1',
};
/** Issue 28's targets, cold, by engine and size: one client's p95 (ms); ten clients' p95 (ms) and searches a second. */
const TARGETS = {
  'PGlite 100000': { single: 60 },
  'PostgreSQL 100000': { single: 30, crowd: 150, perSecond: 150 },
  'PostgreSQL 1000000': { single: 100, crowd: 1000 },
};
// BENCH_ANSWERS=<file>: the ids each search answered, written as JSON, to compare relevance before and after a change.
const ANSWERS_FILE = process.env.BENCH_ANSWERS;

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, body: body ? JSON.parse(body) : null };
}

/** A fixed pseudo-random sequence (mulberry32), so every run sends the same searches. */
function sequence(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// What journalists type: topics, phrases, names, prefixes, typos and accents.
const TEXTS = [
  'economics',
  'climate',
  'supply chain',
  'artificial intelligence',
  'artifical inteligence',
  'cyber security',
  'healthcare policy',
  'renewable energy',
  'interest rates',
  'fintech',
  'fin',
  'data priv',
  'Smith',
  'Nguyen',
  'Garcia professor',
  'chief economist',
  'mental health',
  'real estate',
  'José',
  'vaccine research',
  'startup founder',
  'trade war',
  'education reform',
  'logistics asia',
];

/** `total` searches: a third text only, a third filters only, a third both; facets come with each. */
function searchMix(facets, total, seed) {
  const random = sequence(seed);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const some = (items, max) => {
    const n = 1 + Math.floor(random() * max);
    return [...new Set(Array.from({ length: n }, () => pick(items)))];
  };
  const ids = (facet) => facet.map((f) => f.id);
  const filters = () => {
    const f = {};
    const kinds = some(['expertise', 'country', 'available', 'language', 'gender', 'rating'], 3);
    for (const kind of kinds) {
      if (kind === 'gender')
        f.gender = some(
          facets.gender.map((g) => g.value),
          2,
        );
      else if (kind === 'rating') f.rating = pick([3, 3.5, 4, 4.5]);
      else f[kind] = some(ids(facets[kind === 'language' ? 'language' : kind]), 2);
    }
    return f;
  };
  return Array.from({ length: total }, (_, i) => {
    const kind = ['text', 'filters', 'both'][i % 3];
    const body = {
      ...(kind !== 'filters' ? { search: pick(TEXTS) } : {}),
      ...(kind !== 'text' ? filters() : {}),
      sort: pick(kind === 'filters' ? ['rating', 'name', 'newest'] : ['relevance', 'relevance', 'rating', 'name']),
      page: random() < 0.8 ? 1 : 2 + Math.floor(random() * 3),
      per_page: pick([5, 10, 10, 15]),
    };
    return { kind, body };
  });
}

/** A search's identity as the cache sees it (lists in any order are one search). */
const identity = (body) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(body)
        .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v])
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );

/** Two sets of distinct searches, none in both: 200 for one client, SEARCHES for ten. */
function coldSets(facets) {
  const seen = new Set();
  const distinct = (mix, max) =>
    mix
      .filter(({ body }) => {
        const key = identity(body);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, max);
  return [distinct(searchMix(facets, 600, 2026), 200), distinct(searchMix(facets, SEARCHES * 3, 2027), SEARCHES)];
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

/** SELECT 1 round trips through `pg`, in the same shape as the searches (count, concurrency). */
async function selectOne(url) {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  pool.on('error', () => {});
  try {
    await concurrently(50, CLIENTS, () => pool.query('select 1'));
    return summary(await concurrently(SEARCHES, CLIENTS, () => pool.query('select 1')));
  } finally {
    await pool.end();
  }
}

const rows = [];
const answers = new Map();
let routeMissing = false;
const runs = [
  { engine: 'PGlite', guests: GUESTS },
  { engine: 'PostgreSQL', guests: GUESTS },
  ...(LARGE ? [{ engine: 'PostgreSQL', guests: 1_000_000 }] : []),
].filter((r) => ENGINES.includes(r.engine));

/** ANALYZE of the whole database the settings in `env` name, through the API's own connection code. */
const ANALYZE = `
const { loadSettings } = require('./src/config/settings');
const { connectFromSettings } = require('./src/db/connect');
const { sql } = require('drizzle-orm');
(async () => {
  const handle = await connectFromSettings(loadSettings());
  try { await handle.db.execute(sql\`ANALYZE\`); } finally { await handle.close(); }
})().catch((error) => { console.error(error); process.exit(1); });`;
/** The kinds of search whose plans --plans writes: each a body of POST /search-guest. */
const PLAN_SEARCHES = {
  'no text, no filter': {},
  'filters only': { country: [1], expertise: [1, 2], sort: 'rating' },
  'text, narrow': { search: 'vaccine research' },
  'text, broad': { search: 'economics' },
  'text and filters': { search: 'economics', country: [1], rating: 4 },
  typo: { search: 'artifical inteligence' },
  place: { search: 'AI Singapore' },
};
/** Writes each kind's plan, run on the database the settings in `env` name, through the directory service. */
const EXPLAIN = `
const { loadSettings } = require('./src/config/settings');
const { connectFromSettings } = require('./src/db/connect');
const { directoryService } = require('./src/resources/directory/directory.service');
(async () => {
  const handle = await connectFromSettings(loadSettings());
  try {
    const service = directoryService(handle.db);
    const out = [];
    for (const [kind, body] of Object.entries(JSON.parse(process.env.PLAN_SEARCHES))) {
      await service.explain(body);
      out.push('## ' + kind + ': ' + JSON.stringify(body) + '\\n\\n' + (await service.explain(body)) + '\\n');
    }
    require('node:fs').writeFileSync(process.env.PLANS_FILE, out.join('\\n'));
  } finally { await handle.close(); }
})().catch((error) => { console.error(error); process.exit(1); });`;

try {
  for (const { engine, guests } of runs) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-search-'));
    const database = engine === 'PostgreSQL' ? `pp_bench_search_${guests}` : null;
    const env = { DATA_DIR: dataDir, API_PUBLIC_URL: `http://127.0.0.1:${PORT}`, ...PRODUCTION_SECRETS };
    if (database) {
      env.DATABASE_URL = await createPgDatabase(database);
      if (!env.DATABASE_URL) continue;
    }
    let api = null;
    try {
      console.log(`${engine}: seeding ${guests.toLocaleString('en')} guests…`);
      const { ms: seedMs } = await runToEnd(
        ['--import', 'tsx', 'src/db/seed/cli.ts', '--guests', String(guests)],
        env,
        path.join(ROOT, 'api'),
      );
      const { ms: analyzeMs } = await runToEnd(['--import', 'tsx', '-e', ANALYZE], env, path.join(ROOT, 'api'));
      console.log(
        `${engine}: seeded in ${(seedMs / 1000).toFixed(1)} s, ANALYZE ${(analyzeMs / 1000).toFixed(1)} s; starting the API`,
      );
      api = start(
        ['--import', 'tsx', 'src/server.ts'],
        { ...env, API_PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
        path.join(ROOT, 'api'),
      );
      await waitFor(`${API}/health`);
      const login = await json(`${API}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'journalist@example.com', password: PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${JSON.stringify(login.body)}`);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.body.access_token}` };
      const post = (body) => json(`${API}/search-guest`, { method: 'POST', headers, body: JSON.stringify(body) });
      const first = await post({});
      if (first.status === 404) {
        routeMissing = true;
        break;
      }
      if (first.status !== 200) throw new Error(`search answered ${first.status}: ${JSON.stringify(first.body)}`);
      // Cold: every search measured is new to the API's answer cache (issue 28); warm: the same searches again.
      // One client (what a person feels) on one set, ten clients (capacity) on another, so neither warms the other.
      const [single, crowd] = coldSets(first.body.facets);
      // Warm-up (connections, JIT, the database's buffers): pages no measured search asks for, not counted.
      await concurrently(30, CLIENTS, (i) => post({ search: TEXTS[i % TEXTS.length], page: 50 + i }));
      const failures = [];
      const measure = async (mix, clients) => {
        const started = performance.now();
        const times = await concurrently(mix.length, clients, async (i) => {
          const res = await post(mix[i].body);
          if (res.status !== 200 || !res.body.facets) failures.push(`${res.status} ${JSON.stringify(mix[i].body)}`);
          else
            answers.set(
              JSON.stringify(mix[i].body),
              res.body.data.map((g) => g.id),
            );
        });
        const seconds = (performance.now() - started) / 1000;
        const byKind = Object.fromEntries(
          ['text', 'filters', 'both'].map((k) => [k, summary(times.filter((_, i) => mix[i].kind === k))]),
        );
        return { ...summary(times), perSecond: mix.length / seconds, byKind };
      };
      const runsOf = {
        'one client, cold': await measure(single, 1),
        'one client, warm': await measure(single, 1),
        [`${CLIENTS} clients, cold`]: await measure(crowd, CLIENTS),
        [`${CLIENTS} clients, warm`]: await measure(crowd, CLIENTS),
      };
      if (failures.length) console.error(`${failures.length} searches failed, for example: ${failures[0]}`);
      await concurrently(50, CLIENTS, () => fetch(`${API}/health/ready`).then((r) => r.text()));
      const ready = summary(
        await concurrently(SEARCHES, CLIENTS, () => fetch(`${API}/health/ready`).then((r) => r.text())),
      );
      const select1 = env.DATABASE_URL ? await selectOne(env.DATABASE_URL) : null;
      rows.push({ engine, guests, seedMs, runsOf, ready, select1, failures: failures.length });
      if (PLANS) {
        await stop(api);
        api = null;
        const file = path.join(ROOT, 'bench', 'out', 'plans', `search-${engine}-${guests}.txt`.toLowerCase());
        fs.mkdirSync(path.dirname(file), { recursive: true });
        await runToEnd(
          ['--import', 'tsx', '-e', EXPLAIN],
          { ...env, PLAN_SEARCHES: JSON.stringify(PLAN_SEARCHES), PLANS_FILE: file },
          path.join(ROOT, 'api'),
        );
        console.log(`${engine}: plans written to ${path.relative(ROOT, file)}`);
      }
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
  console.log(
    '\nPOST /api/v1/search-guest answered 404: the directory search is not in this API yet; nothing measured.',
  );
  process.exit(0);
}

const ms = (v) => (v === undefined ? '-' : v.toFixed(1)).padStart(7);
console.log(
  `\nDirectory searches (a third text, a third filters, a third both; facets in every answer), client on the same` +
    ` ${os.availableParallelism()}-core machine. Cold: each search new to the answer cache; warm: the same again.` +
    ` Latency in ms.\n`,
);
console.log('engine      guests     seed s  run                    n     p50     p95     p99     max    per s  target');
for (const r of rows) {
  const target = TARGETS[`${r.engine} ${r.guests}`] ?? {};
  for (const [name, s] of Object.entries(r.runsOf)) {
    let verdict = '';
    if (name === 'one client, cold' && target.single)
      verdict = `p95 ≤ ${target.single} ${s.p95 <= target.single ? 'met' : 'MISSED'}`;
    if (name === `${CLIENTS} clients, cold` && target.crowd)
      verdict =
        `p95 ≤ ${target.crowd} ${s.p95 <= target.crowd ? 'met' : 'MISSED'}` +
        (target.perSecond ? `, ≥ ${target.perSecond}/s ${s.perSecond >= target.perSecond ? 'met' : 'MISSED'}` : '');
    console.log(
      `${r.engine.padEnd(11)} ${r.guests.toLocaleString('en').padStart(9)} ${(r.seedMs / 1000).toFixed(1).padStart(7)}  ` +
        `${name.padEnd(18)} ${String(s.n).padStart(5)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)} ${s.perSecond
          .toFixed(0)
          .padStart(7)}  ${verdict}`,
    );
  }
}
console.log('\nCold, by kind of search (p50 / p95 / p99 ms):');
for (const r of rows)
  for (const name of ['one client, cold', `${CLIENTS} clients, cold`]) {
    const parts = Object.entries(r.runsOf[name].byKind).map(
      ([k, s]) => `${k} ${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.p99.toFixed(1)}`,
    );
    console.log(
      `${r.engine.padEnd(11)} ${r.guests.toLocaleString('en').padStart(9)}  ${name.padEnd(18)} ${parts.join('   ')}`,
    );
  }
console.log(`\nThe floor, ${CLIENTS} clients (p50 / p95 ms):`);
for (const r of rows)
  console.log(
    `${r.engine.padEnd(11)} ${r.guests.toLocaleString('en').padStart(9)}  ready ${r.ready.p50.toFixed(1)} / ${r.ready.p95.toFixed(1)}` +
      (r.select1 ? `   SELECT 1 ${r.select1.p50.toFixed(1)} / ${r.select1.p95.toFixed(1)}` : ''),
  );
console.log(
  '\nready = GET /api/v1/health/ready (HTTP + `select 1` in the API); SELECT 1 = through `pg` from this process (PostgreSQL only).',
);
if (rows.some((r) => r.failures)) console.log('Some searches failed: see the messages above.');
if (ANSWERS_FILE) {
  fs.writeFileSync(ANSWERS_FILE, JSON.stringify(Object.fromEntries(answers), null, 1));
  console.log(`The ids each search answered: ${ANSWERS_FILE}`);
}
