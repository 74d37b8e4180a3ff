import { Button, Flex, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ERROR_MESSAGES } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { DateTimePicker } from 'mf-shared/kit/date';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { interviewNoteSchema, publishedLinkSchema, rescheduleSchema, V } from 'mf-shared/validation';
import { useAddInterviewNote, useSetPublishedLink, useUpdateInterview } from '../hooks';
import { viewerTimeZone } from '../time';
import type { InterviewItem } from '../types';
import { guestName } from './InterviewParts';

/** The dialog of one of a row's actions; this module loads when the first one opens. */
export default function ActionDialog({
  kind,
  item,
  onClose,
}: {
  kind: 'reschedule' | 'note' | 'publish_link';
  item: InterviewItem;
  onClose: () => void;
}) {
  if (kind === 'reschedule') return <RescheduleDialog item={item} onClose={onClose} />;
  if (kind === 'note') return <NoteDialog item={item} onClose={onClose} />;
  return <PublishedLinkDialog item={item} onClose={onClose} />;
}

interface RescheduleValues {
  date_interview?: Dayjs;
  message?: string;
}

/** The dialog's values as the API reads them, for the shared rules (one source with the server). */
const reschedulePayload = (values: RescheduleValues) => ({
  date_interview: values.date_interview?.toDate(),
  message: values.message,
});

/** A dialog of one interview's action: closed by its own buttons or the cross, its form gone once closed. */
function InterviewDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {children}
    </Modal>
  );
}

/** A new date and time (not in the past) with a message to the other side, asked once more before it goes. */
export function RescheduleDialog({ item, onClose }: { item: InterviewItem; onClose: () => void }) {
  const [form] = Form.useForm<RescheduleValues>();
  const update = useUpdateInterview();

  // The form is checked first (a wrong date or message shows under its field), then asked once more.
  const send = async () => {
    const values = await form.validateFields();
    try {
      // The route answers the interview, no message: the toast says what was done.
      await update.mutateAsync({
        id: item.id,
        date_interview: values.date_interview!.toISOString(),
        message: values.message?.trim() || undefined,
        time_zone: viewerTimeZone(),
      });
      toast.success('The new date is sent');
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <InterviewDialog title={`Reschedule the interview with ${guestName(item.guest)}`} onClose={onClose}>
      <Form<RescheduleValues>
        form={form}
        layout="vertical"
        validateTrigger="onSubmit"
        initialValues={{
          date_interview: dayjs(item.date_interview).isAfter(dayjs()) ? dayjs(item.date_interview) : undefined,
        }}
      >
        <Form.Item
          name="date_interview"
          label="New date and time"
          rules={[
            { required: true, message: V.REQUIRED },
            yupRule(rescheduleSchema, 'date_interview', reschedulePayload),
          ]}
        >
          <DateTimePicker notPast style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="message" label="Message" rules={[yupRule(rescheduleSchema, 'message', reschedulePayload)]}>
          <Input.TextArea rows={3} placeholder="Why the date changes (the other side reads this)" />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Close</Button>
          <Confirm
            title="Send the new date to the other side?"
            okText="Send"
            check={() => form.validateFields()}
            onConfirm={send}
          >
            <Button type="primary" loading={update.isPending}>
              Reschedule
            </Button>
          </Confirm>
        </Flex>
      </Form>
    </InterviewDialog>
  );
}

/** A note only the viewer reads. */
export function NoteForm({ item, onDone }: { item: Pick<InterviewItem, 'id'>; onDone?: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const add = useAddInterviewNote();
  const submit = async ({ note }: { note: string }) => {
    try {
      await add.mutateAsync({ id: item.id, note: note.trim() });
      toast.success('Note saved');
      form.resetFields();
      onDone?.();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} validateTrigger="onSubmit">
      <Form.Item name="note" label="Your note (only you see it)" rules={[yupRule(interviewNoteSchema, 'note')]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending}>
        Add note
      </Button>
    </Form>
  );
}

function NoteDialog({ item, onClose }: { item: InterviewItem; onClose: () => void }) {
  return (
    <InterviewDialog title={`Note on the interview with ${guestName(item.guest)}`} onClose={onClose}>
      <NoteForm item={item} onDone={onClose} />
    </InterviewDialog>
  );
}

function PublishedLinkDialog({ item, onClose }: { item: InterviewItem; onClose: () => void }) {
  const [form] = Form.useForm<{ published_link: string }>();
  const publish = useSetPublishedLink();
  const submit = async ({ published_link }: { published_link: string }) => {
    try {
      await publish.mutateAsync({ id: item.id, published_link: published_link.trim() });
      toast.success(ERROR_MESSAGES.SUCCESS);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <InterviewDialog title={`Where the interview with ${guestName(item.guest)} was published`} onClose={onClose}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        validateTrigger="onSubmit"
        initialValues={{ published_link: item.published_link ?? '' }}
      >
        <Form.Item
          name="published_link"
          label="Published link"
          // A web page only: no javascript: or data: addresses.
          rules={[yupRule(publishedLinkSchema, 'published_link')]}
        >
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={publish.isPending}>
          Save link
        </Button>
      </Form>
    </InterviewDialog>
  );
}
