import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { browserTimeZone, DATE_FORMATS } from 'mf-shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The browser's IANA zone (sent with a request and an approval; the viewer's local time is shown in it). */
export const viewerTimeZone = browserTimeZone;

/** A zone the browser knows, or null (a stored name the browser does not know shows no second time). */
export function knownZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** 'Asia/Singapore' → 'Singapore', 'America/Argentina/Buenos_Aires' → 'Buenos Aires'. */
export function zoneCity(zone: string): string {
  return zone.split('/').pop()!.replace(/_/g, ' ');
}

export interface TwoLocalTimes {
  /** The date and time in the viewer's zone, e.g. '2026/11/21 10:00 AM your time'. */
  yours: string;
  /** The time on the other side, e.g. '05:00 PM in Singapore' (with its date when the day differs), or null. */
  theirs: string | null;
}

/**
 * An interview's date as the viewer reads it and as the other side does (issue 15: every screen
 * shows both). No second time when the other side's zone is unknown or keeps the same clock.
 */
export function twoLocalTimes(
  iso: string,
  otherZone: string | null | undefined,
  viewerZone: string = viewerTimeZone(),
): TwoLocalTimes {
  const at = dayjs.utc(iso);
  if (!at.isValid()) return { yours: '-', theirs: null };
  const mine = at.tz(knownZone(viewerZone) ?? 'UTC');
  const yours = `${mine.format(DATE_FORMATS.dateTime)} your time`;
  const zone = knownZone(otherZone);
  if (!zone) return { yours, theirs: null };
  const other = at.tz(zone);
  if (other.format('YYYY-MM-DD HH:mm') === mine.format('YYYY-MM-DD HH:mm')) return { yours, theirs: null };
  const sameDay = other.format('YYYY-MM-DD') === mine.format('YYYY-MM-DD');
  const time = other.format(sameDay ? DATE_FORMATS.time : `${DATE_FORMATS.date} ${DATE_FORMATS.time}`);
  return { yours, theirs: `${time} in ${zoneCity(zone)}` };
}

/** The day (YYYY-MM-DD) and month (YYYY-MM) an ISO instant falls on in a zone. */
export function dayIn(iso: string, zone: string): string {
  return dayjs
    .utc(iso)
    .tz(knownZone(zone) ?? 'UTC')
    .format('YYYY-MM-DD');
}

export { dayjs };
