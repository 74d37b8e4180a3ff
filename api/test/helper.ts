import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/buildServer';
import { loadSettings } from '../src/config/settings';
import type { DatabaseHandle } from '../src/db/database';
import { openTestDatabase, type Fixture } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** The same app the server runs, quiet, on a private test database, for `inject` calls. */
export async function buildTestApp(
  options: {
    fixture?: Fixture;
    settings?: Record<string, string>;
    extend?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  // Uploads go to a private directory, never the developer's data dir.
  const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'presspoint-test-'));
  const settings = loadSettings({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR, ...options.settings });
  const database = await openTestDatabase(options.fixture);
  const app = await buildServer(settings, { database });
  app.addHook('onClose', async () => rmSync(DATA_DIR, { recursive: true, force: true }));
  if (options.extend) await options.extend(app);
  await app.ready();
  return { app, database };
}

/** Signs in through the API and returns the bearer header. */
export async function signIn(app: FastifyInstance, email: string, password = 'Demo2026pass') {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token as string}` };
}
