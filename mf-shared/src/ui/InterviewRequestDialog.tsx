import { Button, Checkbox, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { api, ERROR_MESSAGES, LAYOUT } from 'mf-shared';
import { invitationSchema } from 'mf-shared/validation';
import { showServerErrors, yupRule } from './formRules';
import ThemeProvider from './ThemeProvider';

export interface InterviewGuest {
  guest_id: number;
  first_name: string;
  last_name: string;
}

interface EmailTemplate {
  id: number;
  title: string;
  content: string;
  default: boolean;
}

interface InvitationValues {
  email_template_id?: number;
  date_interview?: Dayjs;
  comment?: string;
  is_a_new_temp?: boolean;
  newTempTitle?: string;
}

/** The form's values in the shape the server and the shared rules read. */
const payloadOf = (guestId: number, v: InvitationValues) => ({
  guest_id: guestId,
  email_template_id: v.email_template_id,
  date_interview: v.date_interview?.toISOString(),
  comment: v.comment,
  is_a_new_temp: Boolean(v.is_a_new_temp),
  newTempTitle: v.is_a_new_temp ? v.newTempTitle : undefined,
});

/**
 * The interview request (spec sections 3 and 5): an email template, the date and time, the message
 * (the template's text, editable), optionally saved as a new template. Sends POST /interview/create.
 */
export default function InterviewRequestDialog({
  guest,
  onClose,
}: {
  guest: InterviewGuest | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<InvitationValues>();
  const [templates, setTemplates] = useState<EmailTemplate[] | null>(null);
  const [sending, setSending] = useState(false);
  const saveAsNew = Form.useWatch('is_a_new_temp', form);

  useEffect(() => {
    if (!guest) return;
    let live = true;
    api.get<{ data: EmailTemplate[] }>('/email-templates').then(
      ({ data }) => {
        if (!live) return;
        setTemplates(data.data);
        const preferred = data.data.find((t) => t.default) ?? data.data[0];
        if (preferred && form.getFieldValue('email_template_id') === undefined)
          form.setFieldsValue({ email_template_id: preferred.id, comment: preferred.content });
      },
      () => live && setTemplates([]),
    );
    return () => {
      live = false;
    };
  }, [guest, form]);

  // Every rule is checked against the whole payload, as the server checks it.
  const rule = (field: string) => yupRule(invitationSchema, field, (v: InvitationValues) => payloadOf(0, v));

  const submit = async (values: InvitationValues) => {
    if (!guest) return;
    setSending(true);
    try {
      const { data } = await api.post<{ message?: string }>('/interview/create', payloadOf(guest.guest_id, values));
      toast.success(data.message ?? ERROR_MESSAGES.SUCCESS);
      form.resetFields();
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  const name = guest ? `${guest.first_name} ${guest.last_name}` : '';
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
        <Form form={form} layout="vertical" onFinish={submit} validateTrigger="onSubmit" preserve>
          <Form.Item name="email_template_id" label="Email template" rules={[rule('email_template_id')]}>
            <Select
              loading={templates === null}
              placeholder="Choose a template"
              options={(templates ?? []).map((t) => ({ value: t.id, label: t.title }))}
              onChange={(id: number) => {
                const chosen = templates?.find((t) => t.id === id);
                if (chosen) form.setFieldsValue({ comment: chosen.content });
              }}
              notFoundContent={ERROR_MESSAGES.NO_DATA}
            />
          </Form.Item>
          <Form.Item name="date_interview" label="Date and time of the interview" rules={[rule('date_interview')]}>
            <DatePicker
              showTime={{ format: 'hh:mm A', minuteStep: 5 }}
              format="YYYY/MM/DD hh:mm A"
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="comment" label="Message" rules={[rule('comment')]}>
            <Input.TextArea rows={7} />
          </Form.Item>
          <Form.Item name="is_a_new_temp" valuePropName="checked">
            <Checkbox>Save this message as a new template</Checkbox>
          </Form.Item>
          {saveAsNew && (
            <Form.Item name="newTempTitle" label="New template title" rules={[rule('newTempTitle')]}>
              <Input />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={sending} block>
            Send request
          </Button>
        </Form>
      </Modal>
    </ThemeProvider>
  );
}
