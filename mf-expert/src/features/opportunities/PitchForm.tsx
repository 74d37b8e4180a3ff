import { Button, Flex, Form, Input } from 'antd';
import { toast } from 'sonner';
import { applyServerErrors, ListSelect, yupRule } from 'mf-shared/kit/forms';
import {
  paragraphsHtml,
  paragraphsText,
  useCreatePitch,
  useUpdatePitch,
  type EligibleGuest,
  type Pitch,
} from 'mf-shared/entities/source-request';
import { pitchEditSchema, pitchSchema, REQUEST_LIMITS, REQUEST_MESSAGES } from 'mf-shared/validation';

interface PitchValues {
  guest_id?: number;
  answer?: string;
}

const payloadOf = (v: PitchValues) => ({ guest_id: v.guest_id, answer: paragraphsHtml(v.answer ?? '') });
const guestRule = yupRule<PitchValues>(pitchSchema, 'guest_id', payloadOf);
const answerRule = yupRule<PitchValues>(pitchSchema, 'answer', payloadOf);
const editRule = yupRule<PitchValues>(pitchEditSchema, 'answer', payloadOf);

const ANSWER_HELP = 'Why this guest, and what they would say: up to 2,000 characters.';

/** A new pitch: one of the account's eligible guests and a short answer. */
export function NewPitchForm({ requestId, guests }: { requestId: number; guests: EligibleGuest[] }) {
  const [form] = Form.useForm<PitchValues>();
  const create = useCreatePitch();
  const submit = async (values: PitchValues) => {
    try {
      await create.mutateAsync({ requestId, guest_id: values.guest_id!, answer: payloadOf(values).answer });
      toast.success(REQUEST_MESSAGES.PITCHED);
      form.resetFields();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      validateTrigger="onSubmit"
      aria-label="Pitch a guest"
      initialValues={{ guest_id: guests.length === 1 ? guests[0].id : undefined }}
    >
      <Form.Item name="guest_id" label="Guest" rules={[guestRule]}>
        <ListSelect<number>
          placeholder="Choose one of your guests"
          options={guests.map((g) => ({ value: g.id, label: g.title ? `${g.name}, ${g.title}` : g.name }))}
        />
      </Form.Item>
      <Form.Item name="answer" label="Your answer" rules={[answerRule]} extra={ANSWER_HELP}>
        <Input.TextArea rows={6} maxLength={REQUEST_LIMITS.ANSWER_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Send pitch
      </Button>
    </Form>
  );
}

/** An own pitch's answer, edited until the deadline. */
export function EditPitchForm({ pitch, onDone }: { pitch: Pitch; onDone: () => void }) {
  const [form] = Form.useForm<PitchValues>();
  const update = useUpdatePitch();
  const submit = async (values: PitchValues) => {
    try {
      await update.mutateAsync({ id: pitch.id, answer: payloadOf(values).answer });
      toast.success(REQUEST_MESSAGES.PITCH_UPDATED);
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      validateTrigger="onSubmit"
      initialValues={{ answer: paragraphsText(pitch.answer) }}
      aria-label={`Edit the pitch of ${pitch.guest.first_name} ${pitch.guest.last_name}`}
    >
      <Form.Item name="answer" label="Your answer" rules={[editRule]} extra={ANSWER_HELP}>
        <Input.TextArea rows={6} maxLength={REQUEST_LIMITS.ANSWER_MAX} showCount autoFocus />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save pitch
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
    </Form>
  );
}
