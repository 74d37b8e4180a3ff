import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { browserTimeZone, ERROR_MESSAGES, LAYOUT, ROUTES, saySuccess, useAuth } from 'mf-shared';
import { useRequestInterview } from 'mf-shared/entities/interview';
import { escapeHtml, fillPlaceholders, templateKeys, useTemplates } from 'mf-shared/entities/template';
import { invitationDate } from 'mf-shared/placeholders';
import { DateTimePicker } from 'mf-shared/kit/date';
import { RichTextEditor } from 'mf-shared/kit/editor';
import { applyServerErrors, ListSelect, yupRule } from 'mf-shared/kit/forms';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import { ThemeProvider } from 'mf-shared/kit/theme';
import { invitationSchema } from 'mf-shared/validation';

/** The guest asked for; `title` and `topic` fill the template's placeholders when known. */
export interface InterviewGuest {
  guest_id: number;
  first_name: string;
  last_name: string;
  title?: string | null;
  topic?: string | null;
  /** The pitch on the journalist's source request this interview answers (issue 27): it becomes 'interview requested'. */
  pitch_id?: number;
}

interface InvitationValues {
  email_template_id?: number;
  date_interview?: Dayjs;
  topic?: string;
  comment?: string;
  is_a_new_temp?: boolean;
  newTempTitle?: string;
}

/** Enough for any journalist's templates (the API's largest page). */
const ALL_TEMPLATES = { per_page: 100 };
/** The journalist's time zone: the server writes {date} in it, as the preview does. */
const VIEWER_TIME_ZONE = browserTimeZone();

/**
 * The date offered until the journalist picks one: the next working day at 10:00 their time, a
 * slot an expert can usually take, so that a request needs no date typed at all.
 */
export function suggestedInterviewDate(now = dayjs()): Dayjs {
  let day = now.add(1, 'day');
  while (day.day() === 0 || day.day() === 6) day = day.add(1, 'day');
  return day.hour(10).minute(0).second(0).millisecond(0);
}

export const TOPIC_MISSING = 'The message uses {topic}: please fill in the topic';

/** Plain text (an old template's) becomes paragraphs; HTML (the editor's, a template's) is kept as it is. */
function messageHtml(message: string): string {
  if (/<[a-z][^>]*>/i.test(message)) return message;
  return message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The interview request (spec sections 3 and 5): one of the journalist's email templates (the
 * default first), the date and time, the topic; the message is the template's text, editable in the
 * rich text editor (never shown as raw HTML), and
 * is shown below as the expert will read it, placeholders filled. Optionally saved as a new template.
 */
