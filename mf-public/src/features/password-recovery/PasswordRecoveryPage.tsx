import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { authStore, fieldErrors, ROUTES } from 'mf-shared';
import { resetPasswordSchema } from 'mf-shared/validation';
import { fieldErrorsOf, TextField } from '../../lib/forms';
import { useResetPassword } from './api/reset-password';

/** Sets a new password with the single-use link from the reset mail. */
export default function PasswordRecoveryPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useResetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await fieldErrorsOf(resetPasswordSchema, { ...values, token });
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    reset.mutate(
      { ...values, token },
      {
        onSuccess: () => {
          toast.success('Your password has been reset. Please log in.');
          navigate(ROUTES.MAIN);
          authStore.getState().openLogin(authStore.getState().userType);
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  const field = (name: 'password' | 'password_confirmation', label: string) => (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      value={values[name]}
      error={errors[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
    />
  );

  return (
    <section className="plain-form">
      <h1>Set a new password</h1>
      <p>At least 8 characters with a digit, a lowercase and an uppercase letter.</p>
      <form onSubmit={submit} noValidate>
        {field('password', 'New password')}
        {field('password_confirmation', 'Confirm new password')}
        {errors.token && (
          <p role="alert" className="form-error">
            {errors.token}
          </p>
        )}
        <button type="submit" className="pp-button" disabled={reset.isPending}>
          Save new password
        </button>
      </form>
    </section>
  );
}
