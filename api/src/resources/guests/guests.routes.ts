import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/schemas';
import { HttpError } from '../../plugins/errors';
import { guestsRepository } from './guests.repository';

const idParam = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };

/**
 * Guests. GET /guests/{id}: the detailed profile, for signed-in users only (spec section 6:
 * "Detailed guest info opens for signed-in users, otherwise a sign-in prompt"). The expert's
 * guest management (create, media, import) extends this resource.
 */
export default async function guestRoutes(app: FastifyInstance) {
  const repo = guestsRepository(app.db);

  app.get<{ Params: { id: number } }>(
    '/guests/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Guests'],
        summary: 'A guest’s detailed profile',
        security: [{ bearer: [] }],
        params: idParam,
        response: { 401: errorResponses[401], 404: errorResponses[404] },
      },
    },
    async (request) => {
      const guest = await repo.detail(request.params.id, request.user!.id);
      if (!guest) throw new HttpError(404, 'Guest not found');
      return { data: guest };
    },
  );
}
