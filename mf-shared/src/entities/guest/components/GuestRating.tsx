import { Typography } from 'mf-shared/kit/typography';
import { LIMITS } from 'mf-shared';
import './guest-profile.css';

const STAR = 'M12 2l2.94 6.26 6.86.78-5.1 4.66 1.38 6.76L12 17.02l-6.08 3.44 1.38-6.76-5.1-4.66 6.86-.78z';

/** One star, full, half or empty: a picture only (the rating's name says the number). */
function Star({ fill, id }: { fill: 'full' | 'half' | 'empty'; id: string }) {
  const color = fill === 'full' ? 'var(--rating-star)' : fill === 'half' ? `url(#${id})` : 'var(--rating-empty)';
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden>
      {fill === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="var(--rating-star)" />
            <stop offset="50%" stopColor="var(--rating-empty)" />
          </linearGradient>
        </defs>
      )}
      <path d={STAR} fill={color} />
    </svg>
  );
}

/**
 * A rating of 0.5 to 5 as stars in half steps, with the number written out. Drawn, not antd's Rate:
 * a read-only Rate keeps focusable stars inside the picture, a control in what is not one.
 */
export function GuestRating({ rating }: { rating: number }) {
  // Shown in the spec's half steps whatever the stored value.
  const value = Math.round(rating / LIMITS.RATING_STEP) * LIMITS.RATING_STEP;
  return (
    <div className="pp-row guest-profile__rating">
      <span role="img" aria-label={`Rated ${value} out of 5`} className="guest-profile__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} id={`half-star-${n}`} fill={value >= n ? 'full' : value >= n - 0.5 ? 'half' : 'empty'} />
        ))}
      </span>
      <Typography.Text type="secondary" aria-hidden>
        {value} / 5
      </Typography.Text>
    </div>
  );
}
