import type { CSSProperties } from 'react';
import { Button } from './Button';
import './plain.css';

export interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** Enter or the button: the text as typed. */
  onSearch: (text: string) => void;
  /** The box's accessible name. */
  label: string;
  placeholder?: string;
  /** The button's words; a magnifier when not given. */
  buttonText?: string;
  size?: 'middle' | 'large';
  style?: CSSProperties;
}

/**
 * A search field with its button (antd's Input.Search without antd). The browser's own clear
 * control (type="search") empties it; Escape does too.
 */
export function SearchBox({
  value,
  onChange,
  onSearch,
  label,
  placeholder,
  buttonText,
  size = 'middle',
  style,
}: SearchBoxProps) {
  return (
    <span className="pp-search" style={style}>
      <input
        type="search"
        className={`pp-input${size === 'large' ? ' pp-input--large' : ''}`}
        value={value}
        aria-label={label}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          onSearch(e.currentTarget.value);
        }}
      />
      <Button
        variant={buttonText ? 'primary' : 'default'}
        size={size}
        aria-label={buttonText ? undefined : 'Search'}
        onClick={() => onSearch(value)}
      >
        {buttonText ?? (
          <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
            <path d="M909.6 854.5 649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0 0 11.6 0l43.6-43.5a8.2 8.2 0 0 0 0-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z" />
          </svg>
        )}
      </Button>
    </span>
  );
}
