import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { object, string } from 'yup';
import { useAuth } from 'mf-shared';
import { applyServerErrorsTo, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Panel } from 'mf-shared/kit/panel';
import { Button, Notice } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import { changePasswordSchema, passwordOnlySchema } from 'mf-shared/validation';
import {
  useChangePassword,
  useCreatePassword,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useRevokeOtherSessions,
  useStartTwoFactor,
  type TwoFactorSetup,
} from '../api/security';
import { DataExportPanel, DeleteAccountPanel } from './AccountLifecycle';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import './profile.css';

const codeSchema = object({
  code: string().required('This field is required').length(6, 'Must be exactly 6 characters'),
});

/** Recovery codes, shown once, to copy or download. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`PressPoint recovery codes\n\n${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'presspoint-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Notice
      tone="warning"
      title="Save your recovery codes"
      description={
        <>
          <p>Each code signs you in once if you lose your phone. They are shown only now.</p>
          <pre data-testid="recovery-codes" style={{ fontSize: 15 }}>
            {text}
          </pre>
          <div className="pp-form-actions">
            <Button onClick={() => navigator.clipboard?.writeText(text).then(() => toast.success('Copied'))}>
              Copy
            </Button>
            <Button onClick={download}>Download</Button>
          </div>
        </>
      }
    />
  );
}

/**
 * One short field and its button on a line (a password, an authenticator code), the rule's words
 * under it and read with it; the API's refusal lands there too, with what was typed kept.
 */
