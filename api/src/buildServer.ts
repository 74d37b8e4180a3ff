import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import app from './app';
import type { Settings } from './config/settings';
import { bringUpToDate, connectFromSettings } from './db/connect';
import type { DatabaseHandle } from './db/database';

/**
 * The API server. Without a database handle it opens the one the settings name and brings it up
 * to date (migrations and reference data run on every start).
 */
export async function buildServer(
  settings: Settings,
  options: FastifyServerOptions & { database?: DatabaseHandle; adminToken?: string } = {},
) {
  const { database: given, adminToken, ...fastifyOptions } = options;
  let database = given;
  if (!database) {
    database = await connectFromSettings(settings);
    await bringUpToDate(database);
  }
  const server = Fastify({
    logger: { level: settings.LOG_LEVEL },
    // Without this a body with __proto__ could poison objects the services build.
    onProtoPoisoning: 'remove',
    // allErrors: a form gets every field's error at once, not only the first.
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: true } },
    ...fastifyOptions,
  });
  // Not encapsulated: the error handler and hooks of `app` cover every route of the server.
  await server.register(fp(app), { settings, database, adminToken });
  return server;
}
