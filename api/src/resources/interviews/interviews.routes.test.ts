import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { emailTemplates, guests } from '../../db/schema';

let t: TestApp;
let journalist: Record<string, string>;
let expert: Record<string, string>;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  journalist = await signIn(t.app, 'journalist@example.com');
  expert = await signIn(t.app, 'expert@example.com');
});
after(() => t.app.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('interview requests', () => {
  const request = async (headers: Record<string, string>, change: object = {}) => {
    const [guest] = await t.database.db.select({ id: guests.id }).from(guests).where(eq(guests.user_id, 2)).limit(1);
    const [template] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.user_id, 1), eq(emailTemplates.is_default, true)));
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/interview/create',
      headers,
      payload: {
        guest_id: guest.id,
        email_template_id: template.id,
        date_interview: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        ...change,
      },
    });
  };

  it('lets an approved journalist request one; the expert is notified; it shows as upcoming', async () => {
    const res = await request(journalist);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 0, journalist_id: 1, expert_id: 2 });
    const [latest] = (await get('/notifications?per_page=1', expert)).json().data;
    expect(latest.data).toContain('New interview request from <b>Jordan Lee</b>');
    const upcoming = (await get('/interview/upcoming', journalist)).json().data;
    expect(upcoming[0]).toEqual({
      id: expect.any(Number),
      guest_fullname: expect.any(String),
      date: expect.any(String),
    });
    expect(upcoming.map((u: { date: string }) => u.date)).toEqual(
      [...upcoming.map((u: { date: string }) => u.date)].sort(),
    );
  });

  it('refuses an expert with the spec’s message', async () => {
    const res = await request(expert);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only journalist can create interviews');
  });

  it('refuses a date in the past, and another journalist’s template', async () => {
    const past = await request(journalist, { date_interview: '2020-01-01T10:00:00Z' });
    expect(past.json().errors).toEqual({ date_interview: ['Date cannot be in the past'] });
    const [foreign] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.user_id, 7))
      .limit(1);
    const other = await request(journalist, { email_template_id: foreign.id });
    expect(other.json().errors).toEqual({ email_template_id: ['The selected email template is invalid.'] });
  });

  it('tells a journalist waiting for approval the section-4 message', async () => {
    const res = await request(await signIn(t.app, 'waiting@example.com'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You can’t use any of the features until you have been approved. The approval process usually takes up to 24 hours.',
    );
  });

  it('needs a title to save the message as a new template, then saves it', async () => {
    const missing = await request(journalist, { is_a_new_temp: true, comment: 'Hello, could we talk on Friday?' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ newTempTitle: ['This field is required'] });
    const saved = await request(journalist, {
      is_a_new_temp: true,
      newTempTitle: 'Friday slot',
      comment: 'Hello, could we talk on Friday?',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.invitation_body).toBe('Hello, could we talk on Friday?');
    const templates = (await get('/email-templates', journalist)).json().data;
    expect(templates).toContainEqual(
      expect.objectContaining({ title: 'Friday slot', content: 'Hello, could we talk on Friday?', default: false }),
    );
  });

  it('names every missing field at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interview/create',
      headers: journalist,
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['date_interview', 'email_template_id', 'guest_id']);
  });
});
