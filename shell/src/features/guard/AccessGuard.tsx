import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import {
  ACCESS_MESSAGES,
  authStore,
  LOGIN_REASONS,
  effectiveStatus,
  homeRoute,
  ROLE,
  ROUTES,
  STATUS,
  useAuth,
  type AccessRule,
} from 'mf-shared';
import { signOutLocked } from '../../lib/lockedAccount';

function Redirect({ to, warning, locked }: { to: string; warning?: string; locked?: boolean }) {
  useEffect(() => {
    if (locked) signOutLocked();
    else if (warning) toast.warning(warning);
  }, [warning, locked]);
  return <Navigate to={to} replace />;
}

/** A visitor on a deep link: main page, with the login dialog saying why and leading back to the link. */
function SignInFirst({ rule }: { rule: Extract<AccessRule, { kind: 'signed-in' }> }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const as = rule.roles?.length === 1 && rule.roles[0] === ROLE.EXPERT ? 'expert' : 'journalist';
    authStore.getState().openLogin(as, { reason: LOGIN_REASONS.PAGE, returnTo: `${pathname}${search}${hash}` });
  }, [rule, pathname, search, hash]);
  return <Navigate to={ROUTES.MAIN} replace />;
}

/**
 * The one guard: applies a route's access rule with the messages and redirects of spec
 * section 4. A visitor goes to main (asked to sign in, and led back once signed in); a locked
 * account is logged out.
 */
export function AccessGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const user = useAuth((s) => s.user);
  // Only someone who arrived signed out is asked to sign in; one who just logged out is not.
  const [arrivedSignedOut] = useState(user === null);
  // A status that changed while here (a step done: guest added, payment made) moves the person on
  // to their next page without a warning; one they arrived with is warned about (spec section 4).
  const [arrivedWith] = useState(user ? effectiveStatus(user) : null);
  if (rule.kind === 'public') return <>{children}</>;
  if (!user) return arrivedSignedOut ? <SignInFirst rule={rule} /> : <Redirect to={ROUTES.MAIN} />;
  const status = effectiveStatus(user);
  if (status === STATUS.LOCKED_BY_ADMIN) return <Redirect to={ROUTES.MAIN} locked />;
  if (rule.roles && !rule.roles.includes(user.role)) {
    const which = rule.roles.includes(ROLE.EXPERT) ? 'experts' : 'journalists';
    return <Redirect to={homeRoute(user)} warning={`This page is for ${which}.`} />;
  }
  if (!rule.statuses.includes(status))
    return <Redirect to={homeRoute(user)} warning={status === arrivedWith ? ACCESS_MESSAGES[status] : undefined} />;
  return <>{children}</>;
}
