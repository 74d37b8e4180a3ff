import { after, before, describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { buildTestApp, type TestApp } from '../../test/helper';
import { sql } from 'drizzle-orm';
import { events } from '../db/schema';
import { makeInterview, people, type People } from '../resources/interviews/interviews.testkit';

// Writes that notify or mail someone are limited per acting account (review L1, M5); low limits here.
const LIMIT = 3;
let t: TestApp;
let p: People;
before(async () => {
  t = await buildTestApp({
    fixture: 'demo',
    settings: {
      INTERVIEW_UPDATES_PER_HOUR: String(LIMIT),
      INTERVIEW_NOTES_PER_HOUR: String(LIMIT),
      QUESTION_THREADS_PER_HOUR: String(LIMIT),
      MESSAGES_PER_HOUR: String(LIMIT),
      BRIEFING_QUESTIONS_PER_HOUR: String(LIMIT),
      BRIEFING_REGISTRATIONS_PER_HOUR: String(LIMIT),
      TEAM_INVITES_PER_HOUR: String(LIMIT),
      EMAIL_CHANGES_PER_DAY: String(LIMIT),
    },
  });
  p = await people(t);
});
after(() => t.app.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });

/** The answer is the 429 of a full window: a message and the seconds to wait, up to an hour. */
function expectLimited(res: Awaited<ReturnType<typeof post>>, what: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(new RegExp(`^Too many ${what}\\. Please try again in \\d+ minutes?\\.$`));
  const seconds = Number(res.headers['retry-after']);
  expect(seconds > 0 && seconds <= 3600).toBe(true);
}

describe('write limits per acting account', () => {
  it('limits interview changes (reschedules); failed changes do not count', async () => {
    const id = await makeInterview(t, p, { status: 0 });
    const declined = await makeInterview(t, p, { status: 2 });
    // Refused changes (empty; a declined interview) send nothing and take no place.
    expect((await post(`/interview/update/${id}`, p.journalist.headers, {})).statusCode).toBe(422);
    for (let i = 0; i <= LIMIT; i++)
      expect((await post(`/interview/update/${declined}`, p.journalist.headers, { message: 'x' })).statusCode).toBe(
        422,
      );
    for (let i = 0; i < LIMIT; i++) {
      const res = await post(`/interview/update/${id}`, p.journalist.headers, { message: `Change ${i}` });
      expect(res.statusCode).toBe(200);
    }
    expectLimited(
      await post(`/interview/update/${id}`, p.journalist.headers, { message: 'One more' }),
      'interview changes',
    );
    // The other side has its own count.
    expect((await post(`/interview/update/${id}`, p.owner.headers, { message: 'Fine' })).statusCode).toBe(200);
  });

  it('limits notes', async () => {
    const id = await makeInterview(t, p, { status: 0 });
    for (let i = 0; i < LIMIT; i++)
      expect((await post(`/interview/add-note/${id}`, p.journalist.headers, { note: `n${i}` })).statusCode).toBe(200);
    expectLimited(await post(`/interview/add-note/${id}`, p.journalist.headers, { note: 'again' }), 'notes');
  });

  it('limits questions to guests and messages in a thread', async () => {
    // A guest the directory shows (the other expert account's); that account answers.
    const { rows } = (await t.database.db.execute(sql`
      SELECT g.id FROM guests g JOIN guest_search_filters f ON f.guest_id = g.id AND f.visible
      WHERE g.user_id = ${p.otherExpert.id} ORDER BY g.id LIMIT 1`)) as unknown as { rows: { id: number }[] };
    const guestId = rows[0]!.id;
    let thread = 0;
    for (let i = 0; i < LIMIT; i++) {
      const res = await post('/conversation', p.journalist.headers, { guest_id: guestId, message: `Question ${i}` });
      expect(res.statusCode).toBe(201);
      thread = res.json().data.id;
    }
    expectLimited(
      await post('/conversation', p.journalist.headers, { guest_id: guestId, message: 'One more' }),
      'new questions',
    );
    for (let i = 0; i < LIMIT; i++) {
      const res = await post(`/conversation/${thread}/message`, p.journalist.headers, {
        type: 1,
        message: `More ${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    expectLimited(
      await post(`/conversation/${thread}/message`, p.journalist.headers, { type: 1, message: 'More' }),
      'messages',
    );
    // The other side has its own count.
    const answer = await post(`/conversation/${thread}/message`, p.otherExpert.headers, { type: 1, message: 'Yes' });
    expect(answer.statusCode).toBe(200);
  });

  it('limits briefing questions and registrations (withdrawals count too)', async () => {
    const [event] = await t.database.db
      .insert(events)
      .values({
        kind: 'event',
        slug: `write-limits-${Date.now()}`,
        user_id: p.owner.id,
        heading: 'Limits briefing',
        description: '<p>About limits</p>',
        start_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        end_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        all_day: 1,
      })
      .returning({ id: events.id });
    const url = `/events/${event!.id}`;
    const register = () => post(`${url}/register`, p.journalist.headers, {});
    const unregister = () =>
      t.app.inject({ method: 'DELETE', url: `/api/v1${url}/register`, headers: p.journalist.headers });
    expect((await register()).statusCode).toBe(201);
    for (let i = 0; i < LIMIT; i++)
      expect((await post(`${url}/questions`, p.journalist.headers, { question: `Q${i}?` })).statusCode).toBe(201);
    expectLimited(await post(`${url}/questions`, p.journalist.headers, { question: 'Again?' }), 'briefing questions');
    expect((await unregister()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(201);
    expectLimited(await unregister(), 'briefing registrations');
  });

  it('limits team invitations and resends per account', async () => {
    const invite = (i: number) =>
      post('/team-members/invite', p.owner.headers, {
        first_name: 'Ina',
        last_name: `Vite${i}`,
        email: `ina${i}@example.org`,
      });
    const first = await invite(0);
    expect(first.statusCode).toBe(201);
    expect((await post(`/team-members/${first.json().data.id}/resend`, p.owner.headers)).statusCode).toBe(200);
    expect((await invite(1)).statusCode).toBe(201);
    expectLimited(await invite(2), 'team invitations');
  });

  it('limits requests to change the sign-in email (each mails the new address)', async () => {
    const change = (i: number) =>
      post('/profile/email', p.otherJournalist.headers, { email: `moving${i}@example.org`, password: 'Demo2026pass' });
    for (let i = 0; i < LIMIT; i++) expect((await change(i)).statusCode).toBe(200);
    const refused = await change(LIMIT);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many email changes\. Please try again in \d+ minutes?\.$/);
  });
});
