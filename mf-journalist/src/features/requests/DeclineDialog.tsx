import { Button, Flex, Form, Input, Modal } from 'antd';
import { toast } from 'sonner';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { ThemeProvider } from 'mf-shared/kit/theme';
import { useDeclinePitch } from 'mf-shared/entities/source-request';
import { pitchDeclineSchema, REQUEST_LIMITS, REQUEST_MESSAGES } from 'mf-shared/validation';

const noteRule = yupRule(pitchDeclineSchema, 'note');

/** Decline a pitch, with an optional note the expert reads. */
export default function DeclineDialog({
  pitch,
  onClose,
}: {
  pitch: { id: number; name: string };
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ note?: string }>();
  const decline = useDeclinePitch();
  const submit = async ({ note }: { note?: string }) => {
    try {
      await decline.mutateAsync({ id: pitch.id, note });
      toast.success(REQUEST_MESSAGES.DECLINED);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <ThemeProvider>
      <Modal open title={`Decline the pitch of ${pitch.name}`} onCancel={onClose} footer={null} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit} validateTrigger="onSubmit">
          <Form.Item name="note" label="Note to the expert (optional)" rules={[noteRule]}>
            <Input.TextArea rows={4} maxLength={REQUEST_LIMITS.DECLINE_NOTE_MAX} showCount autoFocus />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" danger htmlType="submit" loading={decline.isPending}>
              Decline pitch
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </Flex>
        </Form>
      </Modal>
    </ThemeProvider>
  );
}
