import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/schemas';

/** The signed-in user (spec section 3), read at data.data. */
export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    role: { type: 'integer', description: 'expert 0, journalist 1' },
    status: { type: 'integer', description: 'section 4; 9 when date_deleting is set' },
    date_deleting: { type: ['string', 'null'] },
    twofa_status: { type: 'boolean' },
    avatar: { type: ['string', 'null'] },
    email: { type: 'string' },
    title: { type: ['string', 'null'] },
    company_name: { type: ['string', 'null'] },
    work_phone: { type: ['string', 'null'] },
    linkedin: { type: ['string', 'null'] },
    profile: {
      type: 'object',
      properties: {
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        company_name: { type: ['string', 'null'] },
      },
    },
  },
} as const;

export default async function profileRoutes(app: FastifyInstance) {
  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: {
          200: { type: 'object', required: ['data'], properties: { data: userSchema } },
          401: errorResponses[401],
        },
      },
    },
    async (request) => {
      const u = request.user!;
      return {
        data: {
          ...u,
          status: u.date_deleting ? 9 : u.status,
          profile: { first_name: u.first_name, last_name: u.last_name, company_name: u.company_name },
        },
      };
    },
  );
}
