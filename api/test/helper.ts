import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/buildServer';
import { loadSettings } from '../src/config/settings';

/** The same app the server runs, quiet, for `inject` calls. */
export async function buildTestApp(extend?: (app: FastifyInstance) => void | Promise<void>) {
  const settings = loadSettings({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildServer(settings);
  if (extend) await extend(app);
  await app.ready();
  return app;
}
