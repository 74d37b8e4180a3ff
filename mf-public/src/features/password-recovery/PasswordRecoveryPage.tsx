import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { api, authStore, fieldErrors, ROUTES } from 'mf-shared';
import { resetPasswordSchema } from 'mf-shared/validation';
import { ValidationError } from 'yup';
import './password-recovery.css';

/** Sets a new password with the single-use link from the reset mail. */
export default function PasswordRecoveryPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await resetPasswordSchema.validate({ ...values, token }, { abortEarly: false });
    } catch (error) {
      if (error instanceof ValidationError) setErrors(Object.fromEntries(error.inner.map((e) => [e.path, e.message])));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await api.post('/password/reset', { ...values, token });
      toast.success('Your password has been reset. Please log in.');
      navigate(ROUTES.MAIN);
      authStore.getState().openLogin(authStore.getState().userType);
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: 'password' | 'password_confirmation', label: string) => (
    <label className="recovery__field">
      <span>{label}</span>
      <input
        type="password"
        name={name}
        autoComplete="new-password"
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
      {errors[name] && <small role="alert">{errors[name]}</small>}
    </label>
  );

  return (
    <section className="recovery">
      <h1>Set a new password</h1>
      <p>At least 8 characters with a digit, a lowercase and an uppercase letter.</p>
      <form onSubmit={submit} noValidate>
        {field('password', 'New password')}
        {field('password_confirmation', 'Confirm new password')}
        {errors.token && (
          <p role="alert" className="recovery__error">
            {errors.token}
          </p>
        )}
        <button type="submit" className="pp-button" disabled={sending}>
          Save new password
        </button>
      </form>
    </section>
  );
}
