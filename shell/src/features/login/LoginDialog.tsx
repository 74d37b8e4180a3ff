import { Alert, Button, Divider, Form, Input, Modal } from 'antd';
import axios from 'axios';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { authStore, homeRoute, LAYOUT, LIMITS, ROUTES, useAuth } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { SocialButtons } from 'mf-shared/entities/social-sign-in';
import ThemeProvider from 'mf-shared/kit/theme';
import { authenticatorCodeSchema, forgotPasswordSchema, loginSchema, recoveryCodeSchema } from 'mf-shared/validation';
import { requestLogin, requestPasswordReset, type Credentials } from './api';

type Step = 'login' | 'authenticator' | 'forgot';

const FORGOT_HINT =
  "Didn't get the email? Please check the spam folder. If that does not help, you can request the email again.";

/** Login, the authenticator step (on 418) and forgot password: the shell's sign-in dialogs. */
export default function LoginDialog() {
  const userType = useAuth((s) => s.userType);
  const reason = useAuth((s) => s.loginReason);
  const [step, setStep] = useState<Step>('login');
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [sending, setSending] = useState(false);
  const [loginForm] = Form.useForm<Credentials>();
  const [codeForm] = Form.useForm();
  const [forgotForm] = Form.useForm<{ email: string }>();
  const navigate = useNavigate();
  const close = () => authStore.getState().closeLogin();

  const signIn = async (payload: Credentials & { secret?: string; recovery_code?: string }) => {
    const data = await requestLogin(payload);
    // Back to the page that asked for a sign-in (it reopens its action), else the person's home.
    const returnTo = authStore.getState().loginReturnTo;
    authStore.getState().setSession({ user: data.user, accessToken: data.access_token });
    close();
    navigate(returnTo ?? homeRoute(data.user));
  };

  /** Registration instead of signing in, for the same kind of user, leading back to the same page. */
  const register = () => {
    const returnTo = authStore.getState().loginReturnTo;
    close();
    if (userType === 'expert') navigate(ROUTES.REG_AS_EXPERT1);
    else navigate(`${ROUTES.REG_AS_JOURNALIST}${returnTo ? `?next=${encodeURIComponent(returnTo)}` : ''}`);
  };

  const submitLogin = async (values: Credentials) => {
    setSending(true);
    try {
      await signIn(values);
    } catch (error) {
      // 418: the account has two-factor on; ask for the code and send the login again with it.
      if (axios.isAxiosError(error) && error.response?.status === 418) {
        setCredentials(values);
        setStep('authenticator');
      } else applyServerErrors(loginForm, error);
    } finally {
      setSending(false);
    }
  };

  const submitCode = async (values: { secret?: string; recovery_code?: string }) => {
    setSending(true);
    try {
      await signIn({
        ...credentials!,
        ...(useRecovery ? { recovery_code: values.recovery_code } : { secret: values.secret }),
      });
    } catch (error) {
      applyServerErrors(codeForm, error);
    } finally {
      setSending(false);
    }
  };

  const submitForgot = async (values: { email: string }) => {
    setSending(true);
    try {
      await requestPasswordReset(values);
      close();
      toast.success('Please, check your email');
      setTimeout(() => toast.info(FORGOT_HINT), LIMITS.FORGOT_EMAIL_HINT_DELAY_MS);
    } catch (error) {
      applyServerErrors(forgotForm, error);
    } finally {
      setSending(false);
    }
  };

  const modal = { open: true, footer: null, destroyOnHidden: true, onCancel: close } as const;

  return (
    <ThemeProvider>
      {step === 'login' && (
        <Modal
          {...modal}
          title={userType === 'expert' ? 'Login as an Expert' : 'Login as a Journalist'}
          width={LAYOUT.DIALOG_WIDTH.LOGIN}
        >
          {reason && <Alert type="info" showIcon message={reason} style={{ marginBottom: 16 }} />}
          <Form
            form={loginForm}
            layout="vertical"
            validateTrigger="onSubmit"
            onFinish={submitLogin}
            requiredMark={false}
          >
            <Form.Item label="Email" name="email" rules={[yupRule(loginSchema, 'email')]}>
              <Input type="email" autoComplete="email" size="large" />
            </Form.Item>
            <Form.Item label="Password" name="password" rules={[yupRule(loginSchema, 'password')]}>
              <Input.Password autoComplete="current-password" size="large" />
            </Form.Item>
            <Button type="link" style={{ padding: 0, marginBottom: 12 }} onClick={() => setStep('forgot')}>
              Forgot password?
            </Button>
            <Button type="primary" htmlType="submit" block loading={sending}>
              Login
            </Button>
          </Form>
          <Divider plain>or</Divider>
          <SocialButtons userType={userType} block />
          <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
            New to PressPoint?{' '}
            <Button type="link" style={{ padding: 0 }} onClick={register}>
              {userType === 'expert' ? 'Register as an expert' : 'Register as a journalist'}
            </Button>
          </p>
        </Modal>
      )}
      {step === 'authenticator' && (
        <Modal {...modal} title="Microsoft authenticator" width={LAYOUT.DIALOG_WIDTH.LOGIN}>
          <Form form={codeForm} layout="vertical" validateTrigger="onSubmit" onFinish={submitCode} requiredMark={false}>
            {useRecovery ? (
              <Form.Item
                label="Recovery code"
                name="recovery_code"
                rules={[yupRule(recoveryCodeSchema, 'recovery_code')]}
              >
                <Input autoComplete="off" size="large" autoFocus />
              </Form.Item>
            ) : (
              <Form.Item
                label="Code from your authenticator app"
                name="secret"
                rules={[yupRule(authenticatorCodeSchema, 'secret')]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} size="large" autoFocus />
              </Form.Item>
            )}
            <Button type="link" style={{ padding: 0, marginBottom: 12 }} onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? 'Use the authenticator code' : 'Use a recovery code'}
            </Button>
            <Button type="primary" htmlType="submit" block loading={sending}>
              Confirm
            </Button>
          </Form>
        </Modal>
      )}
      {step === 'forgot' && (
        <Modal {...modal} title="Forgot password" width={LAYOUT.DIALOG_WIDTH.FORGOT_PASSWORD}>
          <Form
            form={forgotForm}
            layout="vertical"
            validateTrigger="onSubmit"
            onFinish={submitForgot}
            requiredMark={false}
          >
            <p>Enter your email and we will send you a link to set a new password.</p>
            <Form.Item label="Email" name="email" rules={[yupRule(forgotPasswordSchema, 'email')]}>
              <Input type="email" autoComplete="email" size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={sending}>
              Send reset link
            </Button>
            <Button type="link" block onClick={() => setStep('login')}>
              Back to login
            </Button>
          </Form>
        </Modal>
      )}
    </ThemeProvider>
  );
}
