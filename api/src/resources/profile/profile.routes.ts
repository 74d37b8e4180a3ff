import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../../lib/routeDoc';
import { dataSchema, errorResponses } from '../../lib/schemas';
import { toUserDto, userSchema } from './user.dto';

const doc = routeDocs({ tags: ['Auth'], secured: true, errors: { 401: errorResponses[401] } });

export default async function profileRoutes(app: FastifyInstance) {
  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: doc('The signed-in user, read at data.data', { response: { 200: dataSchema(userSchema) } }),
    },
    async (request) => ({ data: toUserDto(request.user!) }),
  );
}
