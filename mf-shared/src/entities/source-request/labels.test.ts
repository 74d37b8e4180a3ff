import { formatMinutes, pitchEditable, timeLeft } from './labels';

describe('a deadline’s countdown', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('shows days and hours, hours and minutes, then minutes', () => {
    expect(timeLeft(later(2 * 1440 + 4 * 60 + 10), now)).toBe('2 d 4 h');
    expect(timeLeft(later(3 * 60 + 5), now)).toBe('3 h 05 min');
    expect(timeLeft(later(12.5), now)).toBe('12 min');
    expect(timeLeft(later(0.5), now)).toBe('under a minute');
  });

  it('says Closed once the deadline has passed', () => {
    expect(timeLeft(later(-1), now)).toBe('Closed');
  });
});

it('writes the median time to a first pitch in minutes, hours or days', () => {
  expect(formatMinutes(null)).toBe('—');
  expect(formatMinutes(42)).toBe('42 min');
  expect(formatMinutes(95)).toBe('1 h 35 min');
  expect(formatMinutes(180)).toBe('3 h');
  expect(formatMinutes(4 * 1440)).toBe('4 d');
});

it('lets a pitch be changed only while it waits for the journalist and the deadline is ahead', () => {
  const ahead = '2099-01-01T00:00:00Z';
  expect(pitchEditable({ status: 'pitched' }, ahead)).toBe(true);
  expect(pitchEditable({ status: 'shortlisted' }, ahead)).toBe(true);
  expect(pitchEditable({ status: 'declined' }, ahead)).toBe(false);
  expect(pitchEditable({ status: 'pitched' }, '2020-01-01T00:00:00Z')).toBe(false);
});