function InlineForm({
  label,
  fieldName,
  button,
  danger,
  primary,
  schema,
  input,
  onSubmit,
}: {
  label: string;
  fieldName: 'password' | 'code';
  button: string;
  danger?: boolean;
  primary?: boolean;
  schema: typeof passwordOnlySchema | typeof codeSchema;
  input: { type?: string; placeholder: string; autoComplete: string; inputMode?: 'numeric'; maxLength?: number };
  onSubmit: (value: string) => Promise<void>;
}) {
  const id = useId();
  const form = useForm<Record<string, string>>({
    defaultValues: { [fieldName]: '' },
    resolver: schemaResolver(schema),
  });
  const error = form.formState.errors[fieldName]?.message;
  const submit = async (values: Record<string, string>) => {
    try {
      await onSubmit(values[fieldName]);
      form.reset();
    } catch (failure) {
      applyServerErrorsTo(form, failure);
    }
  };
  return (
    <form noValidate className="security-inline" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <div className="security-inline__row">
        <input
          {...input}
          {...form.register(fieldName)}
          className="pp-input"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button
          htmlType="submit"
          variant={primary ? 'primary' : 'default'}
          danger={danger}
          loading={form.formState.isSubmitting}
        >
          {button}
        </Button>
      </div>
      {error && (
        <div id={`${id}-error`} className="pp-field__error" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}

const PASSWORD_INPUT = { type: 'password', placeholder: 'Your password', autoComplete: 'current-password' };

function PasswordPrompt({
  label,
  danger,
  primary,
  onSubmit,
}: {
  label: string;
  danger?: boolean;
  primary?: boolean;
  onSubmit: (password: string) => Promise<void>;
}) {
  return (
    <InlineForm
      label={`Password to ${label.toLowerCase()}`}
      fieldName="password"
      button={label}
      danger={danger}
      primary={primary}
      schema={passwordOnlySchema}
      input={PASSWORD_INPUT}
      onSubmit={onSubmit}
    />
  );
}

function TwoFactor() {
  const on = useAuth((s) => s.user?.twofa_status ?? false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const startSetup = useStartTwoFactor();
  const confirmSetup = useConfirmTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();

  // Starting a setup replaces the secret, so the API asks for the password.
  const start = async (password: string) => {
    setSetup(await startSetup.mutateAsync(password));
    setCodes(null);
  };
  const confirm = async (code: string) => {
    // The user is read again (two-factor is on now) before the mutation settles.
    setCodes(await confirmSetup.mutateAsync(code));
    setSetup(null);
    toast.success('Two-factor authentication is on');
  };

  return (
    <Panel title="Two-factor authentication">
      <Typography.Paragraph>
        Status: <strong data-testid="twofa-status">{on ? 'On' : 'Off'}</strong>. With it on, signing in also asks for
        the 6-digit code of an authenticator app (Microsoft Authenticator, Google Authenticator, 1Password…).
      </Typography.Paragraph>
      {codes && <RecoveryCodes codes={codes} />}
      {!on && !setup && <PasswordPrompt label="Turn on two-factor authentication" primary onSubmit={start} />}
      {setup && (
        <div className="security-stack">
          <Typography.Text>Scan this code with your authenticator app, then enter the code it shows.</Typography.Text>
          <div
            style={{ width: 200 }}
            role="img"
            aria-label="QR code"
            dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
          />
          <Typography.Text>
            Or enter this key: <code data-testid="twofa-secret">{setup.secret}</code>
          </Typography.Text>
          <InlineForm
            label="Authenticator code"
            fieldName="code"
            button="Confirm"
            primary
            schema={codeSchema}
            input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, placeholder: '123456' }}
            onSubmit={confirm}
          />
        </div>
      )}
      {on && (
        <div className="security-stack" style={{ marginTop: 12 }}>
          <PasswordPrompt
            label="Regenerate recovery codes"
            onSubmit={async (password) => setCodes(await regenerate.mutateAsync(password))}
          />
          <PasswordPrompt
            label="Turn off"
            danger
            onSubmit={async (password) => {
              await disable.mutateAsync(password);
              setCodes(null);
              toast.success('Two-factor authentication is off');
            }}
          />
        </div>
      )}
    </Panel>
  );
}

/**
 * An account made by social sign-in has no password yet. A signed-in session alone (perhaps a stolen
 * one) may not set it: a link goes to the account's address, and the page it opens sets it.
 */
function CreatePassword() {
  const email = useAuth((s) => s.user?.email);
  const [sent, setSent] = useState<string | null>(null);
  const createPassword = useCreatePassword();
  const send = async () => {
    try {
      setSent(await createPassword.mutateAsync());
    } catch {
      // The API's words are shown as a toast by the client.
    }
  };
  return (
    <Panel title="Create password">
      <Typography.Paragraph type="secondary">
        You signed in with Google or LinkedIn. To sign in with your email too, set a password: we email a link to{' '}
        <strong>{email}</strong>, and you choose the password on the page it opens. Then every device signs in again.
      </Typography.Paragraph>
      {sent && (
        <div style={{ marginBottom: 12 }}>
          <Notice tone="success" title={sent} data-testid="password-link-sent" />
        </div>
      )}
      <Button variant="primary" onClick={send} loading={createPassword.isPending}>
        {sent ? 'Send the link again' : 'Email me a link to set a password'}
      </Button>
    </Panel>
  );
}

type PasswordChange = {
  current_password: string;
  password: string;
  password_confirmation: string;
};

function ChangePassword() {
  const form = useForm<PasswordChange>({
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    resolver: schemaResolver(changePasswordSchema),
  });
  const errors = form.formState.errors;
  const changePassword = useChangePassword();
  const submit = async (values: PasswordChange) => {
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      toast.success('Your password has been changed');
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  const password = (name: keyof PasswordChange, label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(field) => (
        <input
          {...field}
          {...form.register(name, name === 'password' ? { deps: ['password_confirmation'] } : undefined)}
          type="password"
          className="pp-input"
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );
  return (
    <Panel title="Change password">
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} style={{ maxWidth: 420 }}>
        {password('current_password', 'Current password', 'current-password')}
        {password('password', 'New password', 'new-password')}
        {password('password_confirmation', 'Confirm new password', 'new-password')}
        <Button variant="primary" htmlType="submit" loading={changePassword.isPending}>
          Change password
        </Button>
      </form>
    </Panel>
  );
}

const SIGN_OUT_OTHERS = 'Sign out of all other sessions';

/** Ends every session of the user but this one, after a confirmation that asks for the password. */
function OtherSessions() {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const revoke = useRevokeOtherSessions();

  return (
    <Panel title="Sessions">
      <Typography.Paragraph>
        Signed in on a device you no longer use, or on one that is not yours? End every session but this one: they will
        have to sign in again.
      </Typography.Paragraph>
      {done && (
        <div style={{ marginBottom: 12 }}>
          <Notice tone="success" title={done} data-testid="sessions-done" />
        </div>
      )}
      <Button danger onClick={() => setConfirming(true)}>
        {SIGN_OUT_OTHERS}
      </Button>
      {confirming && (
        <PasswordConfirmDialog
          title={`${SIGN_OUT_OTHERS}?`}
          okText="Sign out"
          explanation="Every other browser and device signed in to your account is signed out. This one stays signed in."
          pending={revoke.isPending}
          onConfirm={async (password) => {
            const message = await revoke.mutateAsync(password);
            setDone(message);
            toast.success(message);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}

/**
 * The security tab of both profiles: authenticator second factor, password and sessions, then the
 * account's own data and its deletion (issue 26).
 */
export function SecurityTab() {
  const hasPassword = useAuth((s) => s.user?.has_password);
  return (
    <div className="security-tab">
      <TwoFactor />
      {hasPassword === false ? <CreatePassword /> : <ChangePassword />}
      <OtherSessions />
      <DataExportPanel />
      <DeleteAccountPanel />
    </div>
  );
}
