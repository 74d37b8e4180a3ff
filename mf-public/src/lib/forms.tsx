import type { ReactNode } from 'react';
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

/** A labelled input (or textarea, with `rows`) with its error underneath; nothing typed is lost. */
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
  const common = { name, value, 'aria-invalid': Boolean(error) };
  return (
    <label className="form-field">
      <span>{label}</span>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && <small className="form-field__hint">{hint}</small>}
      {error && <small role="alert">{error}</small>}
    </label>
  );
}
