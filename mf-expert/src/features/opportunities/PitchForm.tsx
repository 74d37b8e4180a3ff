import { useEffect } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { applyServerErrorsTo, CharacterCount, Field, schemaResolver, Select } from 'mf-shared/kit/fields';
import { Button } from 'mf-shared/kit/plain';
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
  /** The chosen guest's id as the select holds it ('' while none is). */
  guest_id: string;
  answer: string;
}

/** What the rules check and the API receives: the guest's id and the answer as paragraphs. */
const payloadOf = (v: PitchValues) => ({
  guest_id: v.guest_id ? Number(v.guest_id) : undefined,
  answer: paragraphsHtml(v.answer ?? ''),
});
const newPitchResolver = schemaResolver<PitchValues, ReturnType<typeof payloadOf>>(pitchSchema, payloadOf);
const editPitchResolver = schemaResolver<PitchValues, { answer: string }>(pitchEditSchema, (v) => ({
  answer: payloadOf(v).answer,
}));

const ANSWER_HELP = 'Why this guest, and what they would say: up to 2,000 characters.';

/** "Your answer": a text box with its hint, its rule's message and a live count of what is left. */
function AnswerField({ form }: { form: UseFormReturn<PitchValues> }) {
  const answer = useWatch({ control: form.control, name: 'answer' });
  return (
    <Field
      label="Your answer"
      hint={ANSWER_HELP}
      error={form.formState.errors.answer?.message}
      aside={<CharacterCount value={answer} max={REQUEST_LIMITS.ANSWER_MAX} />}
    >
      {(field) => (
        <textarea
          {...field}
          {...form.register('answer')}
          className="pp-input"
          rows={6}
          maxLength={REQUEST_LIMITS.ANSWER_MAX}
        />
      )}
    </Field>
  );
}

/**
 * A new pitch: one of the account's eligible guests and a short answer. Plain fields (kit/fields):
 * the opportunity page loads no antd (issue 25).
 */
export function NewPitchForm({ requestId, guests }: { requestId: number; guests: EligibleGuest[] }) {
  const form = useForm<PitchValues>({
    defaultValues: { guest_id: guests.length === 1 ? String(guests[0].id) : '', answer: '' },
    resolver: newPitchResolver,
  });
  const create = useCreatePitch();
  const submit = async (values: PitchValues) => {
    try {
      await create.mutateAsync({ requestId, guest_id: Number(values.guest_id), answer: payloadOf(values).answer });
      toast.success(REQUEST_MESSAGES.PITCHED);
      form.reset();
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} aria-label="Pitch a guest">
      <Field label="Guest" error={form.formState.errors.guest_id?.message}>
        {(field) => (
          <Select
            {...field}
            {...form.register('guest_id')}
            placeholder="Choose one of your guests"
            options={guests.map((g) => ({ value: String(g.id), label: g.title ? `${g.name}, ${g.title}` : g.name }))}
          />
        )}
      </Field>
      <AnswerField form={form} />
      <Button variant="primary" htmlType="submit" loading={create.isPending}>
        Send pitch
      </Button>
    </form>
  );
}

/** An own pitch's answer, edited until the deadline. */
export function EditPitchForm({ pitch, onDone }: { pitch: Pitch; onDone: () => void }) {
  const form = useForm<PitchValues>({
    defaultValues: { guest_id: '', answer: paragraphsText(pitch.answer) },
    resolver: editPitchResolver,
  });
  const update = useUpdatePitch();
  // Opened by "Edit": the answer takes the focus.
  useEffect(() => form.setFocus('answer'), [form]);
  const submit = async (values: PitchValues) => {
    try {
      await update.mutateAsync({ id: pitch.id, answer: payloadOf(values).answer });
      toast.success(REQUEST_MESSAGES.PITCH_UPDATED);
      onDone();
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      aria-label={`Edit the pitch of ${pitch.guest.first_name} ${pitch.guest.last_name}`}
    >
      <AnswerField form={form} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="primary" htmlType="submit" loading={update.isPending}>
          Save pitch
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
