import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  authStore,
  effectiveStatus,
  homeRoute,
  ROUTES,
  STATUS,
  useRealtimeEvent,
  type Status,
  type User,
} from 'mf-shared';
import { signOutLocked } from '../../lib/lockedAccount';

/**
 * Where the API pushes an account's changes (approved, rejected: locked, locked, unlocked, deletion
 * scheduled or cancelled): the account channel, `private-account.{id}` on the wire (laravel-echo
 * adds the `private-`), as `App\Events\AccountStatusEvent` with `{ status, date_deleting }`. The one
 * channel an account that may not use the product yet (waiting, unpaid, leaving) may hear.
 */
export const accountStatusChannel = (userId: number) => `account.${userId}`;
export const ACCOUNT_STATUS_EVENT = 'AccountStatusEvent';

export interface AccountStatusPush {
  /** As section 4 reads it: 9 while a deletion date is set. */
  status: Status;
  date_deleting: string | null;
}

const STATUSES = new Set<unknown>(Object.values(STATUS));

/** The push, or null when it is not one (whatever arrives on a socket is checked before it is used). */
export function readAccountStatus(payload: unknown): AccountStatusPush | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { status, date_deleting } = payload as Record<string, unknown>;
  if (!STATUSES.has(status)) return null;
  if (date_deleting !== null && (typeof date_deleting !== 'string' || Number.isNaN(Date.parse(date_deleting))))
    return null;
  // The API says WILL_BE_DELETED exactly while a deletion date is set; anything else is not its word.
  if ((status === STATUS.WILL_BE_DELETED) !== (date_deleting !== null)) return null;
  return { status: status as Status, date_deleting };
}

/** What the person is told when their account moves (our words, in the tone of section 4). */
export const ACCOUNT_STATUS_MESSAGES = {
  APPROVED: 'Your account is approved.',
  DELETION_SCHEDULED: 'Your account is scheduled for deletion. You can restore it from your profile.',
  RESTORED: 'Your account is restored.',
} as const;

function tell(before: Status, after: Status) {
  if (before === STATUS.WAIT_FOR_APPROVING && after !== STATUS.WAIT_FOR_APPROVING)
    toast.success(ACCOUNT_STATUS_MESSAGES.APPROVED);
  else if (after === STATUS.WILL_BE_DELETED) toast.info(ACCOUNT_STATUS_MESSAGES.DELETION_SCHEDULED);
  else if (before === STATUS.WILL_BE_DELETED) toast.success(ACCOUNT_STATUS_MESSAGES.RESTORED);
}

/**
 * While a user is signed in, their page follows their account's status live: the auth store takes
 * the new status and deletion date, so the guard and the landing rules (section 4) apply at once.
 * Someone on the page their old status parked them on (a journalist waiting for approval on
 * personal info) moves on to their new home; a page the new status does not admit is left by its
 * guard. A locked account is signed out as the guard does it, with its message, and sent to main.
 */
export function useLiveAccountStatus(userId: number | null): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useRealtimeEvent<unknown>(userId ? accountStatusChannel(userId) : null, ACCOUNT_STATUS_EVENT, (payload) => {
    const push = readAccountStatus(payload);
    const { user, setUser } = authStore.getState();
    if (!push || !user || user.id !== userId) return;
    if (push.status === STATUS.LOCKED_BY_ADMIN) {
      signOutLocked();
      void navigate(ROUTES.MAIN, { replace: true });
      return;
    }
    if (user.status === push.status && user.date_deleting === push.date_deleting) return;
    const updated: User = { ...user, status: push.status, date_deleting: push.date_deleting };
    const [before, after] = [effectiveStatus(user), effectiveStatus(updated)];
    const [oldHome, newHome] = [homeRoute(user), homeRoute(updated)];
    setUser(updated);
    if (before !== after) tell(before, after);
    if (pathname === oldHome && newHome !== oldHome) void navigate(newHome, { replace: true });
  });
}
