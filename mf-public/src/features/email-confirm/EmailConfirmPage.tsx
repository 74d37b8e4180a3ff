import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fieldErrors, ROUTES, useAuth } from 'mf-shared';
import { useConfirmEmail } from './api/confirm-email';

/**
 * The link mailed to a new sign-in address: opening it makes the change and says what happened. It
 * works in any browser, signed in or not.
 */
export default function EmailConfirmPage() {
  const { token = '' } = useParams();
  const signedIn = useAuth((s) => Boolean(s.user));
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    // Once per page load, though effects may run twice: the link is good once.
    if (started.current) return;
    started.current = true;
    confirm.mutate(token);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failure = confirm.isError
    ? (fieldErrors(confirm.error).token ??
      fieldErrors(confirm.error).email ??
      'The email change could not be confirmed. Please try again.')
    : null;

  return (
    <section className="plain-form">
      <h1>Confirm your sign-in email</h1>
      {confirm.isSuccess ? (
        <>
          <p role="status">Your sign-in email is now {confirm.data}.</p>
          {!signedIn && (
            <Link to={ROUTES.LOGIN} className="pp-button">
              Sign in
            </Link>
          )}
        </>
      ) : failure ? (
        <p role="alert" className="form-error">
          {failure}
        </p>
      ) : (
        <p aria-busy="true">Confirming…</p>
      )}
    </section>
  );
}
