import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { databaseErrorSummary, isDatabaseUnavailable } from './faults';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Applies the SQL migrations in api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's figures now (for /metrics). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the data dir as a gzipped tarball, to restore with `loadDataDir`. */
  dump?: () => Promise<File | Blob>;
}

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'drizzle');

/** How long the database may take before a statement, a lock wait or a connection gives up. */
export interface DatabaseTimeouts {
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  connectTimeoutMs?: number;
}

export type DatabaseOptions =
  | ({
      engine: 'postgres';
      url: string;
      poolSize?: number;
      /** How long opening waits, with backoff, for an unreachable server (0: one try). */
      startupWaitMs?: number;
    } & DatabaseTimeouts)
  /** dataDir undefined keeps the database in memory; loadDataDir restores a dump. */
  | ({ engine: 'pglite'; dataDir?: string; loadDataDir?: Blob | File } & DatabaseTimeouts);

/** The defaults of the settings of the same names (DB_STATEMENT_TIMEOUT_MS, …). */
export const DEFAULT_TIMEOUTS: Required<DatabaseTimeouts> = {
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 3_000,
  connectTimeoutMs: 5_000,
};

/** Where a URL points, for messages: host and port, never the user or password. */
export function describeServer(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname || 'localhost'}:${port || '5432'}`;
  } catch {
    return 'the configured server';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `select 1` until it works. Only "unreachable" errors are retried (refused, reset,
 * starting up), with backoff from 250 ms to 5 s, until `waitMs` has passed; then it fails with a
 * message naming the server (host and port) and the last reason.
 */
export async function waitForDatabase(pool: pg.Pool, url: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (!isDatabaseUnavailable(error) || left <= 0) {
        const reason = databaseErrorSummary(error)?.code ?? (error as Error).message;
        const waited = waitMs > 0 ? ` within ${Math.round(waitMs / 1000)} s` : '';
        throw new Error(
          `Cannot reach the PostgreSQL database at ${describeServer(url)}${waited} (${reason}). ` +
            'Check DATABASE_URL and that the server is running.',
          { cause: error },
        );
      }
      await sleep(Math.min(delay, left));
    }
  }
}

function openPool(options: Extract<DatabaseOptions, { engine: 'postgres' }>): pg.Pool {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(options) };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A dead or overloaded server answers within these instead of holding requests for minutes.
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    lock_timeout: timeouts.lockTimeoutMs,
    // A transaction left open (a bug, a crashed request) must not hold its locks for ever.
    idle_in_transaction_session_timeout: timeouts.statementTimeoutMs * 2,
    keepAlive: true,
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error', databaseErrorSummary(error) ?? error.message));
  return pool;
}

function definedOnly(timeouts: DatabaseTimeouts): DatabaseTimeouts {
  return Object.fromEntries(Object.entries(timeouts).filter(([, v]) => typeof v === 'number')) as DatabaseTimeouts;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') {
    const pool = openPool(options);
    try {
      await waitForDatabase(pool, options.url, options.startupWaitMs ?? 0);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      pool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  // pg_trgm and unaccent serve the directory's search (migration 0002 creates them): PGlite
  // ships them as contrib modules that must be loaded on every open.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  // No timeouts here: one process owns PGlite, so no other session holds its locks, and PGlite
  // accepts `SET statement_timeout` but does not enforce it (measured: pg_sleep(1) ran 1,001 ms at 100).
  const db = drizzlePglite(client, { schema });
  ONE_CONNECTION.add(db);
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

/** Databases that run one statement at a time for the whole process (PGlite). */
const ONE_CONNECTION = new WeakSet<object>();

/**
 * Whether every query of the process waits for the one running (PGlite): long writes then take
 * turns with other users' requests. On PostgreSQL each request has its own connection.
 */
export const sharesOneConnection = (db: Database): boolean => ONE_CONNECTION.has(db);

/** Raw rows of `db.execute` (a statement written in SQL), on either engine. */
export async function rowsOf<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** A transaction on the database: repositories take it where they take the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository runs its queries on: the database or a transaction. */
export type Executor = Database | Transaction;
