import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import './fields.css';

/** What a field's frame gives its control: the id its label names, and the words read with it. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** A hint under the control, read with it. */
  hint?: ReactNode;
  /** The rule's words, under the control, read with it and announced. */
  error?: string;
  required?: boolean;
  /** Beside the hint and never part of the field's name (a live character count). */
  aside?: ReactNode;
  /** The frame's width in a row of fields (`FieldRow`): its flex basis. */
  basis?: number;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error under it (what antd's vertical Form.Item shows), for
 * forms a page opens with: no antd on first load (issue 25). The label names the control alone.
 */
export function Field({ label, hint, error, required, aside, basis, children }: FieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div
      className={`pp-field${error ? ' pp-field--error' : ''}`}
      style={basis ? { flex: `1 1 ${basis}px` } : undefined}
    >
      <div className="pp-field__head">
        {/* Seen, not read, and outside the label: the control says it is required, and its name
            stays the label's words ("Country", not "* Country"). */}
        {required && (
          <span className="pp-field__required" aria-hidden>
            *{' '}
          </span>
        )}
        <label id={`${id}-label`} htmlFor={id} className="pp-field__label">
          {label}
        </label>
      </div>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      {error && (
        <div id={`${id}-error`} className="pp-field__error" role="alert">
          {error}
        </div>
      )}
      {(hint || aside) && (
        <div className="pp-field__under">
          {hint && (
            <span id={`${id}-hint`} className="pp-field__hint">
              {hint}
            </span>
          )}
          {aside && <span className="pp-field__aside">{aside}</span>}
        </div>
      )}
    </div>
  );
}

/** Fields side by side that wrap on a narrow screen. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="pp-field-row">{children}</div>;
}

/** "12 / 200": how much of a limit is used, shown beside a text field. */
export function CharacterCount({ value, max }: { value: string | undefined; max: number }) {
  return (
    <span className="pp-field__count">
      {(value ?? '').length} / {max}
    </span>
  );
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  /** The first entry, chosen while nothing is ("Choose a medium"). */
  placeholder?: string;
}

/** The browser's own select (a phone's own picker), drawn as the kit's inputs. */
export function Select({ options, placeholder, className, ...select }: SelectProps) {
  return (
    <select {...select} className={`pp-select${className ? ` ${className}` : ''}`}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
