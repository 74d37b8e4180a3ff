import type { FastifyRequest } from 'fastify';
import { effectiveStatus, ONLY_JOURNALISTS_INTERVIEW } from 'mf-shared/access';
import { ACCESS_MESSAGES } from 'mf-shared/messages';
import { ROLE, STATUS, type Role, type Status } from 'mf-shared/roles';
import type { AccountState } from '../plugins/authenticate';
import { HttpError } from '../plugins/errors';

type StatusOf = Parameters<typeof effectiveStatus>[0];

/**
 * The section-4 status that decides what a user may do: their own, and then the account they act
 * for (a team member acts for the owner's: a locked, unpaid or leaving owner stops the team too).
 */
export function accessStatus(
  user: Pick<AccountState, 'status' | 'date_deleting'>,
  account: Pick<AccountState, 'status' | 'date_deleting'> | null | undefined,
): Status {
  const own = effectiveStatus(user as StatusOf);
  if (own !== STATUS.SIMPLE_USER || !account) return own;
  return effectiveStatus(account as StatusOf);
}

/** 403 with the section-4 message (the one the owner gets) unless the request's account is active. */
function refuseInactive(request: FastifyRequest) {
  const status = accessStatus(request.user!, request.actingAccount);
  if (status !== STATUS.SIMPLE_USER)
    throw new HttpError(403, ACCESS_MESSAGES[status as keyof typeof ACCESS_MESSAGES] ?? 'Forbidden');
}

/**
 * A preHandler (after `app.authenticate`) for the features of one role that need an approved,
 * paid-up account: the wrong role gets `roleMessage`, any other status its section-4 message.
 * The server's half of the one guard; the shell's AccessGuard is the other.
 */
export function requireActive(role: Role, roleMessage: string) {
  return async (request: FastifyRequest) => {
    if (request.user!.role !== role) throw new HttpError(403, roleMessage);
    refuseInactive(request);
  };
}

/** Either role, approved and paid up (a team member: the owner's account too); section 4's message otherwise. */
export async function activeUser(request: FastifyRequest) {
  refuseInactive(request);
}

/** Interview requests (spec section 6: an expert gets 'Only journalist can create interviews'). */
export const activeJournalist = requireActive(ROLE.JOURNALIST, ONLY_JOURNALISTS_INTERVIEW);

/** The object, or 404 with `message`: what is missing and what is someone else's answer the same. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new HttpError(404, message);
  return value;
}
