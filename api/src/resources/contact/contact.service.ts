import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { CAPTCHA_MISSING } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import type { RateLimitStore } from '../../lib/throttle';
import { HttpError } from '../../plugins/errors';
import { contactRepository } from './contact.repository';

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
 * The contact form behind a self-hosted proof-of-work challenge (ALTCHA): no outside service.
 * Challenges are signed with CAPTCHA_HMAC_KEY, so any instance checks any other's; each solved
 * challenge is accepted once across instances (claimed in the shared rate-limit store).
 */
export function contactService(db: Database, deps: { hmacKey: string; rateLimits: RateLimitStore }) {
  const messages = contactRepository(db);

  async function claimCaptcha(captcha: string | undefined): Promise<boolean> {
    if (!captcha || !(await verifySolution(captcha, deps.hmacKey, true))) return false;
    // Keyed by the challenge, not the payload: a re-encoded payload of the same solution is the same claim.
    const challenge = solvedChallenge(captcha);
    return challenge !== null && deps.rateLimits.claimOnce(`captcha:${challenge}`, CHALLENGE_TTL_MS);
  }

  return {
    challenge: () =>
      createChallenge({ hmacKey: deps.hmacKey, maxNumber: 50_000, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),

    async send({ captcha, ...message }: { name: string; email: string; question: string; captcha?: string }) {
      if (!(await claimCaptcha(captcha))) throw new HttpError(422, CAPTCHA_MISSING, { captcha: [CAPTCHA_MISSING] });
      await messages.insert(message);
    },
  };
}
