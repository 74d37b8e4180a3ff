import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { api, authStore, useAuth, type User } from 'mf-shared';
import { changePasswordSchema, passwordOnlySchema } from 'mf-shared/validation';
import { object, string } from 'yup';
import { showServerErrors, yupRule } from './formRules';

interface Setup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

const codeSchema = object({
  code: string().required('This field is required').length(6, 'Must be exactly 6 characters'),
});

async function refreshUser() {
  const { data } = await api.get<{ data: User }>('/profile');
  authStore.getState().setUser(data.data);
}

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
  onSubmit,
}: {
  label: string;
  danger?: boolean;
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
          showServerErrors(form, error);
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
      <Button htmlType="submit" danger={danger}>
        {label}
      </Button>
    </Form>
  );
}

function TwoFactor() {
  const on = useAuth((s) => s.user?.twofa_status ?? false);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [form] = Form.useForm();

  const start = async () => {
    const { data } = await api.post<{ data: Setup }>('/auth/two-factor');
    setSetup(data.data);
    setCodes(null);
  };
  const confirm = async ({ code }: { code: string }) => {
    try {
      const { data } = await api.post<{ data: { recovery_codes: string[] } }>('/auth/two-factor/confirm', { code });
      setCodes(data.data.recovery_codes);
      setSetup(null);
      await refreshUser();
      toast.success('Two-factor authentication is on');
    } catch (error) {
      showServerErrors(form, error);
    }
  };

  return (
    <Card title="Two-factor authentication">
      <Typography.Paragraph>
        Status: <strong data-testid="twofa-status">{on ? 'On' : 'Off'}</strong>. With it on, signing in also asks for
        the 6-digit code of an authenticator app (Microsoft Authenticator, Google Authenticator, 1Password…).
      </Typography.Paragraph>
      {codes && <RecoveryCodes codes={codes} />}
      {!on && !setup && (
        <Button type="primary" onClick={start}>
          Turn on two-factor authentication
        </Button>
      )}
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
            onSubmit={async (password) => {
              const { data } = await api.post<{ data: { recovery_codes: string[] } }>(
                '/auth/two-factor/recovery-codes',
                { password },
              );
              setCodes(data.data.recovery_codes);
            }}
          />
          <PasswordPrompt
            label="Turn off"
            danger
            onSubmit={async (password) => {
              await api.delete('/auth/two-factor', { data: { password } });
              setCodes(null);
              await refreshUser();
              toast.success('Two-factor authentication is off');
            }}
          />
        </Space>
      )}
    </Card>
  );
}

function ChangePassword() {
  const [form] = Form.useForm();
  const submit = async (values: Record<string, string>) => {
    try {
      await api.post('/auth/password/change', values);
      form.resetFields();
      toast.success('Your password has been changed');
    } catch (error) {
      showServerErrors(form, error);
    }
  };
  return (
    <Card title="Change password">
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
    </Card>
  );
}

/** The security tab of both profiles: authenticator second factor and password. */
export function SecurityTab() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <TwoFactor />
      <ChangePassword />
    </Space>
  );
}
