import { after, before, describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { buildTestApp, type TestApp } from '../../test/helper';
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
    // A refused change (empty) sends nothing and takes no place.
    expect((await post(`/interview/update/${id}`, p.journalist.headers, {})).statusCode).toBe(422);
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
});
