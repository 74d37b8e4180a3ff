import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from '../config/settings';
import { openDatabase, type DatabaseHandle } from './database';
import { ensureReferenceData } from './reference';

/** The database the settings name: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function connectFromSettings(
  settings: Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  if (settings.DATABASE_URL) return openDatabase({ engine: 'postgres', url: settings.DATABASE_URL });
  const dataDir = path.join(settings.DATA_DIR, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  return openDatabase({ engine: 'pglite', dataDir });
}

/** Brings a database up to date: pending migrations, then the reference data every installation needs. */
export async function bringUpToDate(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await ensureReferenceData(handle.db);
}
