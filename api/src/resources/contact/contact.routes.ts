import type { FastifyInstance } from 'fastify';
import { contactSchema } from 'mf-shared/validation';
import { multipartFieldsAsBody } from '../../lib/multipart';
import { errorsOf, messageSchema, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { contactService } from './contact.service';

/** An ALTCHA challenge, as the widget reads it. */
const challengeSchema = {
  type: 'object',
  required: ['algorithm', 'challenge', 'salt', 'signature'],
  properties: {
    algorithm: { type: 'string' },
    challenge: { type: 'string' },
    maxnumber: { type: 'integer' },
    salt: { type: 'string' },
    signature: { type: 'string' },
  },
  additionalProperties: false,
} as const;

const doc = routeDocs({ tags: ['Content'], errors: errorsOf(422, 429) });

/** POST /contact-us behind a proof-of-work captcha (see contact.service). */
export default async function contactRoutes(instance: FastifyInstance, { hmacKey }: { hmacKey: string }) {
  const app = typedRoutes(instance);
  const contact = contactService(app.db, { hmacKey, rateLimits: app.rateLimits });

  app.get(
    '/captcha/challenge',
    { schema: doc('A proof-of-work challenge for the contact form', { response: { 200: challengeSchema } }) },
    async () => contact.challenge(),
  );

  app.post<{ Body: { name: string; email: string; question: string; captcha?: string } }>(
    '/contact-us',
    {
      // The spec sends a form payload: multipart, url-encoded or JSON are all read the same way.
      preValidation: multipartFieldsAsBody,
      preHandler: validateBody(contactSchema),
      schema: doc('Send a message to the team (needs a solved captcha)', {
        body: contactSchema,
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        response: { 200: messageSchema },
      }),
    },
    async (request) => {
      await contact.send(request.body);
      return { message: 'Success send form' };
    },
  );
}
