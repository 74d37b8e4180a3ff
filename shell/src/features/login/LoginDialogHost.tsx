import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authStore, useAuth } from 'mf-shared';
import { lazyFramePart } from '../resilience/FramePart';

// antd and the forms (login, authenticator, forgot password) load only when someone opens the
// dialog, keeping the first page light; should they not load, a Retry shows instead.
const LoginDialog = lazyFramePart(
  'The login form',
  () => import(/* webpackChunkName: "frame-login" */ './LoginDialog'),
  'dialog',
);

/** Any page with ?login=true opens the login dialog as Journalist when logged out, and closes it when logged in. */
function useLoginQuery() {
  const [params, setParams] = useSearchParams();
  const signedIn = useAuth((s) => s.user !== null);
  useEffect(() => {
    if (params.get('login') !== 'true') return;
    if (signedIn) authStore.getState().closeLogin();
    else authStore.getState().openLogin('journalist');
    params.delete('login');
    setParams(params, { replace: true });
  }, [params, setParams, signedIn]);
}

export function LoginDialogHost() {
  useLoginQuery();
  const open = useAuth((s) => s.loginOpen);
  if (!open) return null;
  return <LoginDialog onClose={() => authStore.getState().closeLogin()} />;
}
