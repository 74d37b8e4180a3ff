// What one abusive account does to everyone else: the outside review's heavy payloads (huge arrays on
// import and search, 4 parallel many-frame GIFs, 5,000-row imports) sent one attack at a time while a
// second client (another account) signs in and reads its guests every 100 ms. Prints that client's
// p50/p95/max during each attack beside its baseline in the same run, on PGlite and on PostgreSQL.
// Targets: p95 under 250 ms and max under 1 s during every attack. A script that prints figures.
//   node bench/abuse.mjs   (PostgreSQL via BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/test:
//                           a database pp_bench_abuse is made there and dropped; BENCH_ENGINES=pglite,postgres;
//                           BENCH_API_DIR: another checkout's api/ to measure, for a before/after)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { startProcess as start, stopAll, stopProcess as stop, waitForHttp as waitFor } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = path.resolve(process.env.BENCH_API_DIR || path.join(ROOT, 'api'));
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',');
const PORT = 24030;
const API = `http://127.0.0.1:${PORT}/api/v1`;
const PASSWORD = 'Demo2026pass';
const TICK_MS = 100;
const TARGET = { p95: 250, max: 1000 };
const PRODUCTION_SECRETS = {
  PUSHER_APP_SECRET: crypto.randomBytes(32).toString('hex'),
  CAPTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
  PAYMENTS_SANDBOX: '1',
};
const DESCRIPTION =
  'Advises central banks and pension funds on climate risk, and explains monetary policy to general audiences on radio.';

