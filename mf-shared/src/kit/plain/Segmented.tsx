import { useId } from 'react';
import './plain.css';

export interface SegmentedProps<V extends string> {
  /** What is chosen ("Package", "Show as"): the group's name. */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** One of a few choices, drawn as one switch: radio buttons (arrow keys move between them). */
export function Segmented<V extends string>({ label, value, options, onChange }: SegmentedProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="pp-segmented">
      {options.map((o) => (
        <label key={o.value} className={value === o.value ? 'pp-segmented--on' : undefined}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}
