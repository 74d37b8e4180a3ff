import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { expect } from '../../../test/expect';
import { signIn, type TestApp } from '../../../test/helper';
import { emailTemplates, interviews, notifications, sentMails, users } from '../../db/schema';
import { DAY_MS, makeInterview, type People, demoAppWithPeople } from './interviews.testkit';

let t: TestApp;
let p: People;
before(async () => ({ t, p } = await demoAppWithPeople()));
after(() => t.app.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });

/** The newest mail to an address, with its parsed calendar part (if any). */
async function lastMail(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(sentMails)
    .where(eq(sentMails.to, to))
    .orderBy(desc(sentMails.id))
    .limit(1);
  return mail!;
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: event.getAllProperties('attendee').map((a) => String(a.getFirstValue()).toLowerCase()),
    zones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
    dtstartZone: event.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

const emailOf = async (id: number) => {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
};

describe('a request’s life: history, mails with calendar invitations, notifications', () => {
  it('mails the expert account the filled template, stores the zone, approves, reschedules, cancels', async () => {
    const [template] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.user_id, p.journalist.id), eq(emailTemplates.is_default, true)));
    const date = new Date(Date.now() + 4 * DAY_MS);
    date.setUTCHours(9, 30, 0, 0);
    const created = await post('/interview/create', p.journalist.headers, {
      guest_id: p.guestIds[1],
      email_template_id: template!.id,
      date_interview: date.toISOString(),
      time_zone: 'Europe/Paris',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const [journalistEmail, expertEmail] = [await emailOf(p.journalist.id), await emailOf(p.owner.id)];

    // The request: the expert account reads the journalist's message with its placeholders filled.
    const request = await lastMail(expertEmail);
    expect(request.html).toContain(created.json().data.invitation_body);
    expect(request.html).not.toContain('{guest_name}');
    expect(request.calendar).toBeNull();
    // Subjects are the product's words: the journalist's subject line and the guest's name are in the body.
    expect(request.subject).toBe('New interview request on PressPoint');
    expect(request.html).toContain(`<b>${created.json().data.invitation_subject}</b>`);

    // A team member approves for the account, from Singapore.
    const approved = await post(`/interview/set-status/${id}`, p.team.headers, {
      status: 1,
      time_zone: 'Asia/Singapore',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Interview approved',
      data: { id, status: 1, time_zone: 'Europe/Paris', expert_time_zone: 'Asia/Singapore' },
    });
    const [latest] = (await get('/notifications?per_page=1', p.journalist.headers)).json().data;
    expect(latest.data).toContain('<b>Kai Tan</b> approved the interview with');

    // Both sides get the invitation: METHOD:REQUEST, one UID, SEQUENCE, ORGANIZER, ATTENDEE, VTIMEZONE.
    const invitations = [];
    for (const to of [journalistEmail, expertEmail]) {
      const mail = await lastMail(to);
      expect(mail.subject).toBe('Interview approved');
      expect(mail.calendar_method).toBe('REQUEST');
      invitations.push(parseCalendar(mail.calendar!));
    }
    for (const invitation of invitations)
      expect(invitation).toEqual({
        method: 'REQUEST',
        uid: `interview-${id}@presspoint`,
        sequence: 1,
        organizer: `mailto:${journalistEmail}`,
        attendees: [`mailto:${expertEmail}`],
        zones: ['Europe/Paris'],
        dtstartZone: 'Europe/Paris',
        start: date.toISOString(),
      });

    // The journalist moves it: the history says so, reminders start over, calendars get SEQUENCE 2.
    await t.database.db
      .update(interviews)
      .set({ reminded_24h_at: new Date().toISOString() })
      .where(eq(interviews.id, id));
    const later = new Date(date.getTime() + DAY_MS);
    const moved = await post(`/interview/update/${id}`, p.journalist.headers, {
      date_interview: later.toISOString(),
      message: 'Could we do <b>Friday</b> instead?<script>alert(1)</script>',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 1, date_interview: later.toISOString() });
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({ reminded_24h_at: null, reminded_1h_at: null, sequence: 2 });
    for (const to of [journalistEmail, expertEmail]) {
      const invitation = parseCalendar((await lastMail(to)).calendar!);
      expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 2, start: later.toISOString() });
      expect(invitation.sequence).toBeGreaterThan(invitations[0]!.sequence);
    }
    const [told] = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.user_id, p.owner.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told!.data).toContain('<b>Jordan Lee</b> changed the interview with');
    expect(told!.data).toContain('<b>Friday</b>');
    expect(told!.data).not.toContain('script');

    // The owner calls it off: both calendars get METHOD:CANCEL with a higher SEQUENCE.
    const cancelled = await post(`/interview/set-status/${id}`, p.owner.headers, { status: 3 });
    expect(cancelled.json()).toMatchObject({ message: 'Interview cancelled', data: { status: 3 } });
    for (const to of [journalistEmail, expertEmail]) {
      const mail = await lastMail(to);
      expect(mail.calendar_method).toBe('CANCEL');
      expect(parseCalendar(mail.calendar!)).toMatchObject({
        method: 'CANCEL',
        uid: `interview-${id}@presspoint`,
        sequence: 3,
      });
    }

    // The history: every change, who made it, oldest first.
    const detail = (await get(`/interview/${id}`, p.journalist.headers)).json().data;
    expect(detail.history).toEqual([
      expect.objectContaining({ kind: 'status', status: 0, changed_by_name: 'Jordan Lee' }),
      expect.objectContaining({ kind: 'status', status: 1, changed_by_name: 'Kai Tan' }),
      expect.objectContaining({
        kind: 'reschedule',
        status: 1,
        changed_by_name: 'Jordan Lee',
        date_interview: later.toISOString(),
        message: 'Could we do <b>Friday</b> instead?',
      }),
      expect.objectContaining({ kind: 'status', status: 3, changed_by_name: 'Nadia Hassan' }),
    ]);
    expect(detail.actions).toEqual(['note']);
  });

  it('sends no calendar part when a pending request is withdrawn or declined', async () => {
    const expertEmail = await emailOf(p.owner.id);
    const journalistEmail = await emailOf(p.journalist.id);
    const withdrawn = await makeInterview(t, p);
    await post(`/interview/set-status/${withdrawn}`, p.journalist.headers, { status: 3 });
    expect(await lastMail(expertEmail)).toMatchObject({
      subject: expect.stringMatching(/^Interview cancelled/),
      calendar: null,
    });
    const declined = await makeInterview(t, p, { guestIndex: 2 });
    await post(`/interview/set-status/${declined}`, p.owner.headers, { status: 2 });
    expect(await lastMail(journalistEmail)).toMatchObject({
      subject: expect.stringMatching(/^Interview request declined/),
      calendar: null,
    });
  });
});

