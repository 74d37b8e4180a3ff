import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/schemas';
import { toUserDto, userSchema } from './user.dto';

export default async function profileRoutes(app: FastifyInstance) {
  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Auth'],
        summary: 'The signed-in user, read at data.data',
        security: [{ bearer: [] }],
        response: {
          200: { type: 'object', required: ['data'], properties: { data: userSchema } },
          401: errorResponses[401],
        },
      },
    },
    async (request) => ({ data: toUserDto(request.user!) }),
  );
}
