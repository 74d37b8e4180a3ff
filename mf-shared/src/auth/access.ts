import { ROLE, STATUS, type Role, type Status } from '../constants/roles';
import { ROUTES } from '../constants/routes';
import { ACCESS_MESSAGES } from '../constants/messages';
import type { User } from './types';

/** WILL_BE_DELETED is never stored: it is derived from date_deleting (spec section 4). */
export function effectiveStatus(user: Pick<User, 'status' | 'date_deleting'>): Status {
  if (user.date_deleting) return STATUS.WILL_BE_DELETED;
  return user.status;
}

/**
 * Whether the signed-in user's own status admits the workspace's data (the API's one status guard
 * refuses everyone else). Reads only such a user asks for: a waiting, unpaid or leaving user gets 403
 * there. A team member's owner is the API's to check; a 403 then stays quiet.
 */
export function isActiveUser(user: Pick<User, 'status' | 'date_deleting'> | null): boolean {
  return user !== null && effectiveStatus(user) === STATUS.SIMPLE_USER;
}

export function personalInfoRoute(role: Role): string {
  return role === ROLE.EXPERT ? ROUTES.EXPERT_PERSONAL_INFO : ROUTES.JOURNALIST_PERSONAL_INFO;
}

/**
 * Where a user lands after login, by status and role (spec section 4).
 * The spec sends "otherwise" to personal info; an approved user (SIMPLE_USER) lands on
 * their workspace instead: the journalist dashboard, or the expert's guests.
 */
export function homeRoute(user: User | null): string {
  if (!user) return ROUTES.MAIN;
  switch (effectiveStatus(user)) {
    case STATUS.SIMPLE_USER:
      return user.role === ROLE.EXPERT ? ROUTES.GUESTS : ROUTES.DASHBOARD;
    case STATUS.MUST_ADD_GUEST:
      return ROUTES.REG_AS_EXPERT2;
    case STATUS.MUST_PAY:
      return ROUTES.REG_AS_EXPERT3;
    case STATUS.PAYMENT_IN_PROCESS:
      return ROUTES.EXPERT_PAYMENT;
    case STATUS.LOCKED_BY_ADMIN:
      return ROUTES.MAIN;
    default:
      return personalInfoRoute(user.role);
  }
}

/** What "Discuss now" on a guest does for this user (spec section 6). */
export type DiscussNowStep = { kind: 'sign-in' } | { kind: 'refused'; message: string } | { kind: 'request' };

export const ONLY_JOURNALISTS_INTERVIEW = 'Only journalist can create interviews';

export function discussNowStep(user: User | null): DiscussNowStep {
  if (!user) return { kind: 'sign-in' };
  if (user.role !== ROLE.JOURNALIST) return { kind: 'refused', message: ONLY_JOURNALISTS_INTERVIEW };
  const status = effectiveStatus(user);
  if (status !== STATUS.SIMPLE_USER)
    return { kind: 'refused', message: ACCESS_MESSAGES[status] ?? ACCESS_MESSAGES[STATUS.WAIT_FOR_APPROVING]! };
  return { kind: 'request' };
}
