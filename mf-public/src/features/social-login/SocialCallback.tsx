import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrors, homeRoute, ROUTES } from 'mf-shared';
import {
  socialErrorText,
  useFinishSocialSignIn,
  useLinkSocialAccount,
  type SocialResult,
} from 'mf-shared/entities/social-sign-in';
import { TextField } from '../../lib/forms';

const PROVIDER_NAMES = { google: 'Google', linkedin: 'LinkedIn' } as const;

/** What the provider put in the address: its answer, or the error it reports. */
function readResult(provider: 'google' | 'linkedin'): SocialResult | { error: string } | null {
  // Rendered ahead on the server: the answer is only in the browser's address (a fragment never leaves it).
  if (typeof window === 'undefined') return null;
  if (provider === 'google') {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get('id_token');
    return token ? { provider, token } : { error: fragment.get('error_description') ?? fragment.get('error') ?? '' };
  }
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) return { error: query.get('error_description') ?? query.get('error') ?? '' };
  return { provider, code, state, iss: query.get('iss') ?? undefined };
}

/** The page a provider sends the browser back to: signs in, or asks the existing account's password to link. */
export function SocialCallback({ provider }: { provider: 'google' | 'linkedin' }) {
  const navigate = useNavigate();
  const finish = useFinishSocialSignIn();
  const link = useLinkSocialAccount();
  const started = useRef(false);
  // Read once, before the address is cleaned.
  const [result] = useState(() => readResult(provider));
  const [failure, setProblem] = useState<string | null>(null);
  const [pendingLink, setPendingLink] = useState<{ token: string; message: string } | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const name = PROVIDER_NAMES[provider];
  const problem =
    result && 'error' in result ? `${name} did not sign you in${result.error ? `: ${result.error}` : '.'}` : failure;

  useEffect(() => {
    // Once per page load, though effects may run twice: a code and a nonce are good once.
    if (started.current) return;
    started.current = true;
    // The token or code must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    if (!result || 'error' in result) return;
    finish.mutate(result, {
      onSuccess: (answer) => {
        if (answer.kind === 'link') setPendingLink({ token: answer.link_token, message: answer.message });
        else navigate(homeRoute(answer.user), { replace: true });
      },
      onError: (error) => setProblem(socialErrorText(error) ?? `${name} sign-in failed. Please try again.`),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError('This field is required');
    link.mutate(
      { link_token: pendingLink!.token, password },
      {
        onSuccess: ({ user }) => navigate(homeRoute(user), { replace: true }),
        onError: (error) => {
          const errors = fieldErrors(error);
          if (errors.link_token) setProblem(errors.link_token);
          else setPasswordError(errors.password ?? socialErrorText(error) ?? 'The password could not be checked.');
        },
      },
    );
  };

  return (
    <section className="plain-form">
      <h1>Sign in with {name}</h1>
      {problem ? (
        <>
          <p role="alert" className="form-error">
            {problem}
          </p>
          <Link to={`${ROUTES.LOGIN}`} className="pp-button">
            Try again
          </Link>
        </>
      ) : pendingLink ? (
        <form onSubmit={submitLink} noValidate>
          <p>{pendingLink.message}</p>
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={setPassword}
          />
          <button type="submit" className="pp-button" disabled={link.isPending}>
            Link and sign in
          </button>
        </form>
      ) : (
        <p aria-busy="true">Signing you in…</p>
      )}
    </section>
  );
}
