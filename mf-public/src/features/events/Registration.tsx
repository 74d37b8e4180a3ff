import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  authStore,
  currentPage,
  discussNowStep,
  formatDate,
  LOGIN_REASONS,
  ROLE,
  saySuccess,
  useAuth,
} from 'mf-shared';
import {
  useAskEventQuestion,
  useEventItem,
  useEventQuestions,
  useRegisterForEvent,
  type EventDetails,
} from 'mf-shared/entities/event';
import { fieldErrors } from 'mf-shared';
import { EMBARGO_ACK_REQUIRED } from 'mf-shared/validation';
import { TextField } from '../../lib/forms';
import './events.css';

/** Questions in advance: a registrant writes one and sees the ones they sent. */
function Questions({ id }: { id: number }) {
  const questions = useEventQuestions(id);
  const ask = useAskEventQuestion();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      saySuccess(await ask.mutateAsync({ id, question: text }));
      setText('');
    } catch (failure) {
      // The API client has said what went wrong; the field keeps the text and its own message.
      setError(fieldErrors(failure).question ?? null);
    }
  };
  return (
    <section aria-label="Questions in advance">
      <h3>Questions in advance</h3>
      <form onSubmit={send} className="briefing-form" noValidate>
        <TextField
          name="question"
          label="Your question for the experts"
          value={text}
          rows={3}
          error={error ?? undefined}
          onChange={setText}
        />
        <button type="submit" className="pp-button" disabled={ask.isPending || !text.trim()}>
          Send question
        </button>
      </form>
      {questions.data && questions.data.length > 0 && (
        <ul>
          {questions.data.map((q) => (
            <li key={q.id}>
              {q.question} <small>({formatDate(q.created_at, 'dateTime')})</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 'Register' on a briefing (issue 16): a visitor is asked to sign in as a Journalist, a journalist
 * awaiting approval is told why not, an approved journalist registers, acknowledging the embargo
 * when there is one; a registrant sees their registration and sends questions in advance.
 */
export function Registration({ event }: { event: EventDetails }) {
  const user = useAuth((s) => s.user);
  const mine = useEventItem(event.id, { enabled: user?.role === ROLE.JOURNALIST });
  const register = useRegisterForEvent();
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (user && user.role !== ROLE.JOURNALIST) return null;

  const registration = mine.data?.registration;
  // As the server found it when the page was read: an embargo that has lifted asks for nothing.
  const embargoed = event.embargoed;
  if (registration) {
    return (
      <section aria-label="Registration" className="briefing-registration">
        <h2>Registration</h2>
        <p role="status">
          You are registered since {formatDate(registration.registered_at, 'dateTime')}. The invitation is in your
          mailbox.
        </p>
        <Questions id={event.id} />
      </section>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const step = discussNowStep(authStore.getState().user);
    if (step.kind === 'sign-in')
      return authStore.getState().openLogin('journalist', { reason: LOGIN_REASONS.EVENT, returnTo: currentPage() });
    if (step.kind === 'refused') return void toast.warning(step.message);
    if (embargoed && !acknowledged) return setError(EMBARGO_ACK_REQUIRED);
    try {
      saySuccess(await register.mutateAsync({ id: event.id, embargo_acknowledged: acknowledged }));
    } catch (failure) {
      setError(fieldErrors(failure).embargo_acknowledged ?? null);
    }
  };
  return (
    <section aria-label="Registration" className="briefing-registration">
      <h2>Registration</h2>
      <form onSubmit={submit} className="briefing-form" noValidate>
        {embargoed && user && (
          <label className="form-field briefing-form__check">
            <input
              type="checkbox"
              checked={acknowledged}
              onChange={(e) => setAcknowledged(e.target.checked)}
              aria-invalid={!!error}
            />{' '}
            I acknowledge the embargo: nothing from this briefing is published before{' '}
            {formatDate(event.embargo_until, 'dateTime')}.
          </label>
        )}
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="pp-button" disabled={register.isPending}>
          Register
        </button>
      </form>
    </section>
  );
}
