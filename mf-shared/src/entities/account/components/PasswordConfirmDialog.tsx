import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { Typography } from 'mf-shared/kit/typography';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { passwordOnlySchema } from 'mf-shared/validation';

/**
 * A dangerous account action confirmed with the password: the dialog stays open with the password
 * kept and the API's message on its field when the action is refused, and closes when it succeeds.
 */
export function PasswordConfirmDialog({
  open,
  name,
  title,
  okText,
  explanation,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** The form's name, so its field's id differs from the other password fields' on the tab (the label finds it). */
  name: string;
  title: string;
  okText: string;
  explanation: ReactNode;
  pending: boolean;
  /** Runs the action; a thrown API error lands on the password field. */
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async ({ password }: { password: string }) => {
    try {
      await onConfirm(password);
      close();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => form.submit()}
      onCancel={close}
    >
      <Typography.Paragraph>{explanation}</Typography.Paragraph>
      <Form form={form} name={name} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="password" label="Your password" rules={[yupRule(passwordOnlySchema, 'password')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default PasswordConfirmDialog;
