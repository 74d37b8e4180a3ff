import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authStore, LAYOUT, ROUTES, useAuth } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import ThemeProvider from 'mf-shared/kit/theme';
import { expertCompletionSchema } from 'mf-shared/validation';
import { completeExpertRegistration } from './api';

export default function ExpertCompletionDialog() {
  const user = useAuth((s) => s.user)!;
  const [form] = Form.useForm();
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();

  const submit = async (values: { companyName: string; title: string; phone: string }) => {
    setSending(true);
    try {
      const data = await completeExpertRegistration(
        { ...values, expert_id: user.id },
        { social: user.has_password === false },
      );
      authStore.getState().setSession({ user: data.user, accessToken: data.access_token });
      navigate(ROUTES.REG_AS_EXPERT2);
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <ThemeProvider>
      <Modal
        open
        title="Register as an Expert : Step 1"
        width={LAYOUT.DIALOG_WIDTH.EXPERT_STEP}
        footer={null}
        closable={false}
        maskClosable={false}
        keyboard={false}
      >
        <p>Tell us about your organisation to finish setting up your expert account.</p>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item label="Company name" name="companyName" rules={[yupRule(expertCompletionSchema, 'companyName')]}>
            <Input size="large" autoComplete="organization" />
          </Form.Item>
          <Form.Item label="Title" name="title" rules={[yupRule(expertCompletionSchema, 'title')]}>
            <Input size="large" autoComplete="organization-title" />
          </Form.Item>
          <Form.Item label="Phone" name="phone" rules={[yupRule(expertCompletionSchema, 'phone')]}>
            <Input size="large" type="tel" autoComplete="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={sending}>
            Next
          </Button>
        </Form>
      </Modal>
    </ThemeProvider>
  );
}
