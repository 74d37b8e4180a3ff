import { Button, Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ROUTES } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { ThemeProvider } from 'mf-shared/kit/theme';
import { askQuestionSchema, MESSAGE_MAX } from 'mf-shared/validation';
import { useAskQuestion } from './hooks';

/** The guest a question is for. */
export interface QuestionGuest {
  guest_id: number;
  first_name: string;
  last_name: string;
}

/** "Ask a question": one message to the guest's expert account; the thread opens from the toast. */
export default function AskQuestionDialog({ guest, onClose }: { guest: QuestionGuest; onClose: () => void }) {
  const [form] = Form.useForm<{ message: string }>();
  const ask = useAskQuestion();
  const navigate = useNavigate();
  const name = `${guest.first_name} ${guest.last_name}`;
  const payloadOf = (v: { message?: string }) => ({ guest_id: guest.guest_id, message: v.message ?? '' });

  const submit = async (v: { message: string }) => {
    try {
      const { data } = await ask.mutateAsync(payloadOf(v));
      toast.success('Question sent', {
        action: {
          label: 'Open',
          onClick: () => navigate(`${ROUTES.JOURNALIST_QUESTIONS}?chat=${data.id}`),
        },
      });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <ThemeProvider>
      <Modal open title={`Ask ${name} a question`} onCancel={onClose} footer={null} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit} validateTrigger="onSubmit">
          <Form.Item
            name="message"
            label="Your question"
            rules={[yupRule<{ message?: string }>(askQuestionSchema, 'message', payloadOf)]}
          >
            <Input.TextArea rows={5} maxLength={MESSAGE_MAX} showCount autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={ask.isPending}>
            Send question
          </Button>
        </Form>
      </Modal>
    </ThemeProvider>
  );
}
