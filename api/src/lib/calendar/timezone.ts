/**
 * Time zones for iCalendar without a zone database package: Node's Intl knows every IANA zone's
 * offsets, and from them we write the VTIMEZONE a calendar needs to read a DTSTART;TZID=… (RFC 5545
 * 3.6.5) and the zone-aware date ical-generator formats in that zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time a clock in `zone` shows at `time`. */
export function wallClock(time: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(time)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The zone's offset from UTC at `time`, in seconds (east positive). */
export function offsetSeconds(time: number, zone: string): number {
  const w = wallClock(time, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(time / 1000) * 1000) / 1000);
}

/** A zone Intl knows (an IANA name such as Europe/London); anything else is refused. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Date whose local fields (getHours…) read the wall clock in a zone. ical-generator formats a
 * plain Date in the SERVER's zone when an event has a TZID; it takes @date-fns/tz's TZDate as zoned
 * instead, and this is the small part of that shape it uses (`internal`, `withTimeZone`,
 * `tzComponents`), so DTSTART;TZID=… carries the zone's own time whatever the server's zone is.
 */
export class ZonedDate extends Date {
  readonly internal: Date;
  readonly timeZone: string;
  private readonly clock: WallClock;

  constructor(time: number, zone: string) {
    super(time);
    this.internal = new Date(time);
    this.timeZone = zone;
    this.clock = wallClock(time, zone);
  }

  withTimeZone(zone?: string | null): ZonedDate {
    return new ZonedDate(this.getTime(), zone || 'UTC');
  }

  tzComponents() {
    return this.clock;
  }

  override getFullYear() {
    return this.clock.year;
  }
  override getMonth() {
    return this.clock.month - 1;
  }
  override getDate() {
    return this.clock.day;
  }
  override getHours() {
    return this.clock.hour;
  }
  override getMinutes() {
    return this.clock.minute;
  }
  override getSeconds() {
    return this.clock.second;
  }
}

const DAY_MS = 86_400_000;

/** Instants in [from, to) where the zone's offset changes, found by daily steps then bisection. */
function transitions(zone: string, from: number, to: number): { at: number; before: number; after: number }[] {
  const found: { at: number; before: number; after: number }[] = [];
  let previous = offsetSeconds(from, zone);
  for (let t = from; t < to; t += DAY_MS) {
    const next = Math.min(t + DAY_MS, to);
    const offset = offsetSeconds(next, zone);
    if (offset === previous) continue;
    // The change lies in (t, next]: narrow it to the second.
    let low = t;
    let high = next;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetSeconds(middle, zone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, before: previous, after: offset });
    previous = offset;
  }
  return found;
}

const two = (n: number) => String(n).padStart(2, '0');

/** ±HHMM, or ±HHMMSS when the offset has seconds (RFC 5545 3.3.14). */
function utcOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const s = abs % 60;
  return `${sign}${two(Math.floor(abs / 3600))}${two(Math.floor(abs / 60) % 60)}${s ? two(s) : ''}`;
}

/** A local date-time as RFC 5545 writes it without a zone: the UTC fields of time + offset. */
function localDateTime(time: number, offset: number): string {
  const d = new Date(time + offset * 1000);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
}

const cache = new Map<string, string>();

/**
 * The VTIMEZONE of `zone` for the years `fromYear` to `toYear` (inclusive): the offset in force on
 * 1 January of the first year, then one observance per change (DST starts and ends), each STANDARD or
 * DAYLIGHT by whether it moves the clock back to the zone's smallest offset in the span or ahead of it.
 * A zone without changes (Asia/Singapore) is one STANDARD observance.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string {
  const key = `${zone}|${fromYear}|${toYear}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear + 1, 0, 1);
  const initial = offsetSeconds(from, zone);
  const changes = transitions(zone, from, to);
  const standard = Math.min(initial, ...changes.map((c) => c.after));
  const observance = (start: string, before: number, after: number) => {
    const kind = after > standard ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
      `END:${kind}`,
    ];
  };
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    ...observance(localDateTime(from, initial), initial, initial),
    // An observance starts at the local time the clock showed just before the change (TZOFFSETFROM).
    ...changes.flatMap((c) => observance(localDateTime(c.at, c.before), c.before, c.after)),
    'END:VTIMEZONE',
  ];
  const text = lines.join('\r\n');
  if (cache.size > 500) cache.clear();
  cache.set(key, text);
  return text;
}
