import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import app from './app';
import type { Settings } from './config/settings';

export async function buildServer(settings: Settings, options: FastifyServerOptions = {}) {
  const server = Fastify({
    logger: { level: settings.LOG_LEVEL },
    // Without this a body with __proto__ could poison objects the services build.
    onProtoPoisoning: 'remove',
    ...options,
  });
  // Not encapsulated: the error handler and hooks of `app` cover every route of the server.
  await server.register(fp(app), { settings });
  return server;
}