describe('done', () => {
  it('tells and mails the other side, with no calendar part, whichever side marks it', async () => {
    const [journalistEmail, expertEmail] = [await emailOf(p.journalist.id), await emailOf(p.owner.id)];
    const past = new Date(Date.now() - DAY_MS);
    const byExpert = await makeInterview(t, p, { status: 1, date: past });
    const marked = await post(`/interview/set-status/${byExpert}`, p.team.headers, { status: 4 });
    expect(marked.json()).toMatchObject({ message: 'Interview marked as done', data: { status: 4 } });
    expect(await lastMail(journalistEmail)).toMatchObject({
      subject: expect.stringMatching(/^Interview done/),
      calendar: null,
    });
    const [toJournalist] = (await get('/notifications?per_page=1', p.journalist.headers)).json().data;
    expect(toJournalist).toMatchObject({ type: 'Interview', data: expect.stringContaining('as done') });

    const byJournalist = await makeInterview(t, p, { status: 1, date: past, guestIndex: 2 });
    expect((await post(`/interview/set-status/${byJournalist}`, p.journalist.headers, { status: 4 })).statusCode).toBe(
      200,
    );
    expect(await lastMail(expertEmail)).toMatchObject({
      subject: expect.stringMatching(/^Interview done/),
      calendar: null,
    });
    const [toExpert] = (await get('/notifications?per_page=1', p.owner.headers)).json().data;
    expect(toExpert).toMatchObject({
      type: 'Interview',
      data: expect.stringContaining('<b>Jordan Lee</b> marked the interview with'),
    });
  });
});

describe('two answers at once', () => {
  it('take turns on the row: one approves, the other is told what is allowed now', async () => {
    const id = await makeInterview(t, p);
    const [approve, reject] = await Promise.all([
      post(`/interview/set-status/${id}`, p.owner.headers, { status: 1 }),
      post(`/interview/set-status/${id}`, p.team.headers, { status: 2 }),
    ]);
    const codes = [approve.statusCode, reject.statusCode].sort();
    expect(codes).toEqual([200, 422]);
    const refused = [approve, reject].find((r) => r.statusCode === 422)!;
    expect(refused.json().errors.status[0]).toMatch(/^This interview is (Approved|Rejected): /);
    // Only the winner's change is in the history (the interview was made without its request line).
    const winner = approve.statusCode === 200 ? 1 : 2;
    const detail = (await get(`/interview/${id}`, p.owner.headers)).json().data;
    expect(detail.status).toBe(winner);
    expect(detail.history.map((h: { status: number }) => h.status)).toEqual([winner]);
  });
});

