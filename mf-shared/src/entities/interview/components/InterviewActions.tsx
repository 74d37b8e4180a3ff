import { Button, Flex, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ERROR_MESSAGES, INTERVIEW_STATUS } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { DateTimePicker } from 'mf-shared/kit/date';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { interviewNoteSchema, publishedLinkSchema, rescheduleSchema, V } from 'mf-shared/validation';
import { useAddInterviewNote, useSetInterviewStatus, useSetPublishedLink, useUpdateInterview } from '../hooks';
import { viewerTimeZone } from '../time';
import type { InterviewAction, InterviewItem } from '../types';
import { guestName } from './InterviewParts';

/** The status changes, in the order buttons show them, with their question and words. */
const STATUS_ACTIONS: {
  action: InterviewAction;
  status: number;
  label: string;
  question: string;
  okText: string;
  danger?: boolean;
  primary?: boolean;
}[] = [
  {
    action: 'approve',
    status: INTERVIEW_STATUS.APPROVED,
    label: 'Approve',
    question: 'Approve this interview? Both sides get a calendar invitation.',
    okText: 'Approve',
    primary: true,
  },
  {
    action: 'reject',
    status: INTERVIEW_STATUS.REJECTED,
    label: 'Reject',
    question: 'Reject this interview request?',
    okText: 'Reject',
    danger: true,
  },
  {
    action: 'done',
    status: INTERVIEW_STATUS.DONE,
    label: 'Mark done',
    question: 'Mark this interview done?',
    okText: 'Mark done',
  },
  {
    action: 'cancel',
    status: INTERVIEW_STATUS.CANCELLED,
    label: 'Cancel',
    question: 'Cancel this interview? The other side is told.',
    okText: 'Cancel interview',
    danger: true,
  },
];

const said = (answer: { message?: string }, fallback: string) => toast.success(answer.message || fallback);

export interface InterviewActionsProps {
  item: InterviewItem;
  /** Buttons in a table row are small links; in the drawer they are buttons. */
  compact?: boolean;
}

/**
 * What the viewer may do to one interview now: exactly the server's `actions`, each asked
 * before it is done; the API client toasts a refusal in the server's words.
 */
export function InterviewActions({ item, compact = false }: InterviewActionsProps) {
  const setStatus = useSetInterviewStatus();
  const [dialog, setDialog] = useState<'reschedule' | 'note' | 'publish_link' | null>(null);
  const name = guestName(item.guest);
  const allowed = new Set(item.actions);
  const type = compact ? 'link' : 'default';
  const size = compact ? 'small' : 'middle';

  const change = async (status: number, label: string) => {
    const answer = await setStatus.mutateAsync({
      id: item.id,
      status,
      // The expert's zone goes with an approval: the invitation shows their local time.
      ...(status === INTERVIEW_STATUS.APPROVED && { time_zone: viewerTimeZone() }),
    });
    said(answer, `${label}: done`);
  };

  return (
    // Clicks here must not reach the row (which opens the drawer), popups included.
    <div onClick={(e) => e.stopPropagation()} role="presentation">
      <Flex gap={compact ? 0 : 8} wrap>
        {STATUS_ACTIONS.filter((a) => allowed.has(a.action)).map((a) => (
          <Confirm
            key={a.action}
            title={a.question}
            okText={a.okText}
            cancelText="Keep"
            danger={a.danger}
            onConfirm={() => change(a.status, a.label)}
          >
            <Button
              type={compact ? 'link' : a.primary ? 'primary' : type}
              danger={a.danger}
              size={size}
              aria-label={`${a.label} the interview with ${name}`}
            >
              {a.label}
            </Button>
          </Confirm>
        ))}
        {allowed.has('reschedule') && (
          <Button
            type={type}
            size={size}
            onClick={() => setDialog('reschedule')}
            aria-label={`Reschedule the interview with ${name}`}
          >
            Reschedule
          </Button>
        )}
        {allowed.has('note') && (
          <Button
            type={type}
            size={size}
            onClick={() => setDialog('note')}
            aria-label={`Add note to the interview with ${name}`}
          >
            Add note
          </Button>
        )}
        {allowed.has('publish_link') && (
          <Button
            type={type}
            size={size}
            onClick={() => setDialog('publish_link')}
            aria-label={`${item.published_link ? 'Change' : 'Add'} published link of the interview with ${name}`}
          >
            {item.published_link ? 'Change published link' : 'Add published link'}
          </Button>
        )}
      </Flex>
      {dialog === 'reschedule' && <RescheduleDialog item={item} onClose={() => setDialog(null)} />}
      {dialog === 'note' && <NoteDialog item={item} onClose={() => setDialog(null)} />}
      {dialog === 'publish_link' && <PublishedLinkDialog item={item} onClose={() => setDialog(null)} />}
    </div>
  );
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
