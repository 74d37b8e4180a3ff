import dayjs from 'dayjs';
import { deadlineInZone, deadlineIso, wallClock } from './deadline';

describe('a deadline with its time zone', () => {
  it('reads the picked wall-clock time in the chosen zone, not the browser’s', () => {
    const picked = dayjs('2026-11-28T17:00:00');
    expect(deadlineIso(picked, 'Asia/Singapore')).toBe('2026-11-28T09:00:00.000Z');
    expect(deadlineIso(picked, 'UTC')).toBe('2026-11-28T17:00:00.000Z');
  });

  it('shows a stored deadline at its zone’s wall clock again for editing', () => {
    expect(wallClock('2026-11-28T09:00:00Z', 'Asia/Singapore').format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 17:00');
  });

  it('writes the deadline as the journalist set it, with the zone', () => {
    expect(deadlineInZone('2026-11-28T09:00:00Z', 'Asia/Singapore')).toBe('2026/11/28 05:00 PM Asia/Singapore');
  });
});
