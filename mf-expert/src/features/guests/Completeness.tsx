import type { GuestCompleteness } from 'mf-shared/entities/guest';
import { HoverNote } from '../../lib/HoverNote';

/**
 * How complete a guest's profile is: a small bar; what is missing shows on hover or focus, and is
 * read out with the figure. A bar and a note of its own instead of antd's Progress and Tooltip, so
 * the guests list loads no antd (issue 25's budget).
 */
export function Completeness({ completeness }: { completeness: GuestCompleteness }) {
  const percent = Math.max(0, Math.min(100, Math.round(completeness.percent)));
  const { missing } = completeness;
  const words = missing.length ? `Missing: ${missing.join(', ')}` : 'Complete';
  return (
    <HoverNote
      note={
        missing.length ? (
          <>
            Missing:
            <span className="guests-completeness__missing">
              {missing.map((item) => (
                <span key={item}>{item}</span>
              ))}
            </span>
          </>
        ) : (
          'Nothing missing'
        )
      }
      className="guests-completeness"
      tabIndex={0}
      role="img"
      aria-label={`${percent}% complete. ${words}`}
      data-testid="completeness"
    >
      <span className="guests-completeness__track" aria-hidden>
        <span
          className={`guests-completeness__bar${percent >= 100 ? ' guests-completeness__bar--done' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="guests-completeness__figure" aria-hidden>
        {percent}%
      </span>
    </HoverNote>
  );
}
