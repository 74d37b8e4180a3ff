import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useRef, useState, type ReactNode } from 'react';
import { LIMITS } from 'mf-shared';
import { checkFile, normaliseExtensions, type UploadMessages } from './checkFile';

/** Sends one file (the caller's mutation hook, multipart with `uploadProgress`); resolves with what the server answered. */
export type SendFile<R = unknown> = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<R>;

export interface UploadFieldProps<R = unknown> {
  send: SendFile<R>;
  /** The files with their state (set by Form.Item); a sent file's `response` is what `send` resolved with. */
  value?: UploadFile<R>[];
  /** Called with undefined when no file is left, so a plain `required` rule works. */
  onChange?: (files: UploadFile<R>[] | undefined) => void;
  /** Default: the spec's 20MB upload limit. */
  maxBytes?: number;
  /** Extensions allowed, e.g. ['jpeg', 'jpg', 'png']; any when not given. */
  accept?: readonly string[];
  /** The words for a file of another type or too large, when the rule has its own (the API's). */
  messages?: UploadMessages;
  /** Default 1: a new pick replaces the file. */
  maxCount?: number;
  /** A picture card (images) or a button with a file list. */
  variant?: 'card' | 'button';
  /** The trigger's text. */
  label?: ReactNode;
  /** A line under the field (size, ratio, kinds). */
  hint?: ReactNode;
  disabled?: boolean;
  /** Set by Form.Item, so its label points at the file input. */
  id?: string;
}

/** What `send` resolved with, for each file that finished: the payload a form submits. */
export function uploadResults<R>(files: UploadFile<R>[] | undefined): R[] {
  return (files ?? []).filter((f) => f.status === 'done' && f.response !== undefined).map((f) => f.response as R);
}

export function UploadField<R = unknown>(props: UploadFieldProps<R>) {
  const {
    send,
    value,
    onChange,
    maxBytes = LIMITS.UPLOAD_MAX_BYTES,
    accept,
    messages,
    maxCount = 1,
    variant = 'button',
    label = 'Upload',
    hint,
    disabled,
    id,
  } = props;
  // Inside Form.Item the form holds the list (it passes `value`, even undefined); alone, the field does.
  const controlled = 'value' in props;
  const [own, setOwn] = useState<UploadFile<R>[]>([]);
  const files = controlled ? (value ?? []) : own;
  const [error, setError] = useState<string | null>(null);
  const requests = useRef(new Map<string, AbortController>());
  const extensions = accept ? normaliseExtensions(accept) : undefined;

  const beforeUpload: UploadProps<R>['beforeUpload'] = (file, batch) => {
    if (file === batch[0]) setError(null);
    const problem = checkFile(file, { maxBytes, extensions, messages });
    if (problem) setError(problem);
    // LIST_IGNORE keeps a refused file out of the list; it is never sent.
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps<R>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const { uid } = file as File & { uid: string };
    const controller = new AbortController();
    requests.current.set(uid, controller);
    send(file as File, (percent) => onProgress?.({ percent }), controller.signal)
      .then(
        (result) => {
          if (!controller.signal.aborted) onSuccess?.(result);
        },
        (reason: Error) => {
          if (!controller.signal.aborted) onError?.(reason);
        },
      )
      .finally(() => requests.current.delete(uid));
    // antd calls this on remove and on unmount.
    return { abort: () => controller.abort() };
  };

  const change: UploadProps<R>['onChange'] = ({ fileList }) => {
    // A file replaced through maxCount leaves the list without antd aborting it.
    for (const [uid, controller] of requests.current) {
      if (!fileList.some((f) => f.uid === uid)) controller.abort();
    }
    if (fileList.length < files.length) setError(null);
    if (!controlled) setOwn(fileList);
    onChange?.(fileList.length ? fileList : undefined);
  };

  const full = files.length >= maxCount;
  const trigger =
    variant === 'card' ? full ? null : <div>+ {label}</div> : <Button disabled={disabled}>{label}</Button>;

  return (
    <div className="kit-upload">
      <Upload<R>
        id={id}
        listType={variant === 'card' ? 'picture-card' : 'text'}
        fileList={files}
        maxCount={maxCount}
        multiple={maxCount > 1}
        // 'native' lets a dropped file of another kind through to beforeUpload, which says why.
        accept={extensions && { format: extensions.map((ext) => `.${ext}`).join(','), filter: 'native' }}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={change}
        disabled={disabled}
      >
        {trigger}
      </Upload>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
      {hint && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {hint}
        </Typography.Text>
      )}
    </div>
  );
}
