import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ERROR_MESSAGES } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { Dialog } from 'mf-shared/kit/dialog';
import { applyServerErrorsTo, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Button } from 'mf-shared/kit/plain';
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

/** The browser's date-time field speaks "2032-02-03T09:30": the wall clock in the browser's zone. */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

interface RescheduleValues {
  /** The date-time field's wall clock, '' while empty. */
  date_interview: string;
  message: string;
}

/** The dialog's values as the API reads them, for the shared rules (one source with the server). */
const reschedulePayload = (values: RescheduleValues) => ({
  date_interview: values.date_interview ? dayjs(values.date_interview).toDate() : undefined,
  message: values.message,
});

/** The shared rules, and a new date is always asked for here (the API also takes a message alone). */
const rescheduleResolver: Resolver<RescheduleValues> = async (values, context, options) => {
  const checked = await schemaResolver(rescheduleSchema, reschedulePayload)(values, context, options);
  if (values.date_interview) return checked;
  return {
    values: {},
    errors: { ...checked.errors, date_interview: { type: 'required', message: V.REQUIRED } },
  };
};

/**
 * A dialog of one interview's action: closed by its own buttons, the ×, Escape or a press beside
 * it; its form gone once closed. Plain (kit/dialog): opening one loads no antd (issue 25).
 */
function InterviewDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
    </Dialog>
  );
}

/** A new date and time (not in the past) with a message to the other side, asked once more before it goes. */
export function RescheduleDialog({ item, onClose }: { item: InterviewItem; onClose: () => void }) {
  const update = useUpdateInterview();
  const form = useForm<RescheduleValues>({
    defaultValues: {
      date_interview: dayjs(item.date_interview).isAfter(dayjs()) ? dayjs(item.date_interview).format(WALL_CLOCK) : '',
      message: '',
    },
    resolver: rescheduleResolver,
  });
  const { errors } = form.formState;

  // The form is checked first (a wrong date or message shows under its field), then asked once more.
  const check = () =>
    new Promise<void>(
      (resolve, reject) =>
        void form.handleSubmit(
          () => resolve(),
          () => reject(new Error('invalid')),
        )(),
    );

  const send = async () => {
    const values = form.getValues();
    try {
      // The route answers the interview, no message: the toast says what was done.
      await update.mutateAsync({
        id: item.id,
        date_interview: dayjs(values.date_interview).toISOString(),
        message: values.message.trim() || undefined,
        time_zone: viewerTimeZone(),
      });
      toast.success('The new date is sent');
      onClose();
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };

  return (
    <InterviewDialog title={`Reschedule the interview with ${guestName(item.guest)}`} onClose={onClose}>
      {/* Nothing is sent by Enter: the Reschedule button asks first. */}
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Field label="New date and time" error={errors.date_interview?.message} required>
          {(field) => (
            <input
              {...field}
              {...form.register('date_interview')}
              type="datetime-local"
              className="pp-input"
              min={dayjs().format(WALL_CLOCK)}
            />
          )}
        </Field>
        <Field label="Message" error={errors.message?.message}>
          {(field) => (
            <textarea
              {...field}
              {...form.register('message')}
              className="pp-input"
              rows={3}
              placeholder="Why the date changes (the other side reads this)"
            />
          )}
        </Field>
        <div className="pp-form-actions" style={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Close</Button>
          <Confirm title="Send the new date to the other side?" okText="Send" check={check} onConfirm={send}>
            <Button variant="primary" loading={update.isPending}>
              Reschedule
            </Button>
          </Confirm>
        </div>
      </form>
    </InterviewDialog>
  );
}

/** A note only the viewer reads. */
export function NoteForm({ item, onDone }: { item: Pick<InterviewItem, 'id'>; onDone?: () => void }) {
  const add = useAddInterviewNote();
  const form = useForm<{ note: string }>({
    defaultValues: { note: '' },
    resolver: schemaResolver(interviewNoteSchema),
  });
  const submit = async ({ note }: { note: string }) => {
    try {
      await add.mutateAsync({ id: item.id, note: note.trim() });
      toast.success('Note saved');
      form.reset();
      onDone?.();
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Field label="Your note (only you see it)" error={form.formState.errors.note?.message}>
        {(field) => <textarea {...field} {...form.register('note')} className="pp-input" rows={3} />}
      </Field>
      <Button htmlType="submit" loading={add.isPending}>
        Add note
      </Button>
    </form>
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
  const publish = useSetPublishedLink();
  const form = useForm<{ published_link: string }>({
    defaultValues: { published_link: item.published_link ?? '' },
    // A web page only: no javascript: or data: addresses.
    resolver: schemaResolver(publishedLinkSchema),
  });
  const submit = async ({ published_link }: { published_link: string }) => {
    try {
      await publish.mutateAsync({ id: item.id, published_link: published_link.trim() });
      toast.success(ERROR_MESSAGES.SUCCESS);
      onClose();
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  return (
    <InterviewDialog title={`Where the interview with ${guestName(item.guest)} was published`} onClose={onClose}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Field label="Published link" error={form.formState.errors.published_link?.message}>
          {(field) => (
            <input
              {...field}
              {...form.register('published_link')}
              className="pp-input"
              placeholder="https://"
              inputMode="url"
            />
          )}
        </Field>
        <Button variant="primary" htmlType="submit" loading={publish.isPending}>
          Save link
        </Button>
      </form>
    </InterviewDialog>
  );
}
