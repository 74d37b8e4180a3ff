// Database faults on a real PostgreSQL server: the app answers 503 (with Retry-After) while the
// database is unreachable or holds a lock too long, and recovers without a restart.
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { expect } from '../../test/expect';
import { createPostgresTestDatabase, postgresTemplateOf, testEngine } from '../../test/databases';
import { buildTestApp, type TestApp } from '../../test/helper';
import { TEMPORARILY_UNAVAILABLE } from '../plugins/errors';
import { openDatabase } from './database';

const onPostgres = testEngine() === 'postgres';
const LOCK_TIMEOUT_MS = 300;

/** A TCP proxy in front of PostgreSQL that can cut every connection and refuse new ones. */
async function startCuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let blocked = false;
  const server = net.createServer((client) => {
    if (blocked) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    block() {
      blocked = true;
      for (const socket of sockets) socket.destroy();
    },
    unblock() {
      blocked = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The FAQ is read from the database on every request (reference lists such as /countries are served from memory).
const faq = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/v1/faq' });
const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });

describe('an unreachable PostgreSQL', { skip: !onPostgres && 'PostgreSQL only' }, () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let drop: () => Promise<void>;

  before(async () => {
    const created = await createPostgresTestDatabase(postgresTemplateOf('reference'));
    drop = created.drop;
    proxy = await startCuttableProxy(new URL(created.url));
    const database = await openDatabase({ engine: 'postgres', url: proxy.url, poolSize: 2, connectTimeoutMs: 1_000 });
    t = await buildTestApp({ database });
  });
  after(async () => {
    await t?.app.close();
    await proxy?.close();
    await drop?.();
  });

  it('answers 503 with Retry-After while cut off, and 200 again once back, without a restart', async () => {
    expect((await faq(t)).statusCode).toBe(200);

    proxy.block();
    const down = await faq(t);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ message: TEMPORARILY_UNAVAILABLE });
    const notReady = await ready(t);
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['retry-after']).toBeDefined();
    // The process itself is fine: liveness and the old health check still answer.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);

    proxy.unblock();
    expect((await faq(t)).statusCode).toBe(200);
    const back = await ready(t);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });
});

describe('a lock held by another client', { skip: !onPostgres && 'PostgreSQL only' }, () => {
  let t: TestApp;
  let url: string;
  let drop: () => Promise<void>;

  before(async () => {
    const created = await createPostgresTestDatabase(postgresTemplateOf('reference'));
    ({ url, drop } = created);
    const database = await openDatabase({ engine: 'postgres', url, poolSize: 2, lockTimeoutMs: LOCK_TIMEOUT_MS });
    t = await buildTestApp({ database });
  });
  after(async () => {
    await t?.app.close();
    await drop?.();
  });

  it('makes a read give up after the lock timeout (503), and the app answers once it is released', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table faq_entries in access exclusive mode');
      const started = Date.now();
      const res = await faq(t);
      const waited = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(waited).toBeLessThan(LOCK_TIMEOUT_MS + 1_500);
      await holder.query('rollback');
      expect((await faq(t)).statusCode).toBe(200);
    } finally {
      await holder.end();
    }
  });
});

describe('a PostgreSQL that comes up while the API starts', { skip: !onPostgres && 'PostgreSQL only' }, () => {
  it('is waited for (with backoff) and used once it answers', async () => {
    const created = await createPostgresTestDatabase(postgresTemplateOf('reference'));
    const proxy = await startCuttableProxy(new URL(created.url));
    try {
      proxy.block();
      // The database "comes up" 1.5 s into a wait of up to 20 s.
      setTimeout(() => proxy.unblock(), 1_500);
      const started = Date.now();
      const database = await openDatabase({
        engine: 'postgres',
        url: proxy.url,
        poolSize: 2,
        connectTimeoutMs: 1_000,
        startupWaitMs: 20_000,
      });
      try {
        expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
        const answer = (await database.db.execute('select 1 as one')) as unknown as { rows: { one: number }[] };
        expect(answer.rows[0]).toEqual({ one: 1 });
      } finally {
        await database.close();
      }
    } finally {
      await proxy.close();
      await created.drop();
    }
  });
});
