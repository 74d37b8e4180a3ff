import { formatDate, formatTime } from './dates';

it('formats dates the spec’s way and shows "-" when it cannot', () => {
  expect(formatDate('2026-11-21T14:05:00')).toBe('21.11.2026');
  expect(formatDate('2026-11-21T14:05:00', 'dateTime')).toBe('2026/11/21 02:05 PM');
  expect(formatDate('not a date')).toBe('-');
  expect(formatDate(null)).toBe('-');
  expect(formatTime('09:30:00')).toBe('09:30 AM');
  expect(formatTime(null)).toBe('-');
});
