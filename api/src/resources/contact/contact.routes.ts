import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_MISSING, contactSchema } from 'mf-shared/validation';
import { contactMessages } from '../../db/schema';
import { validateBody } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { multipartFieldsAsBody } from '../../lib/multipart';

/** How long a challenge may be solved and sent; a solved one is remembered as long. */
const CHALLENGE_TTL_MS = 10 * 60_000;

/** The challenge a captcha payload (base64 JSON from the widget) solved, or null if it is not one. */
function solvedChallenge(captcha: string): string | null {
  try {
    const { challenge } = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as { challenge?: unknown };
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * POST /contact-us behind a self-hosted proof-of-work challenge (ALTCHA): no outside service.
 * Challenges are signed with CAPTCHA_HMAC_KEY, so any instance checks any other's; each solved
 * challenge is accepted once across instances (claimed in the shared rate-limit store).
 */
export default async function contactRoutes(app: FastifyInstance, { hmacKey }: { hmacKey: string }) {
  async function claimCaptcha(captcha: string | undefined): Promise<boolean> {
    if (!captcha || !(await verifySolution(captcha, hmacKey, true))) return false;
    // Keyed by the challenge, not the payload: a re-encoded payload of the same solution is the same claim.
    const challenge = solvedChallenge(captcha);
    return challenge !== null && app.rateLimits.claimOnce(`captcha:${challenge}`, CHALLENGE_TTL_MS);
  }

  app.get(
    '/captcha/challenge',
    { schema: { tags: ['Content'], summary: 'A proof-of-work challenge for the contact form' } },
    async () => createChallenge({ hmacKey, maxNumber: 50_000, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),
  );

  app.post<{ Body: { name: string; email: string; question: string; captcha?: string } }>(
    '/contact-us',
    {
      // The spec sends a form payload: multipart, url-encoded or JSON are all read the same way.
      preValidation: multipartFieldsAsBody,
      preHandler: validateBody(contactSchema),
      schema: { tags: ['Content'], summary: 'Send a message to the team (needs a solved captcha)' },
    },
    async (request) => {
      const { captcha, ...message } = request.body;
      if (!(await claimCaptcha(captcha))) throw new HttpError(422, CAPTCHA_MISSING, { captcha: [CAPTCHA_MISSING] });
      await app.db.insert(contactMessages).values(message);
      return { message: 'Success send form' };
    },
  );
}
