import { after, before, describe, it } from 'node:test';
import { and, count, eq, ne, notExists } from 'drizzle-orm';
import { INTERVIEW_STATUS, STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp, demoApp } from '../../../test/helper';
import { emailTemplates, guests, interviews, notifications, users } from '../../db/schema';

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let t: TestApp;
let journalist: Record<string, string>;
let expert: Record<string, string>;
before(async () => ({ t, journalist, expert } = await demoApp('journalist', 'expert')));
after(() => t.app.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('interview requests', () => {
  /** Requests a guest of the demo expert with whom the journalist has no pending request yet. */
  const request = async (headers: Record<string, string>, change: object = {}) => {
    const [guest] = await t.database.db
      .select({ id: guests.id })
      .from(guests)
      .where(
        and(
          eq(guests.user_id, 2),
          notExists(
            t.database.db
              .select({ id: interviews.id })
              .from(interviews)
              .where(
                and(
                  eq(interviews.guest_id, guests.id),
                  eq(interviews.journalist_id, 1),
                  eq(interviews.status, INTERVIEW_STATUS.PENDING),
                ),
              ),
          ),
        ),
      )
      .orderBy(guests.id)
      .limit(1);
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
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // The requester's zone (the demo journalist writes from Singapore).
      time_zone: 'Asia/Singapore',
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
      comment: 'Hello {guest_name}, could we talk on Friday?<img src=x onerror=alert(1)>',
    });
    expect(saved.statusCode).toBe(201);
    // Cleaned like every stored HTML: the handler is gone from the invitation and the new template;
    // the invitation is filled in, the new template keeps its placeholder for the next guest.
    expect(saved.json().data.invitation_body).toMatch(/^Hello [^{]+, could we talk on Friday\?<img \/>$/);
    const templates = (await get('/email-templates', journalist)).json().data;
    expect(templates).toContainEqual(
      expect.objectContaining({
        title: 'Friday slot',
        content: 'Hello {guest_name}, could we talk on Friday?<img />',
        default: false,
      }),
    );
  });

  it('writes {date} in the journalist’s time zone, and cleans the message once it is filled', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-templates',
      headers: journalist,
      payload: { title: 'Zone', content: '<p>On {date}, <a href="{topic}">about this</a></p>' },
    });
    const date = new Date(Date.now() + 5 * 86_400_000);
    date.setUTCHours(14, 5, 0, 0);
    const res = await request(journalist, {
      email_template_id: saved.json().data.id,
      date_interview: date.toISOString(),
      time_zone: 'Asia/Singapore',
      topic: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json().data.invitation_body;
    expect(body).toContain(`On ${date.toISOString().slice(0, 10).replace(/-/g, '/')} 10:05 PM GMT+8,`);
    expect(body).not.toContain('javascript:');
    await t.database.db
      .update(interviews)
      .set({ status: INTERVIEW_STATUS.REJECTED })
      .where(eq(interviews.id, res.json().data.id));
  });

  it('fills the template’s placeholders in the message the expert reads', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-templates',
      headers: journalist,
      payload: {
        title: 'Interview with {guest_name}',
        content:
          '<p>Dear {guest_name} ({guest_title}),</p><p>{journalist_name} asks about {topic} on {date}. {other}</p>',
      },
    });
    const date = new Date(Date.now() + 4 * 86_400_000);
    date.setUTCHours(14, 5, 0, 0);
    const res = await request(journalist, {
      email_template_id: saved.json().data.id,
      date_interview: date.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const interview = res.json().data;
    const [guest] = await t.database.db
      .select({ first_name: guests.first_name, last_name: guests.last_name, title: guests.title })
      .from(guests)
      .where(eq(guests.id, interview.guest_id));
    const name = `${guest.first_name} ${guest.last_name}`;
    const day = date.toISOString().slice(0, 10).replace(/-/g, '/');
    expect(interview.invitation_subject).toBe(`Interview with ${name}`);
    expect(interview.invitation_body).toMatch(
      new RegExp(
        `^<p>Dear ${escapeRe(name)} \\(${escapeRe(guest.title)}\\),</p><p>Jordan Lee asks about \\S.* on ${day} 02:05 PM UTC\\. \\{other\\}</p>$`,
      ),
    );
    expect(interview.invitation_body).not.toContain('{topic}');
    expect(interview.comment).toBeNull();
    // Answered, so that the same guest can be asked again.
    await t.database.db
      .update(interviews)
      .set({ status: INTERVIEW_STATUS.REJECTED })
      .where(eq(interviews.id, interview.id));
    // An edited message is used instead, cleaned, and its placeholders are filled too.
    const edited = await request(journalist, {
      email_template_id: saved.json().data.id,
      message: '<p>Hi {guest_name}, about {topic}<script>x</script></p>',
      topic: 'rates & bonds',
    });
    const other = edited.json().data;
    const [otherGuest] = await t.database.db
      .select({ first_name: guests.first_name, last_name: guests.last_name })
      .from(guests)
      .where(eq(guests.id, other.guest_id));
    expect(other.invitation_body).toBe(
      `<p>Hi ${otherGuest.first_name} ${otherGuest.last_name}, about rates &amp; bonds</p>`,
    );
    expect(other.comment).toBe(other.invitation_body);
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

describe('interview requests are refused where they would only bother or mislead', () => {
  /** A published guest of another active expert account, with the journalist's default template. */
  async function freshGuest(skip: number) {
    const [guest] = await t.database.db
      .select({ id: guests.id, expert_id: guests.user_id })
      .from(guests)
      .innerJoin(users, eq(users.id, guests.user_id))
      .where(and(eq(guests.is_draft, false), eq(users.status, STATUS.SIMPLE_USER), ne(guests.user_id, 2)))
      .orderBy(guests.id)
      .offset(skip)
      .limit(1);
    return guest;
  }
  async function defaultTemplate() {
    const [template] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.user_id, 1), eq(emailTemplates.is_default, true)));
    return template.id;
  }
  const ask = async (guestId: number, app = t.app, headers = journalist) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/interview/create',
      headers,
      payload: {
        guest_id: guestId,
        email_template_id: await defaultTemplate(),
        date_interview: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      },
    });
  const notificationsOf = async (userId: number) =>
    (await t.database.db.select({ n: count() }).from(notifications).where(eq(notifications.user_id, userId)))[0].n;

  it('takes requests only for guests of an active, paid-up expert account', async () => {
    const guest = await freshGuest(0);
    const unavailable = { guest_id: ['This guest is not available for interviews at the moment.'] };
    for (const change of [
      { status: STATUS.LOCKED_BY_ADMIN },
      { status: STATUS.MUST_PAY },
      { status: STATUS.PAYMENT_IN_PROCESS },
      { status: STATUS.MUST_ADD_GUEST },
      { date_deleting: new Date().toISOString() },
    ]) {
      await t.database.db.update(users).set(change).where(eq(users.id, guest.expert_id));
      const res = await ask(guest.id);
      expect({ change, status: res.statusCode, errors: res.json().errors }).toEqual({
        change,
        status: 422,
        errors: unavailable,
      });
      await t.database.db
        .update(users)
        .set({ status: STATUS.SIMPLE_USER, date_deleting: null })
        .where(eq(users.id, guest.expert_id));
    }
    expect((await ask(guest.id)).statusCode).toBe(201);
  });

  it('refuses a second request for the same guest while one is pending: 30 tries, one request, one notification', async () => {
    const guest = await freshGuest(1);
    const before = await notificationsOf(guest.expert_id);
    const answers = await Promise.all(Array.from({ length: 30 }, () => ask(guest.id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(29);
    expect(answers.find((a) => a.statusCode === 422)!.json().errors).toEqual({
      guest_id: ['You already have a pending interview request with this guest.'],
    });
    expect(await notificationsOf(guest.expert_id)).toBe(before + 1);
    // Once the request is answered, a new one may be sent.
    await t.database.db
      .update(interviews)
      .set({ status: INTERVIEW_STATUS.REJECTED })
      .where(and(eq(interviews.guest_id, guest.id), eq(interviews.journalist_id, 1)));
    expect((await ask(guest.id)).statusCode).toBe(201);
  });

  it('limits how many requests one journalist sends in an hour (429)', async () => {
    const limited = await buildTestApp({ fixture: 'demo', settings: { INTERVIEW_REQUESTS_PER_HOUR: '3' } });
    try {
      const headers = await signIn(limited.app, 'journalist@example.com');
      // The demo journalist's own recent requests count too: start from a clean hour.
      await limited.database.db
        .update(interviews)
        .set({ created_at: '2020-01-01T00:00:00Z' })
        .where(eq(interviews.journalist_id, 1));
      // Sent at once for five different guests: the limit still lets exactly three through.
      const guestsToAsk = await Promise.all([10, 11, 12, 13, 14].map((skip) => freshGuest(skip)));
      const answers = await Promise.all(guestsToAsk.map((g) => ask(g.id, limited.app, headers)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json().message).toMatch(/^Too many interview requests\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.app.close();
    }
  });
});
