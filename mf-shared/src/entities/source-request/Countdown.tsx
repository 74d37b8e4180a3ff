import { useEffect, useState } from 'react';
import { timeLeft } from './labels';

/** A live countdown to a deadline, ticking each 30 seconds; its time is in `dateTime` for machines. */
export function DeadlineCountdown({ deadline, className }: { deadline: string; className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(deadline, now);
  return (
    <time dateTime={deadline} className={className} data-testid="deadline-countdown">
      {left === 'Closed' ? 'Deadline passed' : `${left} left`}
    </time>
  );
}
