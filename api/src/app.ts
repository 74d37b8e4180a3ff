import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Settings } from './config/settings';
import errors from './plugins/errors';
import healthRoutes from './routes/health';

export interface AppOptions {
  settings: Settings;
}

/** The whole API as a Fastify plugin: the server and the tests build the same thing. */
export default async function app(fastify: FastifyInstance, { settings }: AppOptions) {
  await fastify.register(cors, {
    origin: settings.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    credentials: false,
  });
  await fastify.register(errors);
  await fastify.register(
    async (v1) => {
      await v1.register(healthRoutes);
    },
    { prefix: '/api/v1' },
  );
}
