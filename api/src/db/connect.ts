import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Settings } from '../config/settings';
import { openDatabase, type DatabaseHandle, type DatabaseTimeouts } from './database';
import { ensureReferenceData } from './reference';

type DatabaseSettings = Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'> &
  Partial<
    Pick<
      Settings,
      'DB_STATEMENT_TIMEOUT_MS' | 'DB_LOCK_TIMEOUT_MS' | 'DB_CONNECT_TIMEOUT_MS' | 'DB_POOL_SIZE' | 'DB_STARTUP_WAIT_S'
    >
  >;

/** The database limits the settings name (unset ones keep openDatabase's defaults). */
export function timeoutsFromSettings(settings: DatabaseSettings): DatabaseTimeouts {
  return {
    statementTimeoutMs: settings.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: settings.DB_LOCK_TIMEOUT_MS,
    connectTimeoutMs: settings.DB_CONNECT_TIMEOUT_MS,
  };
}

/**
 * The database the settings name: PostgreSQL when DATABASE_URL is set (waiting up to
 * DB_STARTUP_WAIT_S for it to answer), else PGlite in DATA_DIR.
 */
export async function connectFromSettings(settings: DatabaseSettings): Promise<DatabaseHandle> {
  const timeouts = timeoutsFromSettings(settings);
  if (settings.DATABASE_URL) {
    return openDatabase({
      engine: 'postgres',
      url: settings.DATABASE_URL,
      poolSize: settings.DB_POOL_SIZE,
      startupWaitMs: (settings.DB_STARTUP_WAIT_S ?? 60) * 1000,
      ...timeouts,
    });
  }
  const dataDir = path.join(settings.DATA_DIR, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  return openDatabase({ engine: 'pglite', dataDir, ...timeouts });
}

/** The tables the directory's search plans read: their statistics decide its join orders and index choices. */
const DIRECTORY_TABLES = [
  'guests',
  'guest_search_filters',
  'guest_search_documents',
  'guest_expertises',
  'guest_countries',
  'guest_regions',
  'guest_languages',
  'expertises',
  'users',
];

/**
 * Fresh statistics for the directory's tables and their GIN indexes' pending lists merged. PGlite has no autovacuum, so without this its planner guesses from table sizes alone
 * and can pick a scan of every guest for a search that needs a few; on PostgreSQL it spares the wait for
 * autovacuum after a bulk load (the seeder). A GIN index takes new entries into an unsorted pending list that every search
 * reads in full until (auto)vacuum merges it: after the seeder's bulk load, the filter rows' indexes
 * held all 100,000 guests there, and one GIN search cost 6 ms before reading any row (issue 28).
 * The log of changed filter rows is cleared.
 */
export async function analyzeDirectory(handle: Pick<DatabaseHandle, 'db'>): Promise<void> {
  await handle.db.execute(
    sql.raw(`SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE a.amname = 'gin' AND i.indrelid IN (${DIRECTORY_TABLES.map((t) => `'${t}'::regclass`).join(', ')})`),
  );
  // The log of changed filter rows (migration 0024) after a bulk load holds every guest: an API process
  // loads every row again rather than read it, so it is emptied (a process behind it reloads), its space too.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw('TRUNCATE directory_changes'));
    await tx.execute(sql.raw('UPDATE directory_version SET changes_from = version'));
  });
  await handle.db.execute(sql.raw(`ANALYZE ${DIRECTORY_TABLES.join(', ')}`));
}

/**
 * Brings a database up to date: pending migrations, then the reference data every installation needs;
 * on PGlite, statistics for the directory too (issue 28: it has no autovacuum to keep them).
 */
export async function bringUpToDate(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await ensureReferenceData(handle.db);
  if (handle.engine === 'pglite') await analyzeDirectory(handle);
}