describe('notes', () => {
  it('are private to their writer; the item shows the viewer’s latest', async () => {
    const id = await makeInterview(t, p);
    expect((await post(`/interview/add-note/${id}`, p.journalist.headers, { note: 'first' })).statusCode).toBe(200);
    const second = await post(`/interview/add-note/${id}`, p.journalist.headers, { note: ' second ' });
    expect(second.json().data).toEqual({ id: expect.any(Number), body: 'second', created_at: expect.any(String) });
    await post(`/interview/add-note/${id}`, p.team.headers, { note: 'team only' });
    const mine = (await get(`/interview/${id}`, p.journalist.headers)).json().data;
    expect(mine.note).toBe('second');
    expect(mine.notes.map((n: { body: string }) => n.body)).toEqual(['second', 'first']);
    const owner = (await get(`/interview/${id}`, p.owner.headers)).json().data;
    expect(owner.note).toBeNull();
    expect(owner.notes).toEqual([]);
    const team = (await get(`/interview/${id}`, p.team.headers)).json().data;
    expect(team.notes.map((n: { body: string }) => n.body)).toEqual(['team only']);
    expect((await post(`/interview/add-note/${id}`, p.otherJournalist.headers, { note: 'x' })).statusCode).toBe(404);
  });
});

describe('views', () => {
  it('show each side its own interviews, split by status and date', async () => {
    const day = (n: number) => new Date(Date.now() + n * DAY_MS);
    const made = {
      pendingFuture: await makeInterview(t, p, { status: 0, date: day(5) }),
      pendingPast: await makeInterview(t, p, { status: 0, date: day(-5) }),
      approvedFuture: await makeInterview(t, p, { status: 1, date: day(5) }),
      approvedPast: await makeInterview(t, p, { status: 1, date: day(-5) }),
      rejected: await makeInterview(t, p, { status: 2, date: day(5) }),
      cancelled: await makeInterview(t, p, { status: 3, date: day(5) }),
      done: await makeInterview(t, p, { status: 4, date: day(-5) }),
    };
    const ids = new Set(Object.values(made));
    const viewOf = async (headers: Headers, view: string) => {
      const res = await get(`/interview?view=${view}&per_page=100`, headers);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .data.map((i: { id: number }) => i.id)
        .filter((id: number) => ids.has(id))
        .sort();
    };
    const sorted = (...list: number[]) => [...list].sort();
    for (const expert of [p.owner.headers, p.team.headers]) {
      expect(await viewOf(expert, 'pending')).toEqual(sorted(made.pendingFuture));
      expect(await viewOf(expert, 'planned')).toEqual(sorted(made.approvedFuture));
      expect(await viewOf(expert, 'archive')).toEqual(
        sorted(made.pendingPast, made.approvedPast, made.rejected, made.cancelled, made.done),
      );
    }
    expect(await viewOf(p.journalist.headers, 'all')).toEqual(sorted(...ids));
    expect(await viewOf(p.journalist.headers, 'process')).toEqual(sorted(made.pendingFuture));
    expect(await viewOf(p.journalist.headers, 'planned')).toEqual(sorted(made.approvedFuture));
    // Nobody else sees them.
    expect(await viewOf(p.otherExpert.headers, 'archive')).toEqual([]);
    expect(await viewOf(p.otherJournalist.headers, 'all')).toEqual([]);
    // Another role's view is refused on `view`.
    for (const [headers, view] of [
      [p.journalist.headers, 'archive'],
      [p.owner.headers, 'all'],
      [p.owner.headers, 'process'],
    ] as const) {
      const res = await get(`/interview?view=${view}`, headers);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ view: ['The selected view is invalid.'] });
    }
  });

  it('searches by guest, journalist and publication; sorts; pages like the contacts list', async () => {
    const all = (await get('/interview?view=all&per_page=100', p.journalist.headers)).json();
    expect(all.meta).toEqual({
      current_page: 1,
      per_page: 100,
      total: expect.any(Number),
      last_page: expect.any(Number),
    });
    const first = all.data[0];
    const byGuest = (
      await get(
        `/interview?view=all&per_page=100&search=${encodeURIComponent(first.guest.last_name)}`,
        p.journalist.headers,
      )
    ).json().data;
    expect(byGuest.length).toBeGreaterThan(0);
    expect(byGuest.every((i: { guest: { last_name: string } }) => i.guest.last_name === first.guest.last_name)).toBe(
      true,
    );
    const byCompany = await get('/interview?view=archive&search=Straits%20Business', p.owner.headers);
    expect(byCompany.json().data.length).toBeGreaterThan(0);
    const none = await get('/interview?view=archive&search=%25', p.owner.headers);
    expect(none.json().data).toEqual([]);
    const paged = (
      await get('/interview?view=all&per_page=2&page=2&sort=date_interview&direction=asc', p.journalist.headers)
    ).json();
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 2 });
    const dates = (await get('/interview?view=all&per_page=50&sort=date_interview&direction=asc', p.journalist.headers))
      .json()
      .data.map((i: { date_interview: string }) => i.date_interview);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('the month calendar', () => {
  it('groups interviews by their day in the asked zone', async () => {
    // 20:00 UTC on 31 March is 04:00 on 1 April in Singapore.
    const id = await makeInterview(t, p, { status: 1, date: new Date('2031-03-31T20:00:00Z') });
    await makeInterview(t, p, { status: 2, date: new Date('2031-03-31T21:00:00Z'), guestIndex: 1 });
    const month = async (m: string, zone?: string) =>
      (await get(`/interview/calendar?month=${m}${zone ? `&time_zone=${zone}` : ''}`, p.owner.headers)).json().data;
    expect(await month('2031-03')).toEqual([{ date: '2031-03-31', interviews: [expect.objectContaining({ id })] }]);
    expect(await month('2031-04')).toEqual([]);
    expect(await month('2031-04', 'Asia/Singapore')).toEqual([
      { date: '2031-04-01', interviews: [expect.objectContaining({ id })] },
    ]);
    expect(await month('2031-03', 'Asia/Singapore')).toEqual([]);
    const day = await get('/interview/calendar/2031-04-01?time_zone=Asia/Singapore', p.journalist.headers);
    expect(day.json().data.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await get('/interview/calendar/2031-04-01', p.journalist.headers)).json().data).toEqual([]);
    expect((await get('/interview/calendar?month=2031-03', p.otherExpert.headers)).json().data).toEqual([]);
  });
});

