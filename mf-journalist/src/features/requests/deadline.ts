import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instant a deadline names: the picker's wall-clock date and time read in `zone` (the picker
 * itself works in the browser's zone, so only its fields count), as ISO UTC.
 */
export function deadlineIso(wall: Dayjs, zone: string): string {
  return dayjs.tz(wall.format('YYYY-MM-DDTHH:mm:00'), zone).toISOString();
}

/** The wall-clock date and time of an ISO instant in `zone`, as the picker's value (for editing). */
export function wallClock(iso: string, zone: string): Dayjs {
  return dayjs(dayjs.utc(iso).tz(zone).format('YYYY-MM-DDTHH:mm:00'));
}

/** A first deadline to offer: tomorrow at 17:00, the browser's time. */
export function suggestedDeadline(now: Dayjs = dayjs()): Dayjs {
  return now.add(1, 'day').hour(17).minute(0).second(0).millisecond(0);
}

/** "2026/11/28 05:00 PM Asia/Singapore": a deadline as its journalist set it. */
export function deadlineInZone(iso: string, zone: string): string {
  try {
    return `${dayjs.utc(iso).tz(zone).format('YYYY/MM/DD hh:mm A')} ${zone.replace(/_/g, ' ')}`;
  } catch {
    return dayjs(iso).format('YYYY/MM/DD hh:mm A');
  }
}
