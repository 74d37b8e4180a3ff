import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, authStore, fieldErrors, homeRoute, LAYOUT, useAuth, type User } from 'mf-shared';
import ThemeProvider from 'mf-shared/ui/theme';

interface LoginValues {
  email: string;
  password: string;
}

interface LoginResponse {
  access_token: string;
  user: User;
}

const REQUIRED = 'This field is required';

export default function LoginDialog() {
  const userType = useAuth((s) => s.userType);
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const title = userType === 'expert' ? 'Login as an Expert' : 'Login as a Journalist';

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const { data } = await api.post<LoginResponse>('/auth/login', values);
      authStore.getState().setSession({ user: data.user, accessToken: data.access_token });
      authStore.getState().closeLogin();
      navigate(homeRoute(data.user));
    } catch (error) {
      const errors = fieldErrors(error);
      form.setFields(Object.entries(errors).map(([name, message]) => ({ name, errors: [message] })) as never);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ThemeProvider>
      <Modal
        open
        title={title}
        width={LAYOUT.DIALOG_WIDTH.LOGIN}
        footer={null}
        destroyOnHidden
        onCancel={() => authStore.getState().closeLogin()}
      >
        <Form form={form} layout="vertical" validateTrigger="onSubmit" onFinish={submit} requiredMark={false}>
          <Form.Item label="Email" name="email" rules={[{ required: true, message: REQUIRED }]}>
            <Input type="email" autoComplete="email" size="large" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: REQUIRED }]}>
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Login
          </Button>
        </Form>
      </Modal>
    </ThemeProvider>
  );
}
