import { useId, useState } from 'react';
import { LIMITS } from 'mf-shared';
import { Button } from 'mf-shared/kit/plain';
import { checkFile } from 'mf-shared/kit/upload';
import { PICTURE_EXTENSIONS } from '../../lib/picture';

const EXTENSIONS = PICTURE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * New files for an event's gallery, plain (issue 25): several chosen at once or one by one, each
 * checked for kind and size before it is listed, with its own Remove; a refused file is named with
 * the reason. Nothing is sent before the form is (the server reads each file's type again).
 */
export function GalleryInput({
  value,
  onChange,
  label,
  hint,
  max = LIMITS.LIST_MAX,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  label: string;
  hint: string;
  /** How many new files the gallery takes. */
  max?: number;
}) {
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const choose = (files: File[]) => {
    const kept = [...value];
    const problems: string[] = [];
    for (const file of files) {
      const problem =
        checkFile(file, { maxBytes: LIMITS.UPLOAD_MAX_BYTES, extensions: PICTURE_EXTENSIONS }) ??
        (kept.length >= max ? `Choose at most ${max}` : null);
      if (problem) problems.push(`${file.name}: ${problem}`);
      else kept.push(file);
    }
    setRefused(problems);
    if (kept.length !== value.length) onChange(kept);
  };
  const describedBy = [refused.length && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="pp-field">
      <span id={`${id}-label`} className="pp-field__label">
        {label}
      </span>
      {value.length > 0 && (
        <ul className="event-gallery__files" aria-label="Files to add">
          {value.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{' '}
              <Button size="small" variant="link" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                Remove {file.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label className={`pp-btn${value.length >= max ? ' pp-btn--busy' : ''}`}>
          <input
            type="file"
            multiple
            className="pp-visually-hidden"
            accept={EXTENSIONS}
            disabled={value.length >= max}
            aria-describedby={describedBy}
            aria-invalid={refused.length ? true : undefined}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // The same file may be chosen again after it was removed.
              event.target.value = '';
              choose(files);
            }}
          />
          Add files
        </label>
      </div>
      {refused.length > 0 && (
        <ul id={`${id}-error`} className="pp-field__error" role="alert">
          {refused.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="pp-field__under">
        <span id={`${id}-hint`} className="pp-field__hint">
          {hint}
        </span>
      </div>
    </div>
  );
}
