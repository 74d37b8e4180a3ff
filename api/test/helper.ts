import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer } from '../src/buildServer';
import { loadSettings, type Settings } from '../src/config/settings';
import type { DatabaseHandle } from '../src/db/database';
import { openTestDatabase, type Fixture } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The settings the app was built with (its generated secrets too). */
  settings: Settings;
}

/** The same app the server runs, quiet, on a private test database, for `inject` calls. */
export async function buildTestApp(
  options: {
    fixture?: Fixture;
    settings?: Record<string, string>;
    extend?: (app: FastifyInstance) => void | Promise<void>;
    /** false: `inject` answers without waiting for the work a request left in the background. */
    awaitBackground?: boolean;
    /** A database opened by the test (its own limits, a proxy in front); closed with the app. */
    database?: DatabaseHandle;
    /** Receives the app's log lines (set `settings.LOG_LEVEL` to a level other than silent). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  // Uploads go to a private directory, never the developer's data dir.
  const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'presspoint-test-'));
  const settings = loadSettings({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR, ...options.settings });
  const database = options.database ?? (await openTestDatabase(options.fixture));
  const app = await buildServer(settings, { database, logStream: options.logStream });
  app.addHook('onClose', async () => rmSync(DATA_DIR, { recursive: true, force: true }));
  if (options.extend) await options.extend(app);
  await app.ready();
  if (options.awaitBackground !== false) settleBackgroundAfterInject(app);
  return { app, database, settings };
}

/**
 * A test reads what a request did right after it (a mail the API sends after answering): by
 * default each `inject` also waits for the background tasks it started.
 */
function settleBackgroundAfterInject(app: FastifyInstance) {
  const inject = app.inject.bind(app);
  app.inject = (async (options: InjectOptions | string) => {
    const response = await inject(options);
    await app.background.settled();
    return response;
  }) as FastifyInstance['inject'];
}

/**
 * A second API instance on the same database as `first` (its secrets too), as behind a load
 * balancer. Close it before `first`: `first` closes the database.
 */
export async function buildSecondTestApp(
  first: TestApp,
  options: { settings?: Record<string, string> } = {},
): Promise<TestApp> {
  const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'presspoint-test-'));
  const settings = { ...first.settings, DATA_DIR, ...options.settings } as Settings;
  const database: DatabaseHandle = { ...first.database, close: async () => {} };
  const app = await buildServer(settings, { database });
  app.addHook('onClose', async () => rmSync(DATA_DIR, { recursive: true, force: true }));
  await app.ready();
  settleBackgroundAfterInject(app);
  return { app, database, settings };
}

const DEMO_ACCOUNTS = { journalist: 'journalist@example.com', expert: 'expert@example.com' } as const;

/**
 * A test file's app on the demo data, with the named demo accounts signed in (their bearer
 * headers): `before(async () => ({ t, journalist } = await demoApp('journalist')))`.
 */
export async function demoApp<const Name extends keyof typeof DEMO_ACCOUNTS>(
  ...names: Name[]
): Promise<{ t: TestApp } & Record<Name, Record<string, string>>> {
  const t = await buildTestApp({ fixture: 'demo' });
  const headers = {} as Record<Name, Record<string, string>>;
  for (const name of names) headers[name] = await signIn(t.app, DEMO_ACCOUNTS[name]);
  return { t, ...headers };
}

/** Signs in through the API and returns the bearer header. */
export async function signIn(app: FastifyInstance, email: string, password = 'Demo2026pass') {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token as string}` };
}

/** Signs a staff member in (the demo staff: `support@`, `moderator@`, `owner@example.com`) and returns the bearer header. */
export async function staffSignIn(app: FastifyInstance, email: string, password = 'Demo2026pass', code?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/auth/login',
    payload: { email, password, ...(code ? { code } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.access_token as string}` };
}
