// Test databases on both engines, prepared once per jest run (globalSetup) and cloned per suite:
// PGlite from a dumped data dir (about 0.5 s), PostgreSQL from a template database (about 0.1 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bringUpToDate } from '../src/db/connect';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { seedDemoData } from '../src/db/seed';

/** `reference`: migrated, with lookups. `demo`: also the demo data. */
export type Fixture = 'reference' | 'demo';
export const FIXTURES: Fixture[] = ['reference', 'demo'];

const RUN_DIR_ENV = 'PRESSPOINT_TEST_RUN_DIR';
/** Named after the run, so two runs on one server (a developer's and CI's) never share templates. */
const templateName = (fixture: Fixture) =>
  `pp_test_template_${path.basename(process.env[RUN_DIR_ENV]!).replace(/\W/g, '_').toLowerCase()}_${fixture}`;

export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

function adminUrl(database = 'test'): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: adminUrl(new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1)),
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function fill(handle: DatabaseHandle, fixture: Fixture) {
  await bringUpToDate(handle);
  if (fixture === 'demo') await seedDemoData(handle.db);
}

/** globalSetup: PGlite snapshots always; PostgreSQL templates when TEST_DATABASE_URL is set. */
export async function prepareTestDatabases(): Promise<void> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'presspoint-api-tests-'));
  process.env[RUN_DIR_ENV] = runDir;
  // The PostgreSQL templates are filled while PGlite's snapshots are made (another process works).
  await Promise.all([preparePglite(runDir), process.env.TEST_DATABASE_URL ? preparePostgres() : undefined]);
}

async function preparePglite(runDir: string) {
  for (const fixture of FIXTURES) {
    const handle = await openDatabase({ engine: 'pglite' });
    await fill(handle, fixture);
    const dump = await dumpPglite(handle);
    fs.writeFileSync(path.join(runDir, `${fixture}.tar.gz`), dump);
    await handle.close();
  }
}

async function preparePostgres() {
  for (const fixture of FIXTURES) {
    const name = templateName(fixture);
    await withAdmin((c) => c.query(`create database ${name}`));
    const handle = await openDatabase({ engine: 'postgres', url: adminUrl(name), poolSize: 2 });
    await fill(handle, fixture);
    await handle.close();
  }
}

async function dumpPglite(handle: DatabaseHandle): Promise<Buffer> {
  const file = await handle.dump!();
  return Buffer.from(await file.arrayBuffer());
}

export async function cleanUpTestDatabases(): Promise<void> {
  const runDir = process.env[RUN_DIR_ENV];
  if (!runDir) return;
  if (process.env.TEST_DATABASE_URL)
    await withAdmin(async (c) => {
      for (const fixture of FIXTURES) await c.query(`drop database if exists ${templateName(fixture)} with (force)`);
    });
  fs.rmSync(runDir, { recursive: true, force: true });
}

let counter = 0;

/** A PostgreSQL database of this test file's own, dropped when closed. */
async function privatePostgres(template?: string): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresTestDatabase(template);
  const handle = await openDatabase({ engine: 'postgres', url, poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A new PostgreSQL test database (a copy of the fixture's template) that the test opens itself,
 * for example through a proxy or with its own timeouts: its URL, and `drop` for the end.
 */
export async function createPostgresTestDatabase(
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `pp_test_${process.pid}_${Date.now()}_${counter++}`;
  await withAdmin((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: adminUrl(name),
    name,
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** The template database a fixture's PostgreSQL copies are made from. */
export const postgresTemplateOf = (fixture: Fixture) => templateName(fixture);

/** A private database for one test file, on the engine under test, already filled. */
export async function openTestDatabase(fixture: Fixture = 'reference'): Promise<DatabaseHandle> {
  if (testEngine() === 'postgres') return privatePostgres(templateName(fixture));
  const file = path.join(process.env[RUN_DIR_ENV]!, `${fixture}.tar.gz`);
  return openDatabase({ engine: 'pglite', loadDataDir: new Blob([fs.readFileSync(file)]) });
}

/** An empty database (no migrations yet), for migration tests. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  return testEngine() === 'postgres' ? privatePostgres() : openDatabase({ engine: 'pglite' });
}
