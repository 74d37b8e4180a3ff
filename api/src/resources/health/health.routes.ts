import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { status: { type: 'string' }, uptime: { type: 'number' } },
                required: ['status', 'uptime'],
              },
            },
            required: ['data'],
          },
        },
      },
    },
    async () => ({ data: { status: 'ok', uptime: process.uptime() } }),
  );
}
