import { Form, Input, Modal } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { REASON_LIMITS, reasonSchema } from 'mf-shared/validation';

export interface ReasonDialogProps {
  title: string;
  /** What happens with the reason (kept in the audit log; mailed to the person on a rejection). */
  note: string;
  okText: string;
  danger?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before an action on someone's account; the reason goes to the audit log. */
export function ReasonDialog({ title, note, okText, danger, onSubmit, onClose }: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const send = async () => {
    // A reason that breaks the rules shows under the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { reason } = values;
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Modal open title={title} okText={okText} okButtonProps={{ danger }} onOk={send} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      <Form form={form} layout="vertical" validateTrigger="onSubmit" onFinish={send}>
        <Form.Item name="reason" label="Reason" rules={[yupRule(reasonSchema, 'reason')]}>
          <Input.TextArea rows={4} maxLength={REASON_LIMITS.max} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