describe('reschedule rules', () => {
  it('takes a new date not in the past, or a message, while Pending or Approved, from either side', async () => {
    const id = await makeInterview(t, p);
    const past = await post(`/interview/update/${id}`, p.owner.headers, { date_interview: '2020-01-01T10:00:00Z' });
    expect(past.json().errors).toEqual({ date_interview: ['Date cannot be in the past'] });
    const empty = await post(`/interview/update/${id}`, p.owner.headers, {});
    expect(empty.json().errors).toEqual({ date_interview: ['This field is required'] });
    const message = await post(`/interview/update/${id}`, p.team.headers, { message: 'Can we do it by phone?' });
    expect(message.statusCode).toBe(200);
    const [latest] = (await get('/notifications?per_page=1', p.journalist.headers)).json().data;
    expect(latest.data).toContain('Can we do it by phone?');
    const other = await post(`/interview/update/${id}`, p.otherJournalist.headers, { message: 'hi' });
    expect(other.statusCode).toBe(404);
    for (const status of [2, 3, 4]) {
      const closed = await makeInterview(t, p, { status });
      const res = await post(`/interview/update/${closed}`, p.journalist.headers, { message: 'hi' });
      expect({ status, code: res.statusCode, errors: res.json().errors }).toEqual({
        status,
        code: 422,
        errors: { status: ['Only a pending or approved interview can be changed.'] },
      });
    }
  });
});

