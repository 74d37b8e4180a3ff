import type { AxiosError } from 'axios';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, statusOf } from 'mf-shared';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportSchema,
  type ReportItemType,
  type ReportReason,
} from 'mf-shared/validation';
import { ValidationError } from 'yup';
import { useSendReport } from '../api';
import './report.css';

export interface ReportButtonProps {
  itemType: ReportItemType;
  itemId: number;
  /** What is reported, for the dialog's title and the button's name ("Report this story idea"). */
  what: string;
  className?: string;
}

const FAILED = 'Your report could not be sent. Please try again.';

/** What to say when the API refused the report: its own words for a 404, 409, 429; a general line otherwise. */
function refusal(error: unknown): string {
  const status = statusOf(error);
  const message = (error as AxiosError<{ message?: string }>)?.response?.data?.message;
  if (message && status !== undefined && status < 500 && status !== 422) return message;
  return FAILED;
}

function ReportDialog({
  itemType,
  itemId,
  what,
  onClose,
}: Omit<ReportButtonProps, 'className'> & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendReport();
  const sending = send.isPending;
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = { item_type: itemType, item_id: itemId, reason, note: note.trim() || undefined };
    try {
      reportSchema.validateSync(body, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(Object.fromEntries(error.inner.map((e) => [e.path ?? 'reason', e.message])));
      return;
    }
    setErrors({});
    try {
      setDone(await send.mutateAsync({ ...body, reason: reason as ReportReason }));
    } catch (error) {
      // What was chosen and written stays in the form.
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      else setProblem(refusal(error));
    }
  };

  const noteId = `${id}-note`;
  return (
    <dialog ref={ref} className="report-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <button type="button" className="report-dialog__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      <h2 id={`${id}-title`}>Report {what}</h2>
      {done ? (
        <>
          <p role="status">{done}</p>
          <button type="button" className="pp-button" onClick={onClose} autoFocus>
            Close
          </button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="report-dialog__hint">
            Our moderators check every report. Tell us what is wrong; you do not need to sign in.
          </p>
          <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
            <legend>Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="report-dialog__reason">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  aria-invalid={errors.reason ? true : undefined}
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {errors.reason && (
              <p id={`${id}-reason-error`} className="report-dialog__error">
                {errors.reason}
              </p>
            )}
          </fieldset>
          <label htmlFor={noteId}>Note (optional)</label>
          <textarea
            id={noteId}
            rows={4}
            value={note}
            maxLength={REPORT_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${noteId}-count${errors.note ? ` ${noteId}-error` : ''}`}
          />
          <small id={`${noteId}-count`} className="report-dialog__count">
            {note.length} / {REPORT_NOTE_MAX}
          </small>
          {errors.note && (
            <p id={`${noteId}-error`} className="report-dialog__error">
              {errors.note}
            </p>
          )}
          {problem && (
            <p role="alert" className="report-dialog__error">
              {problem}
            </p>
          )}
          <div className="report-dialog__actions">
            <button type="button" className="pp-button pp-button--ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="pp-button" disabled={sending} aria-busy={sending}>
              {sending ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/**
 * A small "Report" button beside a published item; it opens a dialog that asks for a reason and an
 * optional note and sends them to the moderators. Plain HTML and CSS: public pages carry no antd.
 */
export function ReportButton({ itemType, itemId, what, className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`report-button${className ? ` ${className}` : ''}`}
        aria-label={`Report ${what}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">⚑</span> Report
      </button>
      {open && (
        <ReportDialog
          itemType={itemType}
          itemId={itemId}
          what={what}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
