// Time to import 5,000 CSV rows (as the import kit sends them: guest-form rows with lookup ids),
// one row in ten bad, through POST /guests/import (an expert) and POST /contacts/import (a
// journalist), on PGlite and on PostgreSQL. A script that prints figures, not a test.
//   node bench/import.mjs   (BENCH_ROWS=5000; PostgreSQL via BENCH_DATABASE_URL, default
//                            postgres://root@127.0.0.1:5432/test)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startProcess as start, stopAll, stopProcess as stop, waitForHttp as waitFor } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.env.BENCH_ROWS || 5000);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const API = 'http://127.0.0.1:24010/api/v1';
const PRODUCTION_SECRETS = {
  PUSHER_APP_SECRET: crypto.randomBytes(32).toString('hex'),
  CAPTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
  // No Stripe here: production takes the sandbox only when asked.
  PAYMENTS_SANDBOX: '1',
};
const DESCRIPTION =
  'Advises central banks and pension funds on climate risk, and explains monetary policy to general audiences on radio.';

function rows() {
  return Array.from({ length: ROWS }, (_, i) => ({
    first_name: `Row${i + 1}`,
    last_name: 'Bench',
    gender: i % 2 ? 'Female' : 'Male',
    title: 'Economist',
    company_name: 'Harbour Research',
    linkedin: `https://www.linkedin.com/in/bench-${i + 1}`,
    country: [1 + (i % 5)],
    expertise: [1 + (i % 7), 8],
    available: [1],
    languages: [1],
    // One row in ten is refused: a description too short.
    description: i % 10 === 9 ? 'Too short' : DESCRIPTION,
    rating: 4,
  }));
}

async function signIn(email) {
  const res = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo2026pass' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

async function timeImport(url, token) {
  const body = JSON.stringify({ rows: rows() });
  const started = performance.now();
  const res = await fetch(`${API}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const { data } = await res.json();
  return { url, ms, imported: data.imported, errors: data.errors.length, mb: body.length / 1e6 };
}

const results = [];
try {
  const engines = [{ engine: 'PGlite', env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-import-')) } }];
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
    await admin.query('drop database if exists pp_bench_import with (force)');
    await admin.query('create database pp_bench_import');
    const u = new URL(PG_ADMIN_URL);
    u.pathname = '/pp_bench_import';
    engines.push({ engine: 'PostgreSQL', env: { DATABASE_URL: u.toString() } });
  } catch (error) {
    console.error(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${error.message}): measuring PGlite only.`);
  } finally {
    await admin.end().catch(() => {});
  }

  for (const { engine, env } of engines) {
    const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-import-'));
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], {
      cwd: path.join(ROOT, 'api'),
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
        API_PORT: '24010',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      path.join(ROOT, 'api'),
    );
    await waitFor(`${API}/health`);
    results.push({ engine, ...(await timeImport('/guests/import', await signIn('expert@example.com'))) });
    results.push({ engine, ...(await timeImport('/contacts/import', await signIn('journalist@example.com'))) });
    await stop(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  await stopAll();
}

console.log(`\n${ROWS} rows a request (one in ten bad), ${os.availableParallelism()} cores\n`);
console.log('engine       endpoint            body MB   imported  errors   time ms');
for (const r of results) {
  console.log(
    `${r.engine.padEnd(12)} ${r.url.padEnd(18)} ${r.mb.toFixed(1).padStart(8)} ${String(r.imported).padStart(10)} ${String(r.errors).padStart(7)} ${r.ms.toFixed(0).padStart(9)}`,
  );
}
