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
  options: { fixture?: Fixture; extend?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<TestApp> {
  const settings = loadSettings({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const database = await openTestDatabase(options.fixture);
  const app = await buildServer(settings, { database });
  if (options.extend) await options.extend(app);
  await app.ready();
  return { app, database };
}
