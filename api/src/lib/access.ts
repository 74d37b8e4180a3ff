import type { FastifyRequest } from 'fastify';
import { effectiveStatus, ONLY_JOURNALISTS_INTERVIEW } from 'mf-shared/access';
import { ACCESS_MESSAGES } from 'mf-shared/messages';
import { ROLE, STATUS, type Role } from 'mf-shared/roles';
import { HttpError } from '../plugins/errors';

/**
 * A preHandler (after `app.authenticate`) for the features of one role that need an approved,
 * paid-up account: the wrong role gets `roleMessage`, any other status its section-4 message.
 * The server's half of the one guard; the shell's AccessGuard is the other.
 */
export function requireActive(role: Role, roleMessage: string) {
  return async (request: FastifyRequest) => {
    const me = request.user!;
    if (me.role !== role) throw new HttpError(403, roleMessage);
    const status = effectiveStatus(me as Parameters<typeof effectiveStatus>[0]);
    if (status !== STATUS.SIMPLE_USER)
      throw new HttpError(403, ACCESS_MESSAGES[status as keyof typeof ACCESS_MESSAGES] ?? 'Forbidden');
  };
}

/** Interview requests (spec section 6: an expert gets 'Only journalist can create interviews'). */
export const activeJournalist = requireActive(ROLE.JOURNALIST, ONLY_JOURNALISTS_INTERVIEW);

/** The object, or 404 with `message`: what is missing and what is someone else's answer the same. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new HttpError(404, message);
  return value;
}
