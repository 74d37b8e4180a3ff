import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { INTERVIEW_STATUS } from 'mf-shared/roles';
import { isTimeZone, vtimezone, ZonedDate } from './timezone';

/** One meeting as calendars see it (RFC 5545 VEVENT). */
export interface CalendarEntry {
  /** Stable across every change of the meeting: calendars update the event with this UID. */
  uid: string;
  /** Rises on every change sent; a calendar ignores an update whose SEQUENCE is not higher. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  /** The IANA zone DTSTART is written in (with its VTIMEZONE); null: UTC. */
  timeZone: string | null;
  summary: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  status: 'CONFIRMED' | 'CANCELLED';
}

/** Interviews last 30 minutes: the spec gives no duration, and calendars need an end. */
export const INTERVIEW_MINUTES = 30;

export const interviewUid = (id: number) => `interview-${id}@presspoint`;
export const briefingUid = (id: number) => `briefing-${id}@presspoint`;

const PRODUCT = { company: 'PressPoint', product: 'PressPoint', language: 'EN' };

/**
 * A person's name as a quoted parameter (CN) can carry it. RFC 5545's quoted-string has no escape:
 * a `"` ends it, and ical-generator's `\"` is not honoured by calendars, so a name such as
 * `x":mailto:other@corp.com;X="` would end the CN and name another address. Quotes become
 * apostrophes; control characters (line breaks too), backslashes, `;` and `:` (which lenient parsers
 * split on even inside quotes) become spaces; commas, safe inside the quotes, stay.
 */
export function paramText(name: string): string {
  return (
    name
      .replace(/"/g, "'")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\;:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const person = <T extends { name: string; email: string }>(p: T): T => ({ ...p, name: paramText(p.name) });

/** A zone we can write a VTIMEZONE for; anything else (null, a typo) is written in UTC. */
const zoneOf = (entry: CalendarEntry) => (entry.timeZone && isTimeZone(entry.timeZone) ? entry.timeZone : null);

function calendar(entries: CalendarEntry[], extra: { method?: ICalCalendarMethod; name?: string }): ICalCalendar {
  // Each zone's VTIMEZONE covers the years of the calendar's events (and the one after the last).
  const years = entries.map((e) => e.start.getUTCFullYear());
  const fromYear = Math.min(...years, new Date().getUTCFullYear());
  const toYear = Math.max(...years, fromYear) + 1;
  const cal = ical({
    prodId: PRODUCT,
    ...extra,
    // name null: DTSTAMP and UTC dates stay in UTC; the generator writes one VTIMEZONE per event zone.
    timezone: { name: null, generator: (zone) => vtimezone(zone, fromYear, toYear) },
  });
  const stamp = new Date();
  for (const entry of entries) {
    const zone = zoneOf(entry);
    const end = new Date(entry.start.getTime() + entry.durationMinutes * 60_000);
    const event = cal.createEvent({
      id: entry.uid,
      sequence: entry.sequence,
      stamp,
      start: zone ? new ZonedDate(entry.start.getTime(), zone) : entry.start,
      end: zone ? new ZonedDate(end.getTime(), zone) : end,
      timezone: zone,
      summary: entry.summary,
      description: entry.description,
      url: entry.url ?? null,
      organizer: person(entry.organizer),
      status: entry.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    for (const attendee of entry.attendees)
      event.createAttendee({
        ...person(attendee),
        role: ICalAttendeeRole.REQ,
        // An invitation asks each attendee to answer, so their calendar offers Accept/Decline and keeps it.
        rsvp: extra.method === ICalCalendarMethod.REQUEST,
        status: ICalAttendeeStatus.NEEDSACTION,
      });
  }
  return cal;
}

/**
 * An invitation (RFC 5546 iTIP): METHOD:REQUEST for a new or changed meeting, METHOD:CANCEL (with
 * STATUS:CANCELLED) to take it out of the attendees' calendars.
 */
export function invitationIcs(entry: CalendarEntry, method: 'REQUEST' | 'CANCEL'): string {
  const sent = method === 'CANCEL' ? { ...entry, status: 'CANCELLED' as const } : entry;
  return calendar([sent], { method: ICalCalendarMethod[method] }).toString();
}

/** A subscription feed: no METHOD (RFC 5545 3.7.2: a published calendar, not a scheduling message). */
export function feedIcs(name: string, entries: CalendarEntry[]): string {
  return calendar(entries, { name }).toString();
}

/** An interview with the names and addresses of both sides, as the invitation and the feed need. */
export interface InterviewCalendarRow {
  id: number;
  status: number;
  sequence: number;
  /** ISO instant (or Date) of the start. */
  date_interview: string | Date;
  /** The requester's IANA zone; the event is written in it. */
  time_zone: string | null;
  /** The invitation as sent (HTML); its text is the event's description. */
  invitation_body?: string | null;
  guest: { first_name: string; last_name: string };
  journalist: { first_name: string; last_name: string; email: string; company_name?: string | null };
  /** The expert account that answers for the guest. */
  expert: { first_name: string; last_name: string; email: string; company_name?: string | null };
}

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/** Stored HTML as plain text for a DESCRIPTION (paragraphs and line breaks kept as newlines). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The calendar entry of an interview: the requesting journalist organizes it, the expert account
 * attends (the guest has no address of their own: the account answers for them). `url` points to the
 * interview pages (one neutral address both sides can open).
 */
export function interviewEntry(row: InterviewCalendarRow, options: { url?: string } = {}): CalendarEntry {
  const guest = fullName(row.guest);
  const journalist = fullName(row.journalist);
  const outlet = row.journalist.company_name ? ` (${row.journalist.company_name})` : '';
  const message = row.invitation_body ? htmlToText(row.invitation_body) : '';
  return {
    uid: interviewUid(row.id),
    sequence: row.sequence,
    start: new Date(row.date_interview),
    durationMinutes: INTERVIEW_MINUTES,
    timeZone: row.time_zone,
    summary: `Interview: ${guest} with ${journalist}`,
    description: [`Interview of ${guest} by ${journalist}${outlet}.`, message].filter(Boolean).join('\n\n'),
    url: options.url,
    organizer: { name: journalist, email: row.journalist.email },
    attendees: [{ name: fullName(row.expert), email: row.expert.email }],
    status: row.status === INTERVIEW_STATUS.CANCELLED ? 'CANCELLED' : 'CONFIRMED',
  };
}
