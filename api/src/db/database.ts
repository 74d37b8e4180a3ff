import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Applies the SQL migrations in api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data dir as a gzipped tarball, to restore with `loadDataDir`. */
  dump?: () => Promise<File | Blob>;
}

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'drizzle');

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined keeps the database in memory; loadDataDir restores a dump. */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool error', error));
    await pool.query('select 1');
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
