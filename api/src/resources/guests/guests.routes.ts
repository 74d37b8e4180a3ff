import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../../lib/routeDoc';
import {
  dataSchema,
  errorResponses,
  idParams,
  namedSchema,
  nullableTextSchema as nullableText,
  textSchema as text,
} from '../../lib/schemas';
import { guestsService } from './guests.service';

const named = { type: 'array', items: namedSchema } as const;

/** A guest’s full profile (spec section 3) as GET /guests/{id} answers it. */
export const guestDetailSchema = {
  type: 'object',
  required: ['id', 'guest_id', 'first_name', 'last_name', 'title', 'expert', 'images', 'videos'],
  properties: {
    id: { type: 'integer' },
    guest_id: { type: 'integer' },
    first_name: text,
    last_name: text,
    gender: text,
    title: text,
    company_name: text,
    linkedin: text,
    description: text,
    rating: { type: 'number', description: '0.5 to 5 in half steps' },
    avatar: nullableText,
    last_date_trained: nullableText,
    is_company_logo_visible: { type: 'boolean' },
    guest_company_logo: { ...nullableText, description: 'Only when the expert shows it' },
    is_company_description_visible: { type: 'boolean' },
    guest_company_description: { ...nullableText, description: 'Only when the expert shows it' },
    manager_company_description: nullableText,
    manager_company_logo: nullableText,
    is_draft: { type: 'boolean' },
    is_private: { type: 'boolean', description: 'A journalist’s private contact, seen by its journalist only' },
    headline: nullableText,
    expert: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: text } },
    country: named,
    expertise: named,
    available: named,
    languages: named,
    images: {
      type: 'array',
      items: { type: 'object', required: ['id', 'image'], properties: { id: { type: 'integer' }, image: text } },
    },
    videos: {
      type: 'array',
      items: { type: 'object', required: ['id', 'url'], properties: { id: { type: 'integer' }, url: text } },
    },
    video: { ...nullableText, description: 'The first video’s URL' },
  },
} as const;

const doc = routeDocs({
  tags: ['Guests'],
  secured: true,
  errors: { 401: errorResponses[401], 404: errorResponses[404] },
});

/**
 * Guests. GET /guests/{id}: the detailed profile, for signed-in users only (spec section 6:
 * "Detailed guest info opens for signed-in users, otherwise a sign-in prompt"). The expert's
 * guest management (create, media, import) extends this resource.
 */
export default async function guestRoutes(app: FastifyInstance) {
  const guests = guestsService(app.db);

  app.get<{ Params: { id: number } }>(
    '/guests/:id',
    {
      preHandler: app.authenticate,
      schema: doc('A guest’s detailed profile', { params: idParams, response: { 200: dataSchema(guestDetailSchema) } }),
    },
    async (request) => ({ data: await guests.detail(request.params.id, request.user!.id) }),
  );
}
