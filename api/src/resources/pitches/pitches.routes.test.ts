import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { REQUEST_MESSAGES } from 'mf-shared/validation';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { emailTemplates, guestExpertises, users } from '../../db/schema';
import { people, type People } from '../interviews/interviews.testkit';

let t: TestApp;
let p: People;
let expertise: number;

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  p = await people(t);
  const [link] = await t.database.db
    .select({ id: guestExpertises.expertise_id })
    .from(guestExpertises)
    .where(eq(guestExpertises.guest_id, p.guestIds[0]!));
  expertise = link!.id;
});
after(() => t.app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

const post = async (change: Record<string, unknown> = {}) => {
  const r = await call('POST', '/requests', p.journalist.headers, {
    summary: 'Energy prices this winter',
    details: '<p>Two questions on prices.</p>',
    expertise_ids: [expertise],
    medium: 'print',
    format: 'written',
    deadline: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    time_zone: 'Europe/London',
    outlet_name: 'Straits Business Daily',
    ...change,
  });
  expect(r.statusCode).toBe(201);
  return r.json().data as { id: number };
};

const pitch = (
  id: number,
  headers: Record<string, string>,
  guest_id = p.guestIds[0],
  answer = '<p>Farah knows this.</p>',
) => call('POST', `/opportunities/${id}/pitches`, headers, { guest_id, answer });

describe('opportunities', () => {
  it('lists matching open requests for the account, never with the journalist’s email', async () => {
    const request = await post();
    const summary = (await call('GET', '/opportunities/summary', p.owner.headers)).json().data;
    expect(summary.new_count).toBeGreaterThan(0);
    const list = await call('GET', '/opportunities?sort=deadline', p.team.headers);
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((o: { id: number }) => o.id === request.id);
    expect(item).toMatchObject({
      matches_my_guests: true,
      my_pitch_count: 0,
      outlet: 'Straits Business Daily',
      journalist: { name: 'Jordan Lee' },
    });
    expect(list.body).not.toContain('journalist@example.com');
    expect((await call('GET', '/opportunities/summary', p.owner.headers)).json().data.new_count).toBe(0);
    // The demo expert has no guest for it: not in its matching list, but in the whole board.
    const other = (await call('GET', '/opportunities', p.otherExpert.headers)).json().data;
    expect(other.map((o: { id: number }) => o.id)).not.toContain(request.id);
    const all = (await call('GET', '/opportunities?matches=0&per_page=100', p.otherExpert.headers)).json().data;
    expect(all.find((o: { id: number }) => o.id === request.id).matches_my_guests).toBe(false);

    const detail = (await call('GET', `/opportunities/${request.id}`, p.owner.headers)).json().data;
    expect(detail.eligible_guests.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining(p.guestIds));
    expect(JSON.stringify(detail)).not.toContain('@example.com');
    expect((await call('GET', '/opportunities', p.journalist.headers)).statusCode).toBe(403);
  });

  it('refuses a locked or unpaid expert', async () => {
    const request = await post();
    const unpaid = await signIn(t.app, 'mustpay@example.com');
    expect((await pitch(request.id, unpaid)).statusCode).toBe(403);
    await t.database.db.update(users).set({ status: 10 }).where(eq(users.id, p.owner.id));
    try {
      expect((await pitch(request.id, p.owner.headers)).statusCode).toBe(403);
      // The team acts for the locked account: refused too.
      expect((await pitch(request.id, p.team.headers)).statusCode).toBe(403);
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, p.owner.id));
    }
  });
});

