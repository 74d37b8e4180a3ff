import { useId, type ReactNode } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';
import './forms.css';

/** Checks values with one of mf-shared's schemas: the first message per field, or none. */
export async function fieldErrorsOf(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const e of error.inner) if (e.path && !errors[e.path]) errors[e.path] = e.message;
    return errors;
  }
}

/**
 * A labelled input (or textarea, with `rows`) with its error underneath; nothing typed is lost.
 * The label names the field alone; its hint and error describe it (`aria-describedby`), the
 * error announced as it appears.
 */
export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  rows,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  rows?: number;
  hint?: ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const common = { id, name, value, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <small id={`${id}-hint`} className="form-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
