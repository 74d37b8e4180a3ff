import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { CAPTCHA_MISSING, contactSchema } from 'mf-shared/validation';
import { contactMessages } from '../../db/schema';
import { validateBody } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';

/**
 * POST /contact-us behind a self-hosted proof-of-work challenge (ALTCHA): no outside service. Each
 * solved challenge is accepted once and for 10 minutes.
 */
export default async function contactRoutes(app: FastifyInstance) {
  const hmacKey = randomBytes(32).toString('hex');
  const used = new Map<string, number>();

  app.get(
    '/captcha/challenge',
    { schema: { tags: ['Content'], summary: 'A proof-of-work challenge for the contact form' } },
    async () => createChallenge({ hmacKey, maxNumber: 50_000, expires: new Date(Date.now() + 10 * 60_000) }),
  );

  app.post<{ Body: { name: string; email: string; question: string; captcha?: string } }>(
    '/contact-us',
    {
      preHandler: validateBody(contactSchema),
      schema: { tags: ['Content'], summary: 'Send a message to the team (needs a solved captcha)' },
    },
    async (request) => {
      const { captcha, ...message } = request.body;
      const now = Date.now();
      for (const [key, at] of used) if (now - at > 10 * 60_000) used.delete(key);
      if (!captcha || used.has(captcha) || !(await verifySolution(captcha, hmacKey, true)))
        throw new HttpError(422, CAPTCHA_MISSING, { captcha: [CAPTCHA_MISSING] });
      used.set(captcha, now);
      await app.db.insert(contactMessages).values(message);
      return { message: 'Success send form' };
    },
  );
}
