import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  ACCESS_MESSAGES,
  authStore,
  effectiveStatus,
  homeRoute,
  ROLE,
  ROUTES,
  STATUS,
  useAuth,
  type AccessRule,
} from 'mf-shared';

function Redirect({ to, warning, logout }: { to: string; warning?: string; logout?: boolean }) {
  useEffect(() => {
    if (warning) toast.warning(warning);
    if (logout) authStore.getState().clearSession();
  }, [warning, logout]);
  return <Navigate to={to} replace />;
}

/**
 * The one guard: applies a route's access rule with the messages and redirects of spec
 * section 4. A visitor goes to main; a locked account is logged out.
 */
export function AccessGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const user = useAuth((s) => s.user);
  if (rule.kind === 'public') return <>{children}</>;
  if (!user) return <Redirect to={ROUTES.MAIN} />;
  const status = effectiveStatus(user);
  if (status === STATUS.LOCKED_BY_ADMIN) return <Redirect to={ROUTES.MAIN} warning={ACCESS_MESSAGES[status]} logout />;
  if (rule.roles && !rule.roles.includes(user.role)) {
    const which = rule.roles.includes(ROLE.EXPERT) ? 'experts' : 'journalists';
    return <Redirect to={homeRoute(user)} warning={`This page is for ${which}.`} />;
  }
  if (!rule.statuses.includes(status)) return <Redirect to={homeRoute(user)} warning={ACCESS_MESSAGES[status]} />;
  return <>{children}</>;
}