/** The review's GIF: `frames` frames of side × side, each a shifted gradient (built once, kept in the temp folder). */
async function manyFrameGif(frames, side) {
  const file = path.join(os.tmpdir(), `pp-bench-abuse-${frames}x${side}.gif`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const frame = side * side * 3;
  const raw = Buffer.alloc(frame * frames);
  for (let f = 0; f < frames; f++)
    for (let y = 0; y < side; y++)
      raw.fill((f * 7 + y) & 0xff, f * frame + y * side * 3, f * frame + (y + 1) * side * 3);
  const gif = await sharp(raw, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .gif({ loop: 0, effort: 1 })
    .toBuffer();
  fs.writeFileSync(file, gif);
  return gif;
}

function importRows(n) {
  return Array.from({ length: n }, (_, i) => ({
    first_name: `Row${i + 1}`,
    last_name: 'Abuse',
    gender: i % 2 ? 'Female' : 'Male',
    title: 'Economist',
    company_name: 'Harbour Research',
    linkedin: `https://www.linkedin.com/in/abuse-${i + 1}`,
    country: [1 + (i % 5)],
    expertise: [1 + (i % 7), 8],
    available: [1],
    languages: [1],
    description: i % 10 === 9 ? 'Too short' : DESCRIPTION,
    rating: 4,
  }));
}

async function request(method, url, { token, json, body, headers = {} } = {}) {
  const started = performance.now();
  const res = await fetch(`${API}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? (typeof json === 'string' ? json : JSON.stringify(json)) : body,
  }).catch((error) => ({ status: `failed (${error.cause?.code ?? error.message})`, text: async () => '' }));
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, text };
}

async function signIn(email) {
  const res = await request('POST', '/auth/login', { json: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.text.slice(0, 200)}`);
  return JSON.parse(res.text).access_token;
}

/**
 * The other user: every 100 ms signs in (argon2 on the thread pool) and reads its guests (the
 * database), one after the other; answers the latencies of both until `stop()`.
 */
function probe(email) {
  let running = true;
  const samples = [];
  const done = (async () => {
    while (running) {
      const tick = performance.now();
      const login = await request('POST', '/auth/login', { json: { email, password: PASSWORD } });
      samples.push({ kind: 'login', ms: login.ms, ok: login.status === 200 });
      const token = login.status === 200 ? JSON.parse(login.text).access_token : null;
      if (token) {
        const read = await request('GET', '/guests?per_page=10', { token });
        samples.push({ kind: 'read', ms: read.ms, ok: read.status === 200 });
      }
      const wait = TICK_MS - (performance.now() - tick);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return samples;
    },
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
function summary(samples) {
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const logins = samples.filter((s) => s.kind === 'login').map((s) => s.ms);
  return {
    n: all.length,
    failed: samples.filter((s) => !s.ok).length,
    p50: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    max: all.at(-1) ?? NaN,
    loginMax: Math.max(...logins),
  };
}

/** Only the attacks whose name holds one of BENCH_ONLY's comma-separated words (the baseline always runs). */
const ONLY = process.env.BENCH_ONLY?.split(',');

/** Runs `attack` while the other user probes; answers the probe's figures and what the attack got. */
async function during(name, attack, otherUser) {
  if (ONLY && !ONLY.some((word) => name.includes(word)) && !name.startsWith('baseline')) return null;
  const p = probe(otherUser);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the probe is under way first
  const started = performance.now();
  const answers = await attack();
  const attackMs = performance.now() - started;
  const figures = summary(await p.stop());
  const statuses = [...new Set(answers.map((a) => a.status))].join('/');
  return { name, attack: `${statuses} in ${(attackMs / 1000).toFixed(1)} s`, ...figures };
}

async function runEngine(engine, env, gifs) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-abuse-'));
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`seeding ${engine} failed`);
  const api = start(
    ['--import', 'tsx', 'src/server.ts'],
    {
      ...env,
      DATA_DIR: dataDir,
      ...PRODUCTION_SECRETS,
      API_PORT: String(PORT),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JOBS_TICK_S: '0',
    },
    API_DIR,
  );
  const results = [];
  try {
    await waitFor(`${API}/health`);
    const expert = await signIn('expert@example.com');
    const journalist = await signIn('journalist@example.com');
    const other = 'expert2@example.com';
    const guests = JSON.parse((await request('GET', '/guests?per_page=1', { token: expert })).text).data;
    const guestId = guests[0].id;
    const upload = (url, field, bytes) => {
      const form = new FormData();
      form.append(field, new Blob([bytes], { type: 'image/gif' }), 'anim.gif');
      return request('POST', url, { token: expert, body: form });
    };

    results.push(await during('baseline (no attack)', () => new Promise((r) => setTimeout(() => r([]), 5000)), other));
    const hugeImport = `{"rows":[${Array(2_790_000).fill('{}').join(',')}]}`;
    results.push(
      await during(
        `/guests/import, 2.79 M {} rows (${(hugeImport.length / 1e6).toFixed(1)} MB)`,
        async () => [await request('POST', '/guests/import', { token: expert, json: hugeImport })],
        other,
      ),
    );
    const hugeSearch = `{"expertise":[${Array(520_000).fill('1').join(',')}]}`;
    results.push(
      await during(
        `/search-guest, expertise of 520 k ids (${(hugeSearch.length / 1e6).toFixed(1)} MB)`,
        async () => [await request('POST', '/search-guest', { token: journalist, json: hugeSearch })],
        other,
      ),
    );
    results.push(
      await during(
        `4 parallel avatars, 1,500-frame GIF 200×200 (${(gifs.long.length / 1e6).toFixed(1)} MB)`,
        () => Promise.all([1, 2, 3, 4].map(() => upload(`/guests/${guestId}/add-avatar`, 'avatar', gifs.long))),
        other,
      ),
    );
    results.push(
      await during(
        '4 parallel gallery images, the same 1,500-frame GIF',
        () => Promise.all([1, 2, 3, 4].map(() => upload(`/guests/image/${guestId}/add`, 'image', gifs.long))),
        other,
      ),
    );
    results.push(
      await during(
        `4 parallel gallery images, 100-frame GIF 200×200 (${(gifs.short.length / 1e6).toFixed(1)} MB)`,
        () => Promise.all([1, 2, 3, 4].map(() => upload(`/guests/image/${guestId}/add`, 'image', gifs.short))),
        other,
      ),
    );
    results.push(
      await during(
        '/contacts/import, 5,000 rows (one in ten bad)',
        async () => [
          await request('POST', '/contacts/import', { token: journalist, json: { rows: importRows(5000) } }),
        ],
        other,
      ),
    );
    results.push(
      await during(
        '/guests/import, 5,000 rows (one in ten bad)',
        async () => [await request('POST', '/guests/import', { token: expert, json: { rows: importRows(5000) } })],
        other,
      ),
    );
  } finally {
    await stop(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results.filter(Boolean).map((r) => ({ engine, ...r }));
}

const all = [];
let pgDatabase = null;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
try {
  console.error('Building the GIFs (cached in the temp folder after the first run)…');
  const gifs = { long: await manyFrameGif(1500, 200), short: await manyFrameGif(100, 200) };
  for (const engine of ENGINES) {
    if (engine === 'pglite') all.push(...(await runEngine('PGlite', {}, gifs)));
    else if (engine === 'postgres') {
      try {
        await admin.connect();
        await admin.query('drop database if exists pp_bench_abuse with (force)');
        await admin.query('create database pp_bench_abuse');
        pgDatabase = 'pp_bench_abuse';
      } catch (error) {
        console.error(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${error.message}): skipped.`);
        continue;
      }
      const u = new URL(PG_ADMIN_URL);
      u.pathname = '/pp_bench_abuse';
      all.push(...(await runEngine('PostgreSQL', { DATABASE_URL: u.toString() }, gifs)));
    }
  }
} finally {
  await stopAll();
  if (pgDatabase) await admin.query(`drop database if exists ${pgDatabase} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
}

const ms = (v) => (Number.isFinite(v) ? Math.round(v).toString() : '-');
console.log(
  `\nThe other user (sign-in + read every ${TICK_MS} ms) during each attack; ${os.availableParallelism()} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(
  `${'engine'.padEnd(11)} ${'attack'.padEnd(66)} ${'attack answer'.padEnd(16)} ${'n'.padStart(4)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'max'.padStart(6)} ${'login max'.padStart(9)}  target`,
);
for (const r of all) {
  const ok = r.p95 < TARGET.p95 && r.max < TARGET.max && r.failed === 0;
  console.log(
    `${r.engine.padEnd(11)} ${r.name.padEnd(66)} ${r.attack.padEnd(16)} ${String(r.n).padStart(4)} ${ms(r.p50).padStart(6)} ${ms(r.p95).padStart(6)} ${ms(r.max).padStart(6)} ${ms(r.loginMax).padStart(9)}  ${ok ? 'met' : `MISSED${r.failed ? ` (${r.failed} failed)` : ''}`}`,
  );
}
