import dayjs from 'dayjs';

/**
 * The spec's date formats (section 9) in dayjs terms: 'dd.MM.y' and 'y/MM/dd hh:mm aaa', 12-hour
 * time. The one set: formatDate and the kit's pickers both use it.
 */
export const DATE_FORMATS = {
  date: 'DD.MM.YYYY',
  dateTime: 'YYYY/MM/DD hh:mm A',
  time: 'hh:mm A',
  long: 'D MMMM YYYY',
} as const;

/** A date as the spec shows it, or '-' when it cannot be shown. */
export function formatDate(
  value: string | number | Date | null | undefined,
  format: keyof typeof DATE_FORMATS = 'date',
): string {
  if (value === null || value === undefined || value === '') return '-';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_FORMATS[format]) : '-';
}

/** 12-hour time from 'HH:mm:ss'. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '-';
  const parsed = dayjs(`2000-01-01T${value}`);
  return parsed.isValid() ? parsed.format(DATE_FORMATS.time) : '-';
}

/** A range of days as the spec shows dates; a one-day range is one date. */
export function formatDateRange(
  start: string | number | Date | null | undefined,
  end: string | number | Date | null | undefined,
): string {
  const from = formatDate(start);
  const to = formatDate(end);
  return to === '-' || to === from ? from : `${from} - ${to}`;
}
