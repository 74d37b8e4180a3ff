import { useEffect, useState, type FormEvent } from 'react';
import { fieldErrors, ROLE, startRealtime, stopRealtime, useAuth } from 'mf-shared';
import { signInAlone, signOutAlone } from './session';

const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  background: '#f5f7fb',
  borderBottom: '1px solid #dfe3ea',
  fontSize: 14,
} as const;

function messageOf(error: unknown): string {
  const status = (error as { response?: { status?: number; data?: { message?: string } } })?.response;
  const fields = Object.values(fieldErrors(error));
  if (fields.length) return fields.join(' ');
  return status?.data?.message ?? 'Sign-in failed: is the API running, and does it accept this origin (CORS_ORIGINS)?';
}

/**
 * The standalone runner's minimal sign-in: email and password (and the authenticator code when
 * the account asks for one) posted to the API, the token kept in the one auth store, the user
 * shown with a Sign out. Enough to work on a workspace's pages without the shell.
 */
export function SignInBar({ app }: { app: string }) {
  const user = useAuth((s) => s.user);
  const token = useAuth((s) => s.accessToken);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // As in the shell: the page's one realtime connection follows the session.
  const userId = user?.id;
  useEffect(() => {
    if (userId && token) startRealtime(token, userId);
    else stopRealtime();
  }, [userId, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await signInAlone({ email, password, ...(secret !== null && { secret }) });
      setPassword('');
      setSecret(null);
    } catch (failure) {
      const status = (failure as { response?: { status?: number } })?.response?.status;
      if (status === 418) setSecret('');
      else setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };

  if (user) {
    return (
      <div style={bar} data-testid="standalone-session">
        <strong>{app}, running alone</strong>
        <span>
          Signed in as {user.email} ({user.role === ROLE.EXPERT ? 'expert' : 'journalist'})
        </span>
        <button type="button" onClick={() => void signOutAlone()}>
          Sign out
        </button>
      </div>
    );
  }
  return (
    <form style={bar} onSubmit={submit} aria-label="Sign in" data-testid="standalone-session">
      <strong>{app}, running alone</strong>
      <label>
        Email{' '}
        <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password{' '}
        <input
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {secret !== null && (
        <label>
          Authenticator code{' '}
          <input
            inputMode="numeric"
            maxLength={6}
            required
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        </label>
      )}
      <button type="submit" disabled={sending}>
        Sign in
      </button>
      {error && (
        <span role="alert" style={{ color: '#d93025' }}>
          {error}
        </span>
      )}
    </form>
  );
}
