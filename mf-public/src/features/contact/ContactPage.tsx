import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api, fieldErrors } from 'mf-shared';
import { usePageMeta } from '../../lib/useApi';
import '../password-recovery/password-recovery.css';

const CAPTCHA_MISSING = 'Please verify the reCAPTCHA!';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The self-hosted challenge: the browser finds a number by proof of work; no outside service. */
async function solveCaptcha(): Promise<string> {
  const { data: c } = await api.get<Challenge>('/captcha/challenge');
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('Captcha not solved');
  return btoa(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    }),
  );
}

/** /contacts: name, email and a question of under 510 characters, behind the captcha (spec section 5). */
export default function ContactPage() {
  usePageMeta('Contact us', 'Ask the PressPoint team about finding experts, plans or your account.');
  const [values, setValues] = useState({ name: '', email: '', question: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [solving, setSolving] = useState(false);
  const [sending, setSending] = useState(false);

  const verify = async () => {
    setSolving(true);
    try {
      setCaptcha(await solveCaptcha());
      setErrors((e) => ({ ...e, captcha: '' }));
    } finally {
      setSolving(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.name.trim()) local.name = 'This field is required';
    if (!values.email.trim()) local.email = 'This field is required';
    if (!values.question.trim()) local.question = 'This field is required';
    else if (values.question.length >= 510) local.question = 'Must be less than 510 characters';
    if (!captcha) local.captcha = CAPTCHA_MISSING;
    setErrors(local);
    if (Object.keys(local).length) {
      if (local.captcha) toast.error(CAPTCHA_MISSING);
      return;
    }
    setSending(true);
    try {
      await api.post('/contact-us', { ...values, captcha });
      toast.success('Form is sent successfully');
      setValues({ name: '', email: '', question: '' });
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setCaptcha(null); // a solution counts once
      setSending(false);
    }
  };

  const input = (name: 'name' | 'email', label: string, type = 'text') => (
    <label className="recovery__field">
      <span>{label}</span>
      <input
        name={name}
        type={type}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
      {errors[name] && <small role="alert">{errors[name]}</small>}
    </label>
  );

  return (
    <section className="recovery" style={{ maxWidth: 560 }}>
      <h1>Contact us</h1>
      <p>Questions about finding experts, plans or your account? We answer within one working day.</p>
      <form onSubmit={submit} noValidate>
        {input('name', 'Name')}
        {input('email', 'Email', 'email')}
        <label className="recovery__field">
          <span>Question</span>
          <textarea
            name="question"
            rows={5}
            value={values.question}
            aria-invalid={Boolean(errors.question)}
            onChange={(e) => setValues({ ...values, question: e.target.value })}
            style={{
              padding: 12,
              border: '1px solid var(--color-border)',
              borderRadius: 8,
              font: '16px var(--font-family)',
            }}
          />
          <small style={{ color: 'var(--color-text-muted)' }}>
            {509 - values.question.length} characters remaining
          </small>
          {errors.question && <small role="alert">{errors.question}</small>}
        </label>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" checked={Boolean(captcha)} disabled={solving || Boolean(captcha)} onChange={verify} />
          {solving ? 'Verifying…' : captcha ? 'Verified' : 'I am not a robot'}
        </label>
        {errors.captcha && (
          <p role="alert" className="recovery__error">
            {errors.captcha}
          </p>
        )}
        <button type="submit" className="pp-button" disabled={sending}>
          Send
        </button>
      </form>
    </section>
  );
}
