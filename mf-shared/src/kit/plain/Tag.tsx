import type { HTMLAttributes } from 'react';
import './plain.css';

export type TagColor = 'default' | 'blue' | 'green' | 'gold' | 'red' | 'orange' | 'purple' | 'cyan';

/** A small label (a status, a count, a topic), in a hue dark enough to read at 4.5:1 or more. */
export function Tag({ color = 'default', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { color?: TagColor }) {
  return <span {...rest} className={['pp-tag', `pp-tag--${color}`, className].filter(Boolean).join(' ')} />;
}
