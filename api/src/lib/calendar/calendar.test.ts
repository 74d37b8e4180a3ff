import ICAL from 'ical.js';
import { describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { feedIcs, interviewEntry, interviewUid, invitationIcs, type CalendarEntry, type InterviewCalendarRow } from '.';
import { offsetSeconds, vtimezone } from './timezone';

const row = (over: Partial<InterviewCalendarRow> = {}): InterviewCalendarRow => ({
  id: 42,
  status: 1,
  sequence: 3,
  date_interview: '2026-07-15T13:30:00.000Z',
  time_zone: 'Europe/London',
  invitation_body: '<p>Hello Ada,</p><p>About AI; regulation, in Europe &amp; Asia.</p>',
  guest: { first_name: 'Ada', last_name: 'Lovelace' },
  journalist: { first_name: 'Jo', last_name: 'Writer', email: 'journalist@example.com', company_name: 'The Daily' },
  expert: { first_name: 'Ed', last_name: 'Agent', email: 'expert@example.com' },
  ...over,
});

/** Parses like a calendar would, with the VTIMEZONEs the text carries (and no others). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

const eventOf = (calendar: ICAL.Component) => calendar.getFirstSubcomponent('vevent')!;

describe('invitations (RFC 5545 / 5546)', () => {
  it('writes a REQUEST with one UID, the SEQUENCE, ORGANIZER, ATTENDEE and the zone of DTSTART', () => {
    const calendar = parse(invitationIcs(interviewEntry(row()), 'REQUEST'));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = events[0];
    expect(event.getFirstPropertyValue('uid')).toBe(interviewUid(42));
    expect(event.getFirstPropertyValue('sequence')).toBe(3);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const organizer = event.getFirstProperty('organizer')!;
    // The scheme is case-insensitive (RFC 3986): ical-generator writes it either way.
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:journalist@example.com');
    expect(organizer.getParameter('cn')).toBe('Jo Writer');
    const attendee = event.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:expert@example.com');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
    const start = event.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/London');
    const zones = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones).toEqual(['Europe/London']);
    // 13:30 UTC in July is 14:30 in London (BST): written as the zone's wall clock, read back to the instant.
    expect(String(start.getFirstValue())).toBe('2026-07-15T14:30:00');
    const time = start.getFirstValue() as ICAL.Time;
    expect(time.toJSDate().toISOString()).toBe('2026-07-15T13:30:00.000Z');
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-07-15T14:00:00.000Z',
    );
    expect(event.getFirstPropertyValue('summary')).toBe('Interview: Ada Lovelace with Jo Writer');
  });

  it('writes a CANCEL with the same UID and STATUS:CANCELLED', () => {
    const entry = interviewEntry(row({ sequence: 4 }));
    const event = eventOf(parse(invitationIcs(entry, 'CANCEL')));
    expect(parse(invitationIcs(entry, 'CANCEL')).getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('uid')).toBe(interviewUid(42));
    expect(event.getFirstPropertyValue('sequence')).toBe(4);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('escapes commas, semicolons, backslashes and newlines: the text reads back unchanged', () => {
    const description = 'Topics: AI, law; and "more"\nSecond line \\ with a backslash';
    const summary = 'Interview; with, punctuation';
    const entry: CalendarEntry = { ...interviewEntry(row()), description, summary };
    const text = invitationIcs(entry, 'REQUEST');
    expect(text).toContain('AI\\, law\\; and');
    const event = eventOf(parse(text));
    expect(event.getFirstPropertyValue('description')).toBe(description);
    expect(event.getFirstPropertyValue('summary')).toBe(summary);
  });

  it('keeps names inside their CN quotes: a name cannot spoof the organizer or an attendee', () => {
    const spoof = 'x":mailto:other@corp.com;X="';
    const entry = interviewEntry(
      row({
        journalist: { first_name: spoof, last_name: 'Writer', email: 'journalist@example.com' },
        expert: {
          first_name: 'Ed\r\nATTENDEE:mailto:evil@corp.com',
          last_name: 'Agent\u0007',
          email: 'expert@example.com',
        },
      }),
    );
    // The same in a briefing's organizer, and in an attendee's name (a registrant's).
    const briefing: CalendarEntry = {
      ...entry,
      organizer: { name: 'Org";SENT-BY="mailto:boss@corp.com', email: 'owner@example.com' },
      attendees: [{ name: 'Reg"\\:mailto:x@corp.com', email: 'registrant@example.com' }],
    };
    for (const [calendarText, organizerEmail, attendeeEmail] of [
      [invitationIcs(entry, 'REQUEST'), 'journalist@example.com', 'expert@example.com'],
      [feedIcs('PressPoint interviews', [entry]), 'journalist@example.com', 'expert@example.com'],
      [invitationIcs(briefing, 'REQUEST'), 'owner@example.com', 'registrant@example.com'],
    ]) {
      const event = eventOf(parse(calendarText));
      const organizer = event.getFirstProperty('organizer')!;
      expect(String(organizer.getFirstValue()).toLowerCase()).toBe(`mailto:${organizerEmail}`);
      const attendees = event.getAllProperties('attendee');
      expect(attendees).toHaveLength(1);
      expect(String(attendees[0].getFirstValue()).toLowerCase()).toBe(`mailto:${attendeeEmail}`);
      for (const property of [organizer, attendees[0]]) {
        const cn = String(property.getParameter('cn'));
        // eslint-disable-next-line no-control-regex
        expect(cn).not.toMatch(/["\\\u0000-\u001f\u007f;:]/);
        // Nothing but what we wrote: no parameter smuggled in after the name.
        for (const name of ['x', 'sent-by', 'email']) expect(property.getParameter(name)).toBeUndefined();
      }
    }
    const organizer = eventOf(parse(invitationIcs(entry, 'REQUEST'))).getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe("x' mailto other@corp.com X=' Writer");
    const attendee = eventOf(parse(invitationIcs(entry, 'REQUEST'))).getFirstProperty('attendee')!;
    expect(attendee.getParameter('cn')).toBe('Ed ATTENDEE mailto evil@corp.com Agent');
  });

  it('keeps ordinary names as they are, commas and apostrophes too', () => {
    const entry = interviewEntry(
      row({ journalist: { first_name: 'Seán, Jr.', last_name: "O'Brien-Müller", email: 'journalist@example.com' } }),
    );
    const organizer = eventOf(parse(invitationIcs(entry, 'REQUEST'))).getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe("Seán, Jr. O'Brien-Müller");
  });

  it("describes the interview with the invitation's text, not its markup", () => {
    const event = eventOf(parse(invitationIcs(interviewEntry(row()), 'REQUEST')));
    expect(event.getFirstPropertyValue('description')).toBe(
      'Interview of Ada Lovelace by Jo Writer (The Daily).\n\nHello Ada,\nAbout AI; regulation, in Europe & Asia.',
    );
  });

  it('writes an interview without a zone in UTC, and a cancelled one as CANCELLED in a feed', () => {
    const calendar = parse(
      feedIcs('PressPoint interviews', [
        interviewEntry(row({ time_zone: null })),
        interviewEntry(row({ id: 43, status: 3, time_zone: 'Not/AZone' })),
      ]),
    );
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('PressPoint interviews');
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(0);
    const [first, second] = calendar.getAllSubcomponents('vevent');
    expect((first.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(false);
    expect((first.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-07-15T13:30:00.000Z',
    );
    expect(second.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('VTIMEZONE from Intl', () => {
  const cases: [string, string, string][] = [
    // zone, an instant, what a clock there shows
    ['Europe/London', '2026-01-15T09:00:00Z', '2026-01-15T09:00:00'],
    ['Europe/London', '2026-07-15T09:00:00Z', '2026-07-15T10:00:00'],
    ['America/New_York', '2026-01-15T15:00:00Z', '2026-01-15T10:00:00'],
    ['America/New_York', '2026-07-15T15:00:00Z', '2026-07-15T11:00:00'],
    // Just after each 2026 change: 8 March (US) and 29 March (EU) start summer time.
    ['America/New_York', '2026-03-08T07:30:00Z', '2026-03-08T03:30:00'],
    ['Europe/London', '2026-03-29T01:30:00Z', '2026-03-29T02:30:00'],
    ['Europe/London', '2026-10-25T01:30:00Z', '2026-10-25T01:30:00'],
    ['Asia/Singapore', '2026-07-15T01:00:00Z', '2026-07-15T09:00:00'],
  ];
  for (const [zone, instant, local] of cases) {
    it(`reads ${instant} as ${local} in ${zone}, and back`, () => {
      const entry = { ...interviewEntry(row({ date_interview: instant, time_zone: zone })) };
      const calendar = parse(invitationIcs(entry, 'REQUEST'));
      const vtz = calendar.getFirstSubcomponent('vtimezone')!;
      const start = eventOf(calendar).getFirstProperty('dtstart')!;
      expect(vtz.getFirstPropertyValue('tzid')).toBe(start.getParameter('tzid'));
      expect(String(start.getFirstValue())).toBe(local);
      expect((start.getFirstValue() as ICAL.Time).toJSDate().toISOString()).toBe(new Date(instant).toISOString());
    });
  }

  it('has STANDARD and DAYLIGHT observances where the clocks change, one STANDARD where they do not', () => {
    const london = vtimezone('Europe/London', 2026, 2026);
    expect(london).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260329T010000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100');
    expect(london).toContain('BEGIN:STANDARD\r\nDTSTART:20261025T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000');
    const newYork = vtimezone('America/New_York', 2026, 2026);
    expect(newYork).toContain('DTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400');
    expect(newYork).toContain('DTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500');
    const singapore = vtimezone('Asia/Singapore', 2026, 2027);
    expect(singapore).not.toContain('DAYLIGHT');
    expect(singapore.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(singapore).toContain('TZOFFSETTO:+0800');
    expect(offsetSeconds(Date.UTC(2026, 0, 1), 'Asia/Kolkata')).toBe(19_800);
  });
});
