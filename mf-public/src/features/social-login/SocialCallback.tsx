import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrors, homeRoute, ROUTES } from 'mf-shared';
import {
  socialErrorText,
  useCompleteSocialTwoFactor,
  useFinishSocialSignIn,
  useLinkSocialAccount,
  type SocialAnswer,
  type SocialResult,
} from 'mf-shared/entities/social-sign-in';
import { authenticatorCodeSchema, recoveryCodeSchema } from 'mf-shared/validation';
import { fieldErrorsOf, TextField } from '../../lib/forms';

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

/**
 * The page a provider sends the browser back to: signs in, or asks the existing account's password to
 * link, and the authenticator (or a recovery) code of an account with two-factor on (418), as the
 * login dialog does.
 */
export function SocialCallback({ provider }: { provider: 'google' | 'linkedin' }) {
  const navigate = useNavigate();
  const finish = useFinishSocialSignIn();
  const link = useLinkSocialAccount();
  const twoFactor = useCompleteSocialTwoFactor();
  const started = useRef(false);
  // Read once, before the address is cleaned.
  const [result] = useState(() => readResult(provider));
  const [failure, setProblem] = useState<string | null>(null);
  const [pendingLink, setPendingLink] = useState<{ token: string; message: string } | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [challenge, setChallenge] = useState<{ token: string; message: string } | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const name = PROVIDER_NAMES[provider];
  const problem =
    result && 'error' in result ? `${name} did not sign you in${result.error ? `: ${result.error}` : '.'}` : failure;

  /** Signed in, or asked for the second factor. */
  const proceed = (answer: SocialAnswer) => {
    if (answer.kind === 'two-factor') setChallenge({ token: answer.challenge_token, message: answer.message });
    else if (answer.kind === 'session') navigate(homeRoute(answer.user), { replace: true });
  };

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
        else proceed(answer);
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
        onSuccess: proceed,
        onError: (error) => {
          const errors = fieldErrors(error);
          if (errors.link_token) setProblem(errors.link_token);
          else setPasswordError(errors.password ?? socialErrorText(error) ?? 'The password could not be checked.');
        },
      },
    );
  };

  const field = useRecovery ? 'recovery_code' : 'secret';

  const switchCode = () => {
    setUseRecovery(!useRecovery);
    setCode('');
    setCodeError(undefined);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const checked = useRecovery
      ? await fieldErrorsOf(recoveryCodeSchema, { recovery_code: code })
      : await fieldErrorsOf(authenticatorCodeSchema, { secret: code });
    const invalid = checked[field];
    if (invalid) return setCodeError(invalid);
    setCodeError(undefined);
    twoFactor.mutate(
      { challenge_token: challenge!.token, [field]: code.trim() },
      {
        onSuccess: proceed,
        onError: (error) => {
          const errors = fieldErrors(error);
          // Expired, spent or tried too often: the sign-in starts again.
          if (errors.challenge_token) setProblem(errors.challenge_token);
          else setCodeError(errors[field] ?? socialErrorText(error) ?? 'The code could not be checked.');
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
      ) : challenge ? (
        <form onSubmit={submitCode} noValidate>
          <p>{challenge.message}</p>
          <TextField
            key={field}
            name={field}
            label={useRecovery ? 'Recovery code' : 'Code from your authenticator app'}
            autoComplete={useRecovery ? 'off' : 'one-time-code'}
            value={code}
            error={codeError}
            onChange={setCode}
          />
          <button type="button" className="pp-button pp-button--ghost" onClick={switchCode}>
            {useRecovery ? 'Use the authenticator code' : 'Use a recovery code'}
          </button>
          <button type="submit" className="pp-button" disabled={twoFactor.isPending}>
            Confirm
          </button>
        </form>
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