describe('published link and coverage', () => {
  it('is the journalist’s, for a done interview, an http(s) address; the expert sees it as coverage', async () => {
    const pending = await makeInterview(t, p);
    const notDone = await post(`/interview/published-link/${pending}`, p.journalist.headers, {
      published_link: 'https://news.example.com/a',
    });
    expect(notDone.json().errors).toEqual({
      published_link: ['The published link can be added once the interview is done.'],
    });
    const done = await makeInterview(t, p, { status: 4, date: new Date(Date.now() - DAY_MS) });
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/x', 'not a link', ''])
      expect(
        (await post(`/interview/published-link/${done}`, p.journalist.headers, { published_link: bad })).statusCode,
      ).toBe(422);
    expect(
      (await post(`/interview/published-link/${done}`, p.owner.headers, { published_link: 'https://a.example.com' }))
        .statusCode,
    ).toBe(403);
    const ok = await post(`/interview/published-link/${done}`, p.journalist.headers, {
      published_link: 'https://news.example.com/story',
    });
    expect(ok.json().data).toMatchObject({ id: done, published_link: 'https://news.example.com/story' });
    const coverage = (await get('/interview/coverage', p.team.headers)).json().data;
    expect(coverage).toContainEqual(
      expect.objectContaining({ id: done, published_link: 'https://news.example.com/story' }),
    );
    expect((await get('/interview/coverage', p.otherExpert.headers)).json().data).not.toContainEqual(
      expect.objectContaining({ id: done }),
    );
    expect((await get('/interview/coverage', p.journalist.headers)).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('is refused on the field it is in', async () => {
    const id = await makeInterview(t, p);
    const cases: [string, string, Headers, object | null, number, Record<string, string[]> | null][] = [
      ['POST', `/interview/set-status/${id}`, p.owner.headers, {}, 422, { status: ['This field is required'] }],
      [
        'POST',
        `/interview/set-status/${id}`,
        p.owner.headers,
        { status: 'x' },
        422,
        { status: ['This field is required'] },
      ],
      [
        'POST',
        `/interview/set-status/${id}`,
        p.owner.headers,
        { status: 9 },
        422,
        { status: ['The selected status is invalid.'] },
      ],
      [
        'POST',
        `/interview/set-status/${id}`,
        p.owner.headers,
        { status: 1, time_zone: 'Mars/Olympus' },
        422,
        { time_zone: ['The time zone is invalid.'] },
      ],
      [
        'POST',
        `/interview/set-status/${id}`,
        p.owner.headers,
        { status: 1, time_zone: '+05:00' },
        422,
        { time_zone: ['The time zone is invalid.'] },
      ],
      [
        'POST',
        `/interview/add-note/${id}`,
        p.owner.headers,
        { note: '   ' },
        422,
        { note: ['This field is required'] },
      ],
      [
        'POST',
        `/interview/add-note/${id}`,
        p.owner.headers,
        { note: 'x'.repeat(5001) },
        422,
        { note: ['This field must be at most 5000 characters'] },
      ],
      [
        'POST',
        `/interview/add-note/${id}`,
        p.owner.headers,
        { note: ['a'] },
        422,
        { note: ['This field must be a text.'] },
      ],
      [
        'POST',
        `/interview/update/${id}`,
        p.owner.headers,
        { date_interview: 'soon' },
        422,
        { date_interview: ['This field is required'] },
      ],
      [
        'GET',
        '/interview/calendar?month=2031-13',
        p.owner.headers,
        null,
        422,
        { month: ['The month must be YYYY-MM.'] },
      ],
      ['GET', '/interview/calendar', p.owner.headers, null, 422, { month: ['The month must be YYYY-MM.'] }],
      [
        'GET',
        '/interview/calendar?month=2031-01&time_zone=Nowhere',
        p.owner.headers,
        null,
        422,
        { time_zone: ['The time zone is invalid.'] },
      ],
      ['GET', '/interview/calendar/2031-02-30', p.owner.headers, null, 422, { date: ['The date must be YYYY-MM-DD.'] }],
      ['GET', '/interview/abc', p.owner.headers, null, 404, null],
      ['GET', '/interview/999999', p.owner.headers, null, 404, null],
      ['POST', '/interview/set-status/999999', p.owner.headers, { status: 1 }, 404, null],
      ['GET', '/interview?sort=password', p.owner.headers, null, 422, null],
    ];
    for (const [method, url, headers, payload, code, errors] of cases) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: `/api/v1${url}`,
        headers,
        ...(payload ? { payload } : {}),
      });
      expect({ url, payload, code: res.statusCode, errors: errors ? res.json().errors : null }).toEqual({
        url,
        payload,
        code,
        errors,
      });
    }
    const waiting = await get('/interview', await signIn(t.app, 'waiting@example.com'));
    expect(waiting.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/interview' })).statusCode).toBe(401);
  });

  it('refuses a request whose time zone is not an IANA zone', async () => {
    const [template] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.user_id, p.journalist.id), eq(emailTemplates.is_default, true)));
    const res = await post('/interview/create', p.journalist.headers, {
      guest_id: p.guestIds[0],
      email_template_id: template!.id,
      date_interview: new Date(Date.now() + DAY_MS).toISOString(),
      time_zone: 'Europe/Atlantis',
    });
    expect(res.json().errors).toEqual({ time_zone: ['The time zone is invalid.'] });
  });
});
