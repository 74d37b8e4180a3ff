import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, formatDate, LIMITS, ROLE, ROUTES, useAuth } from 'mf-shared';

interface Upcoming {
  id: number;
  guest_fullname: string;
  date: string;
}

/** "3 DAYS", "1 DAY", or hours:minutes when less than a day remains (spec section 4). */
export function countdownText(target: Date, now: Date): string {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return '00:00';
  const days = Math.floor(ms / 86_400_000);
  if (days >= 1) return `${days} ${days === 1 ? 'DAY' : 'DAYS'}`;
  const minutes = Math.floor(ms / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function UpcomingInterview() {
  const role = useAuth((s) => s.user?.role);
  const [next, setNext] = useState<Upcoming | null>(null);
  const [text, setText] = useState('00:00');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api
      .get<{ data: Upcoming[] }>('/interview/upcoming', { silent: true })
      .then(({ data }) => setNext(data.data.find((i) => new Date(i.date) > new Date()) ?? null))
      .catch((error) => console.warn('Upcoming interviews did not load', error));
  }, []);

  useEffect(() => {
    if (!next) return;
    const tick = () => setText(countdownText(new Date(next.date), new Date()));
    tick();
    const timer = setInterval(tick, LIMITS.COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [next]);

  const planned = role === ROLE.EXPERT ? ROUTES.EXPERT_PLANNED_INTERVIEWS : ROUTES.JOURNALIST_PLANNED_INTERVIEWS;
  return (
    <div className="countdown" ref={ref}>
      <button
        type="button"
        className="countdown__button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        title="Next interview"
      >
        <span data-testid="countdown">{text}</span>
      </button>
      {open && (
        <div className="countdown__panel">
          <p>
            {next ? `Next: ${next.guest_fullname}, ${formatDate(next.date, 'dateTime')}` : 'No upcoming interviews'}
          </p>
          <Link to={planned} onClick={() => setOpen(false)}>
            View all
          </Link>
        </div>
      )}
    </div>
  );
}
