import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrors, LIMITS, usePageMeta } from 'mf-shared';
import { CAPTCHA_MISSING, contactSchema } from 'mf-shared/validation';
import { fieldErrorsOf, TextField } from '../../lib/forms';
import { useSendContactMessage, useSolveCaptcha } from './api/contact';

/** /contacts: name, email and a question of under 510 characters, behind the captcha (spec section 5). */
export default function ContactPage() {
  usePageMeta('Contact us', 'Ask the PressPoint team about finding experts, plans or your account.');
  const [values, setValues] = useState({ name: '', email: '', question: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const solver = useSolveCaptcha();
  const sender = useSendContactMessage();
  const solving = solver.isPending;

  const verify = () =>
    solver.mutate(undefined, {
      onSuccess: (solution) => {
        setCaptcha(solution);
        setErrors((e) => ({ ...e, captcha: '' }));
      },
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = await fieldErrorsOf(contactSchema, values);
    if (!captcha) local.captcha = CAPTCHA_MISSING;
    setErrors(local);
    if (Object.keys(local).length) {
      if (local.captcha) toast.error(CAPTCHA_MISSING);
      return;
    }
    sender.mutate(
      { ...values, captcha: captcha! },
      {
        onSuccess: () => {
          toast.success('Form is sent successfully');
          setValues({ name: '', email: '', question: '' });
        },
        onError: (error) => setErrors(fieldErrors(error)),
        onSettled: () => setCaptcha(null), // a solution counts once
      },
    );
  };

  const input = (name: keyof typeof values, label: string, more: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
      {...more}
    />
  );

  return (
    <section className="plain-form" style={{ maxWidth: 560 }}>
      <h1>Contact us</h1>
      <p>Questions about finding experts, plans or your account? We answer within one working day.</p>
      <form onSubmit={submit} noValidate>
        {input('name', 'Name')}
        {input('email', 'Email', { type: 'email' })}
        {input('question', 'Question', {
          rows: 5,
          hint: `${LIMITS.DESCRIPTION_MAX - 1 - values.question.length} characters remaining`,
        })}
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" checked={Boolean(captcha)} disabled={solving || Boolean(captcha)} onChange={verify} />
          {solving ? 'Verifying…' : captcha ? 'Verified' : 'I am not a robot'}
        </label>
        {errors.captcha && (
          <p role="alert" className="form-error">
            {errors.captcha}
          </p>
        )}
        <button type="submit" className="pp-button" disabled={sender.isPending}>
          Send
        </button>
      </form>
    </section>
  );
}