describe('pitches', () => {
  it('a team member pitches for the owner; one pitch per guest; only own published guests', async () => {
    const request = await post({ max_pitches: 2 });
    const bad = await call('POST', `/opportunities/${request.id}/pitches`, p.team.headers, {
      guest_id: p.guestIds[0],
      answer: `<p>${'a'.repeat(2001)}</p>`,
    });
    expect(bad.json().errors).toEqual({ answer: ['The answer may be at most 2,000 characters'] });
    const pitched = await pitch(request.id, p.team.headers, p.guestIds[0], '<p>Yes<img src=x onerror=alert(1)></p>');
    expect(pitched.statusCode).toBe(201);
    expect(pitched.json().data).toMatchObject({ status: 'pitched', request_id: request.id });
    expect(pitched.json().data.answer).not.toContain('onerror');
    expect(pitched.json().data.guest.id).toBe(p.guestIds[0]);
    // The owner sees it as the account's.
    const mine = (await call('GET', '/pitches', p.owner.headers)).json();
    expect(mine.data.map((x: { id: number }) => x.id)).toContain(pitched.json().data.id);

    const twice = await pitch(request.id, p.owner.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REQUEST_MESSAGES.ALREADY_PITCHED);
    // Another account's guest.
    const foreign = await pitch(request.id, p.otherExpert.headers, p.guestIds[1]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ guest_id: [REQUEST_MESSAGES.GUEST_NOT_ELIGIBLE] });
    // The cap.
    expect((await pitch(request.id, p.owner.headers, p.guestIds[1])).statusCode).toBe(201);
    const capped = await pitch(request.id, p.owner.headers, p.guestIds[2]);
    expect(capped.statusCode).toBe(409);
    expect(capped.json().message).toBe(REQUEST_MESSAGES.CAP_REACHED);
  });

  it('edit and withdraw by the account only; the journalist sees them ranked, shortlists and declines', async () => {
    const request = await post();
    const first = (await pitch(request.id, p.owner.headers)).json().data;
    const second = (await pitch(request.id, p.owner.headers, p.guestIds[1], 'Tomas too.')).json().data;
    expect((await call('PUT', `/pitches/${first.id}`, p.otherExpert.headers, { answer: 'Mine' })).statusCode).toBe(404);
    const edited = await call('PUT', `/pitches/${first.id}`, p.team.headers, { answer: '<p>Farah, edited.</p>' });
    expect(edited.json().data.answer).toBe('<p>Farah, edited.</p>');

    const summary = (await call('GET', '/requests/summary', p.journalist.headers)).json().data;
    expect(summary.new_pitches_count).toBeGreaterThan(0);
    expect(summary.median_minutes_to_first_pitch).not.toBeNull();
    const listed = await call('GET', `/requests/${request.id}/pitches`, p.journalist.headers);
    expect(listed.statusCode).toBe(200);
    const pitches = listed.json().data;
    expect(pitches).toHaveLength(2);
    expect(pitches[0].match_score).toBeGreaterThanOrEqual(pitches[1].match_score);
    expect(pitches[0]).toHaveProperty('response_time');
    expect((await call('GET', `/requests/${request.id}`, p.journalist.headers)).json().data.new_pitches_count).toBe(0);
    // Another journalist: 404 on the request's pitches and on acting on them.
    expect((await call('GET', `/requests/${request.id}/pitches`, p.otherJournalist.headers)).statusCode).toBe(404);
    expect((await call('POST', `/pitches/${first.id}/shortlist`, p.otherJournalist.headers)).statusCode).toBe(404);

    const shortlisted = await call('POST', `/pitches/${first.id}/shortlist`, p.journalist.headers);
    expect(shortlisted.json().data.status).toBe('shortlisted');
    const declined = await call('POST', `/pitches/${second.id}/decline`, p.journalist.headers, {
      note: 'Not this time',
    });
    expect(declined.json().data).toMatchObject({ status: 'declined', decline_note: 'Not this time' });
    const rate = (await call('GET', '/pitches', p.owner.headers)).json().meta.shortlist_rate;
    expect(rate).toBeGreaterThan(0);

    expect((await call('DELETE', `/pitches/${first.id}`, p.owner.headers)).json()).toEqual({
      message: 'Pitch withdrawn',
    });
    expect((await call('GET', `/requests/${request.id}/pitches`, p.journalist.headers)).json().data).toHaveLength(1);
    // A withdrawn guest may pitch again.
    expect((await pitch(request.id, p.owner.headers)).statusCode).toBe(201);
  });

  it('turns a pitch into an interview request', async () => {
    const request = await post();
    const made = (await pitch(request.id, p.owner.headers, p.guestIds[2])).json().data;
    const [template] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.user_id, p.journalist.id))
      .limit(1);
    const body = {
      guest_id: p.guestIds[2],
      email_template_id: template!.id,
      date_interview: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      topic: 'Energy prices this winter',
    };
    // Not the pitch's guest.
    const wrong = await call('POST', '/interview/create', p.journalist.headers, {
      ...body,
      guest_id: p.guestIds[1],
      pitch_id: made.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ pitch_id: [REQUEST_MESSAGES.PITCH_NOT_ON_REQUEST] });
    const other = await call('POST', '/interview/create', p.otherJournalist.headers, { ...body, pitch_id: made.id });
    expect(other.statusCode).toBe(422);
    const sent = await call('POST', '/interview/create', p.journalist.headers, { ...body, pitch_id: made.id });
    expect(sent.statusCode).toBe(201);
    const after = (await call('GET', `/opportunities/${request.id}`, p.owner.headers)).json().data;
    expect(after.my_pitches.find((x: { id: number }) => x.id === made.id).status).toBe('interview_requested');
  });
});
