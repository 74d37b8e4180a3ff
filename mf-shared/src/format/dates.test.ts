import { formatDate, formatDateRange, formatTime } from './dates';

it('formats dates the spec’s way and shows "-" when it cannot', () => {
  expect(formatDate('2026-11-21T14:05:00')).toBe('21.11.2026');
  expect(formatDate('2026-11-21T14:05:00', 'dateTime')).toBe('2026/11/21 02:05 PM');
  expect(formatDate('not a date')).toBe('-');
  expect(formatDate(null)).toBe('-');
  expect(formatTime('09:30:00')).toBe('09:30 AM');
  expect(formatTime(null)).toBe('-');
});

it('shows a one-day range as one date', () => {
  expect(formatDateRange('2027-01-20', '2027-01-20')).toBe('20.01.2027');
  expect(formatDateRange('2027-01-20', '2027-01-22')).toBe('20.01.2027 - 22.01.2027');
  expect(formatDateRange('2027-01-20', null)).toBe('20.01.2027');
});
