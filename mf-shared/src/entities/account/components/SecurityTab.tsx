import { Alert, Button, Form, Input, Space } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { changePasswordSchema, passwordOnlySchema } from 'mf-shared/validation';
import { object, string } from 'yup';
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
import { Panel } from 'mf-shared/kit/panel';
import { DataExportPanel, DeleteAccountPanel } from './AccountLifecycle';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';

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
    <Alert
      type="warning"
      showIcon
      title="Save your recovery codes"
      description={
        <>
          <p>Each code signs you in once if you lose your phone. They are shown only now.</p>
          <pre data-testid="recovery-codes" style={{ fontSize: 15 }}>
            {text}
          </pre>
          <Space>
            <Button onClick={() => navigator.clipboard?.writeText(text).then(() => toast.success('Copied'))}>
              Copy
            </Button>
            <Button onClick={download}>Download</Button>
          </Space>
        </>
      }
    />
  );
}

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
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={async ({ password }) => {
        try {
          await onSubmit(password);
          form.resetFields();
        } catch (error) {
          applyServerErrors(form, error);
        }
      }}
    >
      <Form.Item name="password" rules={[yupRule(passwordOnlySchema, 'password')]}>
        <Input.Password
          placeholder="Your password"
          autoComplete="current-password"
          aria-label={`Password to ${label.toLowerCase()}`}
        />
      </Form.Item>
      <Button htmlType="submit" danger={danger} type={primary ? 'primary' : 'default'}>
        {label}
      </Button>
    </Form>
  );
}

function TwoFactor() {
  const on = useAuth((s) => s.user?.twofa_status ?? false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [form] = Form.useForm();
  const startSetup = useStartTwoFactor();
  const confirmSetup = useConfirmTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();

  // Starting a setup replaces the secret, so the API asks for the password.
  const start = async (password: string) => {
    setSetup(await startSetup.mutateAsync(password));
    setCodes(null);
  };
  const confirm = async ({ code }: { code: string }) => {
    try {
      // The user is read again (two-factor is on now) before the mutation settles.
      setCodes(await confirmSetup.mutateAsync(code));
      setSetup(null);
      toast.success('Two-factor authentication is on');
    } catch (error) {
      applyServerErrors(form, error);
    }
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
        <Space direction="vertical" size="middle">
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
          <Form form={form} layout="inline" onFinish={confirm}>
            <Form.Item name="code" rules={[yupRule(codeSchema, 'code')]}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="123456"
                aria-label="Authenticator code"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              Confirm
            </Button>
          </Form>
        </Space>
      )}
      {on && (
        <Space direction="vertical" size="middle" style={{ marginTop: 12 }}>
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
        </Space>
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
        <Alert type="success" showIcon title={sent} style={{ marginBottom: 12 }} data-testid="password-link-sent" />
      )}
      <Button type="primary" onClick={send} loading={createPassword.isPending}>
        {sent ? 'Send the link again' : 'Email me a link to set a password'}
      </Button>
    </Panel>
  );
}

function ChangePassword() {
  const [form] = Form.useForm();
  const changePassword = useChangePassword();
  const submit = async (values: Record<string, string>) => {
    try {
      await changePassword.mutateAsync(values);
      form.resetFields();
      toast.success('Your password has been changed');
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Panel title="Change password">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
        <Form.Item
          name="current_password"
          label="Current password"
          rules={[yupRule(changePasswordSchema, 'current_password')]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="New password" rules={[yupRule(changePasswordSchema, 'password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label="Confirm new password"
          dependencies={['password']}
          rules={[yupRule(changePasswordSchema, 'password_confirmation')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Change password
        </Button>
      </Form>
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
      {done && <Alert type="success" showIcon title={done} style={{ marginBottom: 12 }} data-testid="sessions-done" />}
      <Button danger onClick={() => setConfirming(true)}>
        {SIGN_OUT_OTHERS}
      </Button>
      <PasswordConfirmDialog
        open={confirming}
        name="other-sessions"
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
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <TwoFactor />
      {hasPassword === false ? <CreatePassword /> : <ChangePassword />}
      <OtherSessions />
      <DataExportPanel />
      <DeleteAccountPanel />
    </Space>
  );
}
