import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ROUTES } from 'mf-shared';
import { Dialog } from 'mf-shared/kit/dialog';
import { applyServerErrorsTo, CharacterCount, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Button } from 'mf-shared/kit/plain';
import { askQuestionSchema, MESSAGE_MAX } from 'mf-shared/validation';
import { useAskQuestion } from './hooks';

/** The guest a question is for. */
export interface QuestionGuest {
  guest_id: number;
  first_name: string;
  last_name: string;
}

/**
 * "Ask a question": one message to the guest's expert account; the thread opens from the toast.
 * Plain (kit/dialog, kit/fields): nothing of antd loads for it (issue 25).
 */
export default function AskQuestionDialog({ guest, onClose }: { guest: QuestionGuest; onClose: () => void }) {
  const ask = useAskQuestion();
  const navigate = useNavigate();
  const name = `${guest.first_name} ${guest.last_name}`;
  const payloadOf = (v: { message: string }) => ({ guest_id: guest.guest_id, message: v.message });
  const form = useForm<{ message: string }>({
    defaultValues: { message: '' },
    resolver: schemaResolver(askQuestionSchema, payloadOf),
  });
  const message = useWatch({ control: form.control, name: 'message' });

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
      applyServerErrorsTo(form, error);
    }
  };

  return (
    <Dialog title={`Ask ${name} a question`} onClose={onClose}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Field
          label="Your question"
          error={form.formState.errors.message?.message}
          aside={<CharacterCount value={message} max={MESSAGE_MAX} />}
        >
          {(field) => (
            <textarea {...field} {...form.register('message')} className="pp-input" rows={5} maxLength={MESSAGE_MAX} />
          )}
        </Field>
        <Button variant="primary" htmlType="submit" loading={ask.isPending}>
          Send question
        </Button>
      </form>
    </Dialog>
  );
}
