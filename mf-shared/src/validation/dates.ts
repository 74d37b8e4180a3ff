import { date } from 'yup';

export const INVALID_DATE = 'Enter a valid date';

/** `YYYY-MM-DD`, optionally with a time (`T` or a space) and a zone: the only text a date may arrive as. */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * True when `text` names a real calendar day (and time). Parsers roll impossible parts over
 * (`2027-02-31` → 3 March, `2027-99-99` → 2035): those are refused here instead.
 */
export function isCalendarDate(text: string): boolean {
  const parts = ISO_DATE.exec(text.trim());
  if (!parts) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, zoneHour = 0, zoneMinute = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    zoneHour <= 23 &&
    zoneMinute <= 59
  );
}

/**
 * A yup date that refuses an impossible calendar date sent as text (a field error on the field,
 * not a rolled-over day). Date objects (the forms' pickers) and timestamps pass as before.
 */
export const calendarDate = () =>
  date().test('calendar-date', INVALID_DATE, function () {
    const original: unknown = this.originalValue;
    return typeof original !== 'string' || original.trim() === '' || isCalendarDate(original);
  });
