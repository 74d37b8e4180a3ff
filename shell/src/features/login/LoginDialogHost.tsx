import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { authStore, ROUTES, useAuth } from 'mf-shared';
import { lazyFramePart } from '../resilience/FramePart';

// antd and the forms (login, authenticator, forgot password) load only when someone opens the
// dialog, keeping the first page light; should they not load, a Retry shows instead.
const LoginDialog = lazyFramePart(
  'The login form',
  () => import(/* webpackChunkName: "frame-login" */ './LoginDialog'),
  'dialog',
);

/**
 * Any page with ?login=true opens the login dialog as Journalist when logged out, and closes it when
 * logged in. Signing in leads back to that page, or home from the main page (the mails' sign-in link).
 */
function useLoginQuery() {
  const [params, setParams] = useSearchParams();
  const { pathname, hash } = useLocation();
  const signedIn = useAuth((s) => s.user !== null);
  useEffect(() => {
    if (params.get('login') !== 'true') return;
    params.delete('login');
    if (signedIn) authStore.getState().closeLogin();
    else {
      const rest = params.toString();
      const returnTo = pathname === ROUTES.MAIN ? undefined : `${pathname}${rest ? `?${rest}` : ''}${hash}`;
      authStore.getState().openLogin('journalist', { returnTo });
    }
    setParams(params, { replace: true });
  }, [params, setParams, signedIn, pathname, hash]);
}

export function LoginDialogHost() {
  useLoginQuery();
  const open = useAuth((s) => s.loginOpen);
  if (!open) return null;
  return <LoginDialog onClose={() => authStore.getState().closeLogin()} />;
}