export default function InterviewRequestDialog({
  guest,
  onClose,
  onSent,
}: {
  guest: InterviewGuest | null;
  onClose: () => void;
  /** After the request is sent (a page refreshes what it changed, e.g. the pitch it came from). */
  onSent?: () => void;
}) {
  const [form] = Form.useForm<InvitationValues>();
  const templates = useTemplates(ALL_TEMPLATES, { enabled: guest !== null });
  const request = useRequestInterview();
  const navigate = useNavigate();
  const client = useQueryClient();
  const profile = useAuth((s) => s.user?.profile);
  const saveAsNew = Form.useWatch('is_a_new_temp', form);
  const message = Form.useWatch('comment', form) ?? '';
  const date = Form.useWatch('date_interview', form);
  const topic = Form.useWatch('topic', form);

  // The default template (or the newest) is chosen once the list arrives.
  const list = templates.data?.data;
  useEffect(() => {
    const preferred = list?.find((t) => t.default) ?? list?.[0];
    if (preferred && form.getFieldValue('email_template_id') === undefined)
      form.setFieldsValue({ email_template_id: preferred.id, comment: preferred.content });
  }, [list, form]);

  /** What fills the placeholders, from the form's values (the topic and the date are chosen here). */
  const placeholderValues = (v: Pick<InvitationValues, 'topic' | 'date_interview'>) => ({
    guest_name: guest ? `${guest.first_name} ${guest.last_name}` : undefined,
    guest_title: guest?.title ?? '',
    journalist_name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : undefined,
    topic: v.topic?.trim() || undefined,
    date: v.date_interview ? invitationDate(v.date_interview.toDate(), VIEWER_TIME_ZONE) : undefined,
  });
  const payloadOf = (v: InvitationValues) => ({
    guest_id: guest?.guest_id ?? 0,
    email_template_id: v.email_template_id,
    date_interview: v.date_interview?.toISOString(),
    // Sent with its placeholders: the server fills them from what it knows (a saved new template
    // keeps them), as the preview below shows.
    comment: v.comment ? messageHtml(v.comment) : undefined,
    topic: v.topic?.trim() || undefined,
    time_zone: VIEWER_TIME_ZONE,
    is_a_new_temp: Boolean(v.is_a_new_temp),
    newTempTitle: v.is_a_new_temp ? v.newTempTitle : undefined,
    pitch_id: guest?.pitch_id,
  });
  // Every rule is checked against the whole payload, as the server checks it.
  const rule = (field: string) => yupRule<InvitationValues>(invitationSchema, field, payloadOf);

  const submit = async (v: InvitationValues) => {
    if (!guest) return;
    try {
      const answer = await request.mutateAsync(payloadOf(v) as Parameters<typeof request.mutateAsync>[0]);
      if (v.is_a_new_temp) void client.invalidateQueries({ queryKey: templateKeys.all });
      saySuccess(answer);
      form.resetFields();
      onSent?.();
      onClose();
    } catch (error) {
      // A request already waiting for this guest: the API says so, and the way to it is offered.
      applyServerErrors(form, error, {
        guest_id: { label: 'See your requests', onClick: () => navigate(ROUTES.JOURNALIST_PROCESS_INTERVIEWS) },
      });
    }
  };

  const name = guest ? `${guest.first_name} ${guest.last_name}` : '';
  // Placeholders still without a value stay visible here, so the writer sees what is missing.
  const preview = message.trim()
    ? sanitizeHtml(fillPlaceholders(messageHtml(message), placeholderValues({ topic, date_interview: date })))
    : '';
  return (
    <ThemeProvider>
      <Modal
        open={guest !== null}
        title={`Request an interview with ${name}`}
        width={`min(${LAYOUT.DIALOG_WIDTH.INVITATION_MAX}px, 100vw - 32px)`}
        onCancel={onClose}
        footer={null}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          validateTrigger="onSubmit"
          preserve
          initialValues={{ topic: guest?.topic ?? '', date_interview: suggestedInterviewDate() }}
        >
          <Form.Item name="email_template_id" label="Email template" rules={[rule('email_template_id')]}>
            <ListSelect<number>
              loading={templates.isPending}
              placeholder="Choose a template"
              options={(list ?? []).map((t) => ({ value: t.id, label: t.title }))}
              onChange={(id) => {
                const chosen = list?.find((t) => t.id === id);
                if (chosen) form.setFieldsValue({ comment: chosen.content });
              }}
              notFoundContent={ERROR_MESSAGES.NO_DATA}
            />
          </Form.Item>
          <Form.Item name="date_interview" label="Date and time of the interview" rules={[rule('date_interview')]}>
            <DateTimePicker notPast style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="topic"
            label="Topic"
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value?: string) => {
                  if (String(getFieldValue('comment') ?? '').includes('{topic}') && !value?.trim())
                    throw new Error(TOPIC_MISSING);
                },
              }),
            ]}
          >
            <Input placeholder="What you would like to talk about" />
          </Form.Item>
          <Form.Item
            name="comment"
            label="Message"
            rules={[rule('comment')]}
            extra="Placeholders such as {guest_name} are filled in below."
          >
            <RichTextEditor aria-label="Message" />
          </Form.Item>
          <section aria-label="Message preview" data-testid="invitation-preview" style={{ marginBottom: 24 }}>
            <Typography.Text type="secondary">As {name || 'the guest'} will read it</Typography.Text>
            {preview ? (
              <div
                className="rich-text"
                style={{
                  marginTop: 8,
                  padding: '12px 16px',
                  border: '1px solid #dfe3ea',
                  borderRadius: 8,
                  maxHeight: 240,
                  overflowY: 'auto',
                  overflowWrap: 'anywhere',
                }}
                dangerouslySetInnerHTML={{ __html: preview }}
              />
            ) : (
              <Typography.Paragraph type="secondary" italic style={{ marginTop: 8 }}>
                {ERROR_MESSAGES.NO_DATA}
              </Typography.Paragraph>
            )}
          </section>
          <Form.Item name="is_a_new_temp" valuePropName="checked">
            <Checkbox>Save this message as a new template</Checkbox>
          </Form.Item>
          {saveAsNew && (
            <Form.Item name="newTempTitle" label="New template title" rules={[rule('newTempTitle')]}>
              <Input />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={request.isPending} block>
            Send request
          </Button>
        </Form>
      </Modal>
    </ThemeProvider>
  );
}
