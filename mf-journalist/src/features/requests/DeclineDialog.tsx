import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog } from 'mf-shared/kit/dialog';
import { applyServerErrorsTo, CharacterCount, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Button } from 'mf-shared/kit/plain';
import { useDeclinePitch } from 'mf-shared/entities/source-request';
import { pitchDeclineSchema, REQUEST_LIMITS, REQUEST_MESSAGES } from 'mf-shared/validation';

interface DeclineValues {
  note: string;
}

/**
 * Decline a pitch, with an optional note the expert reads. Plain (kit/dialog, kit/fields): the
 * request page loads no antd for it (issue 25).
 */
export default function DeclineDialog({
  pitch,
  onClose,
}: {
  pitch: { id: number; name: string };
  onClose: () => void;
}) {
  const form = useForm<DeclineValues>({ defaultValues: { note: '' }, resolver: schemaResolver(pitchDeclineSchema) });
  const note = useWatch({ control: form.control, name: 'note' });
  const decline = useDeclinePitch();
  const submit = async ({ note }: DeclineValues) => {
    try {
      await decline.mutateAsync({ id: pitch.id, note });
      toast.success(REQUEST_MESSAGES.DECLINED);
      onClose();
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  return (
    <Dialog title={`Decline the pitch of ${pitch.name}`} onClose={onClose}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Field
          label="Note to the expert (optional)"
          error={form.formState.errors.note?.message}
          aside={<CharacterCount value={note} max={REQUEST_LIMITS.DECLINE_NOTE_MAX} />}
        >
          {(field) => (
            <textarea
              {...field}
              {...form.register('note')}
              className="pp-input"
              rows={4}
              maxLength={REQUEST_LIMITS.DECLINE_NOTE_MAX}
            />
          )}
        </Field>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="primary" danger htmlType="submit" loading={decline.isPending}>
            Decline pitch
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Dialog>
  );
}
