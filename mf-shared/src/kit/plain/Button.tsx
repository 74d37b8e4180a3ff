import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';
import './plain.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the page's one main action; default: outlined; link and text: no box. */
  variant?: 'primary' | 'default' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  /** Stretches to its container's width. */
  block?: boolean;
  /** Shows a spinner and ignores presses while an action runs (the focus stays). */
  loading?: boolean;
  icon?: ReactNode;
  htmlType?: 'button' | 'submit' | 'reset';
}

/**
 * A button without antd: the first load of a workspace page carries no antd unless the page needs
 * its forms (issue 25's 300 KB budget). Same tokens as antd's buttons, so both look alike.
 */
export function Button({
  variant = 'default',
  size = 'middle',
  danger = false,
  block = false,
  loading = false,
  icon,
  htmlType = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'pp-btn',
    `pp-btn--${variant}`,
    size !== 'middle' && `pp-btn--${size}`,
    danger && 'pp-btn--danger',
    block && 'pp-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      // While busy a press does nothing, but the button keeps the focus (a disabled one would drop it).
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner size="small" /> : icon}
      {children}
    </button>
  );
}
