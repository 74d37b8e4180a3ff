// Requests per second for API lookups on PGlite and on PostgreSQL, beside a bare node:http
// hello-world measured in the same run, and the ratios. A script that prints figures, not a test.
//   node bench/api.mjs          (BENCH_SECONDS=10, BENCH_CONNECTIONS=50; PostgreSQL via
//                                BENCH_DATABASE_URL, default postgres://root@127.0.0.1:5432/test)
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startProcess as start, stopAll, stopProcess as stop, waitForHttp as waitFor } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const ENDPOINTS = ['/api/v1/mediums', '/api/v1/countries'];
// Production refuses to start without its secrets: this run makes its own.
const PRODUCTION_SECRETS = {
  PUSHER_APP_SECRET: crypto.randomBytes(32).toString('hex'),
  CAPTCHA_HMAC_KEY: crypto.randomBytes(32).toString('hex'),
  // No Stripe here: production takes the sandbox only when asked.
  PAYMENTS_SANDBOX: '1',
};

function measure(url) {
  // autocannon's sockets and timers do not hold the process open; this does, until it is done.
  const keepAlive = setInterval(() => {}, 1000);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      clearInterval(keepAlive);
      if (error) return reject(error);
      if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

const rows = [];
try {
  const hello = start(['-e', "require('node:http').createServer((q, s) => s.end('hello')).listen(24001, '127.0.0.1')"]);
  await waitFor('http://127.0.0.1:24001/');
  const bare = await measure('http://127.0.0.1:24001/');
  rows.push({ engine: 'node:http', url: 'hello world', ...bare });
  await stop(hello);

  const pgBenchDb = 'pp_bench';
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  let pgUrl = null;
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${pgBenchDb} with (force)`);
    await admin.query(`create database ${pgBenchDb}`);
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${pgBenchDb}`;
    pgUrl = u.toString();
  } catch (error) {
    console.error(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${error.message}): measuring PGlite only.`);
  } finally {
    await admin.end().catch(() => {});
  }

  const engines = [
    { engine: 'PGlite', env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-')) } },
    ...(pgUrl ? [{ engine: 'PostgreSQL', env: { DATABASE_URL: pgUrl } }] : []),
  ];
  for (const { engine, env } of engines) {
    const api = start(
      ['--import', 'tsx', 'src/server.ts'],
      { ...env, ...PRODUCTION_SECRETS, API_PORT: '24000', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      path.join(ROOT, 'api'),
    );
    await waitFor('http://127.0.0.1:24000/api/v1/health');
    for (const endpoint of ENDPOINTS)
      rows.push({ engine, url: endpoint, ...(await measure(`http://127.0.0.1:24000${endpoint}`)) });
    await stop(api);
    if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
} finally {
  await stopAll();
}

const base = rows[0].rps;
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s each, client on the same ${os.availableParallelism()}-core machine\n`,
);
console.log('engine        endpoint                 req/s    p50 ms  p99 ms  vs node:http');
for (const r of rows) {
  console.log(
    `${r.engine.padEnd(13)} ${r.url.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)}  ${(r.rps / base).toFixed(3).padStart(10)}`,
  );
}
