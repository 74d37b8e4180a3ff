import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, isActiveUser, LIMITS, ROLE, ROUTES, useAuth } from 'mf-shared';
import { nextInterview, useLiveInterviews, useUpcomingInterviews } from 'mf-shared/entities/interview';
import './notifications.css';

/** "3 DAYS", "1 DAY", or hours:minutes when less than a day remains (spec section 4). */
export function countdownText(target: Date, now: Date): string {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return '00:00';
  const days = Math.floor(ms / 86_400_000);
  if (days >= 1) return `${days} ${days === 1 ? 'DAY' : 'DAYS'}`;
  const minutes = Math.floor(ms / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The countdown to the nearest coming interview, refreshed every 50 seconds. It reads the
 * interview entity's query, so whatever invalidates interviews (accepting one, say) refreshes it.
 */
export default function UpcomingInterview() {
  const role = useAuth((s) => s.user?.role);
  const userId = useAuth((s) => s.user?.id ?? null);
  const active = useAuth((s) => isActiveUser(s.user));
  // An 'Interview' notification (a request, an approval, a new date) reads the interviews again.
  useLiveInterviews(userId);
  const { data } = useUpcomingInterviews();
  const next = nextInterview(data);
  const [text, setText] = useState('00:00');
  const [open, setOpen] = useState(false);
  const nextDate = next?.date;

  useEffect(() => {
    if (!nextDate) return;
    const tick = () => setText(countdownText(new Date(nextDate), new Date()));
    tick();
    const timer = setInterval(tick, LIMITS.COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [nextDate]);

  // '00:00' while the interviews load (spec section 4's initial text). Nobody is shown a countdown
  // to nothing: not an account that cannot have interviews yet, not one with none coming.
  if (!active || (data && !next)) return null;
  const planned = role === ROLE.EXPERT ? ROUTES.EXPERT_PLANNED_INTERVIEWS : ROUTES.JOURNALIST_PLANNED_INTERVIEWS;
  return (
    <div className="countdown">
      <button
        type="button"
        className="countdown__button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        title="Next interview"
      >
        <span data-testid="countdown">{nextDate ? text : '00:00'}</span>
      </button>
      {open && (
        <div className="countdown__panel">
          {next && <p>{`Next: ${next.guest_fullname}, ${formatDate(next.date, 'dateTime')}`}</p>}
          <Link to={planned} onClick={() => setOpen(false)}>
            View all
          </Link>
        </div>
      )}
    </div>
  );
}
