import { Alert, Button, Form, Input } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { statusOf } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { Panel } from 'mf-shared/kit/panel';
import { staffLoginSchema } from 'mf-shared/validation';
import { useStaffSignIn } from './staffApi';

interface SignInValues {
  email: string;
  password: string;
  code?: string;
}

/** The API's words for a refusal that belongs to no field (wrong password, 2FA not set up). */
function refusal(error: unknown): string | null {
  const body = (error as { response?: { data?: { message?: string } } }).response?.data;
  return typeof body?.message === 'string' ? body.message : null;
}

/** The console's sign-in: staff email and password, then the authenticator code when the API asks (418). */
export function StaffSignIn() {
  const [form] = Form.useForm<SignInValues>();
  const signIn = useStaffSignIn();
  const [askCode, setAskCode] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const submit = async (values: SignInValues) => {
    setRefused(null);
    try {
      await signIn.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        ...(values.code?.trim() && { code: values.code.trim() }),
      });
    } catch (error) {
      if (statusOf(error) === 418) {
        setAskCode(true);
        return;
      }
      if (applyServerErrors(form, error).length === 0) setRefused(refusal(error) ?? 'Signing in failed. Try again.');
    }
  };

  return (
    <div className="console-sign-in">
      <Panel title="PressPoint operations">
        <Typography.Paragraph type="secondary">
          Staff only. Journalists and experts sign in on the main site.
        </Typography.Paragraph>
        {refused && <Alert type="error" showIcon title={refused} style={{ marginBottom: 16 }} role="alert" />}
        <Form<SignInValues> form={form} layout="vertical" onFinish={submit} validateTrigger="onSubmit">
          <Form.Item name="email" label="Email" rules={[yupRule(staffLoginSchema, 'email')]}>
            <Input autoComplete="username" inputMode="email" />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={[yupRule(staffLoginSchema, 'password')]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {askCode && (
            <Form.Item
              name="code"
              label="Authenticator code"
              extra="The 6 digits your authenticator app shows now."
              rules={[{ required: true, message: 'This field is required' }]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={signIn.isPending} block>
            Sign in
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
