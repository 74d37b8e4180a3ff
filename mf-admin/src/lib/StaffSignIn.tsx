import { Typography } from 'mf-shared/kit/typography';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldErrors, statusOf } from 'mf-shared';
import { Panel } from 'mf-shared/kit/panel';
import { Button } from 'mf-shared/kit/plain';
import { staffLoginSchema } from 'mf-shared/validation';
import { Notice } from './Notice';
import { useStaffSignIn } from './staffApi';

interface SignInValues {
  email: string;
  password: string;
  code: string;
}
type Field = keyof SignInValues;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['email', 'password', 'code'];
const REQUIRED = 'This field is required';

/** The API's words for a refusal that belongs to no field (wrong password, 2FA not set up). */
function refusal(error: unknown): string | null {
  const body = (error as { response?: { data?: { message?: string } } }).response?.data;
  return typeof body?.message === 'string' ? body.message : null;
}

/** What the shared rules say of each field (the server's own rules and words), the code when asked. */
async function check(values: SignInValues, askCode: boolean): Promise<Errors> {
  const errors: Errors = {};
  for (const field of ['email', 'password'] as const) {
    try {
      await staffLoginSchema.validateAt(field, values);
    } catch (error) {
      errors[field] = (error as Error).message;
    }
  }
  if (askCode && !values.code.trim()) errors.code = REQUIRED;
  return errors;
}

const EYE =
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z';
const EYE_CLOSED = [
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z',
  'M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
];

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  name: Field;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** A hint under the field (read with it). */
  extra?: string;
  required?: boolean;
  /** Beside the input, inside its box (the password's show button). */
  suffix?: ReactNode;
}

/** A labelled input with its hint and error under it, both read with the field (antd's vertical Form.Item). */
function TextField({ name, label, value, onValue, error, extra, required, suffix, ...input }: FieldProps) {
  const id = useId();
  const described = [extra && `${id}-extra`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`console-field${error ? ' console-field--error' : ''}`}>
      <label htmlFor={id} className={`console-field__label${required ? ' console-field__label--required' : ''}`}>
        {label}
      </label>
      <span className="console-field__box">
        <input
          {...input}
          id={id}
          name={name}
          className="pp-input"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={described || undefined}
        />
        {suffix}
      </span>
      {error && (
        <div id={`${id}-error`} className="console-field__error" role="alert">
          {error}
        </div>
      )}
      {extra && (
        <div id={`${id}-extra`} className="console-field__extra">
          {extra}
        </div>
      )}
    </div>
  );
}

/** The console's sign-in: staff email and password, then the authenticator code when the API asks (418). */
export function StaffSignIn() {
  const signIn = useStaffSignIn();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [askCode, setAskCode] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** Marks the fields and takes the person to the first one wrong. */
  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    setRefused(null);
    const found = await check(values, askCode);
    if (Object.keys(found).length) return show(found);
    setErrors({});
    try {
      await signIn.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        ...(values.code.trim() && { code: values.code.trim() }),
      });
    } catch (error) {
      if (statusOf(error) === 418) {
        setAskCode(true);
        return;
      }
      // The server's words under the fields it names; any other field's words in the message.
      const server = fieldErrors(error);
      const onForm = Object.fromEntries(Object.entries(server).filter(([field]) => FIELDS.includes(field as Field)));
      const elsewhere = Object.entries(server)
        .filter(([field]) => !(field in onForm))
        .map(([, message]) => message);
      if (Object.keys(onForm).length) show(onForm);
      if (elsewhere.length) setRefused(elsewhere.join(' '));
      else if (!Object.keys(onForm).length) setRefused(refusal(error) ?? 'Signing in failed. Try again.');
    }
  };

  return (
    <div className="console-sign-in">
      <Panel title="PressPoint operations">
        <Typography.Paragraph type="secondary">
          Staff only. Journalists and experts sign in on the main site.
        </Typography.Paragraph>
        {refused && (
          <Notice type="error" style={{ marginBottom: 16 }}>
            {refused}
          </Notice>
        )}
        <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            name="email"
            label="Email"
            value={values.email}
            onValue={change('email')}
            error={errors.email}
            autoComplete="username"
            inputMode="email"
          />
          <TextField
            name="password"
            label="Password"
            type={shown ? 'text' : 'password'}
            value={values.password}
            onValue={change('password')}
            error={errors.password}
            autoComplete="current-password"
            suffix={
              <button
                type="button"
                className="console-field__eye"
                aria-label="Show characters"
                aria-pressed={shown}
                onClick={() => setShown((s) => !s)}
              >
                <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
                  {(shown ? [EYE] : EYE_CLOSED).map((d) => (
                    <path key={d} d={d} />
                  ))}
                </svg>
              </button>
            }
          />
          {askCode && (
            <TextField
              name="code"
              label="Authenticator code"
              extra="The 6 digits your authenticator app shows now."
              required
              value={values.code}
              onValue={change('code')}
              error={errors.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
            />
          )}
          <Button
            className="console-sign-in__submit"
            variant="primary"
            htmlType="submit"
            loading={signIn.isPending}
            block
          >
            Sign in
          </Button>
        </form>
      </Panel>
    </div>
  );
}
