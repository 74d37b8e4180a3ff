import { useMutation } from '@tanstack/react-query';
import { api } from 'mf-shared';
import type { ApiAnswer } from 'mf-shared/contract';

/** GET /captcha/challenge: a proof-of-work challenge. */
type Challenge = ApiAnswer<'/captcha/challenge'>;

/** The self-hosted challenge: the browser finds a number by proof of work; no outside service. */
async function solveCaptcha(): Promise<string> {
  const { data: c } = await api.get<Challenge>('/captcha/challenge');
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('Captcha not solved');
  return btoa(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    }),
  );
}

/** A challenge is single-use: asked for and solved as an action, never cached. */
export const useSolveCaptcha = () => useMutation({ mutationFn: solveCaptcha });

export interface ContactMessage {
  name: string;
  email: string;
  question: string;
  captcha: string;
}

/** POST /contact-us (spec section 5); it changes nothing the app shows, so nothing to invalidate. */
export const useSendContactMessage = () =>
  useMutation({ mutationFn: (message: ContactMessage) => api.post('/contact-us', message).then(() => undefined) });
