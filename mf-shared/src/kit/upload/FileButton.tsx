import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { fieldErrors, LIMITS, type ToastedError } from 'mf-shared';
import { checkFile, normaliseExtensions, type UploadMessages } from './checkFile';
import type { SendFile } from './UploadField';
import './upload.css';

export interface FileButtonProps<R = unknown> {
  send: SendFile<R>;
  /** The button's words ("Change photo"): the file input's name. */
  label: string;
  /** Extensions allowed, e.g. ['jpeg', 'jpg', 'png']; any when not given. */
  accept?: readonly string[];
  /** Default: the spec's 20MB upload limit. */
  maxBytes?: number;
  /** The words for a file of another type or too large, when the rule has its own (the API's). */
  messages?: UploadMessages;
  /** A line under the button (kinds, size), read with it. */
  hint?: ReactNode;
  /** Called with what `send` resolved with, once the server kept the file (or the caller's check passed). */
  onSent?: (result: R) => void;
  disabled?: boolean;
}

/**
 * One file sent as soon as it is chosen (a photo, a logo), without antd: a button that is the
 * browser's file input, the kit's checks before sending, a progress bar while it goes, and the
 * server's reason under it when refused. For a form's file list use `UploadField`.
 */
export function FileButton<R = unknown>({
  send,
  label,
  accept,
  maxBytes = LIMITS.UPLOAD_MAX_BYTES,
  messages,
  hint,
  onSent,
  disabled,
}: FileButtonProps<R>) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const extensions = accept ? normaliseExtensions(accept) : undefined;
  // Leaving the page cancels a file on its way.
  useEffect(() => () => request.current?.abort(), []);

  const choose = (file: File) => {
    const problem = checkFile(file, { maxBytes, extensions, messages });
    setError(problem);
    if (problem) return;
    const controller = new AbortController();
    request.current = controller;
    setProgress(0);
    send(file, setProgress, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setProgress(null);
        onSent?.(result);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setProgress(null);
        // A 422 names the file field: its words go under the button, in place of the client's toast.
        // A check of the caller's own (a picture's size, read here) says why in an Error; the API
        // client's errors (axios's, not imported: 20 KB) have had their toast.
        const [said] = Object.values(fieldErrors(reason));
        if (said) {
          toast.dismiss((reason as ToastedError).toastId);
          setError(said);
        } else if (reason instanceof Error && !('isAxiosError' in reason)) setError(reason.message);
      },
    );
  };

  const busy = progress !== null;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="kit-file-button">
      <label className={`pp-btn${busy || disabled ? ' pp-btn--busy' : ''}`} aria-busy={busy || undefined}>
        <input
          type="file"
          className="pp-visually-hidden"
          accept={extensions?.map((ext) => `.${ext}`).join(',')}
          disabled={busy || disabled}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after it was refused or changed.
            event.target.value = '';
            if (file) choose(file);
          }}
        />
        {label}
      </label>
      {busy && (
        <progress
          className="kit-file-button__progress"
          max={100}
          value={progress}
          aria-label={`Sending: ${progress}%`}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="kit-file-button__error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="kit-file-button__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
