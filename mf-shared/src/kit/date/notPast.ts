import dayjs, { type Dayjs } from 'dayjs';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Days before today (spec section 5: dates cannot be in the past). */
export const isPastDay = (day: Dayjs) => day.isBefore(dayjs(), 'day');

/**
 * On today, the hours and minutes already gone. Checked when the panel opens, so a picker left
 * open may offer a minute that has just passed; the form's own rule has the last word.
 */
export function pastTimesToday(day: Dayjs | null | undefined) {
  const now = dayjs();
  if (!day || !day.isSame(now, 'day')) return {};
  return {
    disabledHours: () => range(0, now.hour()),
    disabledMinutes: (hour: number) => (hour === now.hour() ? range(0, now.minute()) : []),
  };
}
