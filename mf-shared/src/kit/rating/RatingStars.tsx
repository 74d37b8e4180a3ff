import './rating.css';

/**
 * 0 to 5 stars filled to `value` (halves too), for showing a rating beside its number. Decorative:
 * the number next to it is what a screen reader reads. antd's Rate is an input and loads as one.
 */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const filled = `${(Math.max(0, Math.min(5, value)) / 5) * 100}%`;
  return (
    <span className={['pp-stars', className].filter(Boolean).join(' ')} aria-hidden>
      ★★★★★
      <span className="pp-stars__filled" style={{ width: filled }}>
        ★★★★★
      </span>
    </span>
  );
}
