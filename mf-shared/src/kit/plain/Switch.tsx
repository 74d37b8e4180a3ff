import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import './plain.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What it turns on and off, when no visible label says it ("Pause alerts for Energy"). */
  'aria-label'?: string;
  /** Words inside the track for each state ("On", "Paused"). */
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  /** A change on its way: the switch waits, and says so. */
  loading?: boolean;
  disabled?: boolean;
}

/** An on/off control (antd's Switch look) without antd: a button with the switch role. */
export function Switch({
  checked,
  onChange,
  checkedChildren,
  unCheckedChildren,
  loading = false,
  disabled = false,
  'aria-label': label,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={loading || undefined}
      disabled={disabled}
      className={`pp-switch${checked ? ' pp-switch--on' : ''}`}
      onClick={() => !loading && onChange(!checked)}
    >
      <span className="pp-switch__handle" aria-hidden>
        {loading && <Spinner size="small" label="Saving" />}
      </span>
      <span className="pp-switch__text">{checked ? checkedChildren : unCheckedChildren}</span>
    </button>
  );
}
