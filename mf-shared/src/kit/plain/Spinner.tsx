import './plain.css';

/** A turning ring that says something is loading (announced once, politely). */
export function Spinner({ size = 'middle', label = 'Loading' }: { size?: 'small' | 'middle'; label?: string }) {
  return <span className={`pp-spinner pp-spinner--${size}`} role="status" aria-label={label} />;
}
