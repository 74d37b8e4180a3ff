import { after, before, it } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, staffSignIn, type TestApp } from '../../../test/helper';
import { auditLog, events, guests, news, notifications, outboxMessages, reports, staff, users } from '../../db/schema';
import { REPORT_LIMITS } from '../reports/reports.service';

let t: TestApp;
let moderator: Record<string, string>;
let owner: Record<string, string>;
let journalist: Record<string, string>;
let expert: Record<string, string>;
let moderatorId: number;
let expertId: number;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  moderator = await staffSignIn(t.app, 'moderator@example.com');
  owner = await staffSignIn(t.app, 'owner@example.com');
  journalist = await signIn(t.app, 'journalist@example.com');
  expert = await signIn(t.app, 'expert@example.com');
  const [m] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'moderator@example.com'));
  moderatorId = m.id;
  const [e] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'expert@example.com'));
  expertId = e.id;
});
after(() => t.app.close());

let address = 0;
/** A report from its own address (the throttle counts per address), as a visitor unless `headers`. */
const report = (payload: object, headers: Record<string, string> = {}, ip = `10.1.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/reports', payload, headers, remoteAddress: ip });

const staffApi = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/staff/moderation${url}`, headers, payload });

const publicGet = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** One of the demo expert's items of each kind, not hidden. */
async function itemsOf(userId: number) {
  const db = t.database.db;
  const [storyIdea] = await db
    .select({ id: events.id, heading: events.heading })
    .from(events)
    .where(and(eq(events.user_id, userId), eq(events.kind, 'story_idea')))
    .orderBy(desc(events.id))
    .limit(1);
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.user_id, userId), eq(events.kind, 'event')))
    .limit(1);
  const [article] = await db
    .select({ id: news.id, slug: news.slug })
    .from(news)
    .where(eq(news.author_id, userId))
    .limit(1);
  const [guest] = await db
    .select({ id: guests.id, first_name: guests.first_name, last_name: guests.last_name })
    .from(guests)
    .where(
      and(
        eq(guests.user_id, userId),
        eq(guests.is_draft, false),
        eq(guests.is_hidden, false),
        eq(guests.is_private, false),
        sql`${guests.deleted_at} is null`,
      ),
    )
    .limit(1);
  return { storyIdea, event, article, guest };
}

const reason = 'Advertises a paid course, against the rules.';

it('takes a visitor’s report, with a reason and an optional note, and refuses bad input field by field', async () => {
  const { storyIdea } = await itemsOf(expertId);
  const res = await report({
    item_type: 'story_idea',
    item_id: storyIdea.id,
    reason: 'spam',
    note: '  Looks like an ad ',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Thank you. Your report was sent to our moderators.' });
  const [row] = await t.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.item_type, 'story_idea'), eq(reports.item_id, storyIdea.id)));
  expect(row).toMatchObject({ reason: 'spam', note: 'Looks like an ad', status: 'open', reporter_user_id: null });

  const bad = await report({ item_type: 'poster', item_id: 0, reason: 'boring', note: 'x'.repeat(1001) });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(['item_id', 'item_type', 'note', 'reason']);
  expect(bad.json().errors.reason).toEqual(['Please choose a reason']);
  expect((await report({ item_type: 'news', item_id: 99999999, reason: 'spam' })).statusCode).toBe(404);
  // A question is reported by its reader, signed in.
  expect((await report({ item_type: 'question', item_id: 1, reason: 'offensive' })).statusCode).toBe(401);
});

it('takes one open report per reporter and item, and a signed-in user’s as theirs', async () => {
  const { event } = await itemsOf(expertId);
  const ip = '10.2.0.1';
  expect((await report({ item_type: 'event', item_id: event.id, reason: 'misleading' }, {}, ip)).statusCode).toBe(200);
  const again = await report({ item_type: 'event', item_id: event.id, reason: 'other' }, {}, ip);
  expect(again.statusCode).toBe(409);
  const mine = await report({ item_type: 'event', item_id: event.id, reason: 'other' }, journalist, ip);
  expect(mine.statusCode).toBe(200);
  const rows = await t.database.db
    .select({ reporter: reports.reporter_user_id })
    .from(reports)
    .where(and(eq(reports.item_type, 'event'), eq(reports.item_id, event.id)));
  expect(rows.filter((r) => r.reporter !== null)).toHaveLength(1);
});

it('throttles reports per address with 429 and Retry-After; refused ones give their place back', async () => {
  const ip = '10.3.0.1';
  for (let i = 0; i < REPORT_LIMITS.perHour + 2; i++)
    expect((await report({ item_type: 'news', item_id: 99999999, reason: 'spam' }, {}, ip)).statusCode).toBe(404);
  const ids = await t.database.db
    .select({ id: news.id })
    .from(news)
    .orderBy(desc(news.id))
    .limit(REPORT_LIMITS.perHour + 1);
  for (const { id } of ids.slice(0, REPORT_LIMITS.perHour))
    expect((await report({ item_type: 'news', item_id: id, reason: 'spam' }, {}, ip)).statusCode).toBe(200);
  const limited = await report({ item_type: 'news', item_id: ids[REPORT_LIMITS.perHour].id, reason: 'spam' }, {}, ip);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json().message).toMatch(/^Too many reports\. Please try again in \d+ minutes?\.$/);
  // Another address is not held back.
  const other = await report({ item_type: 'news', item_id: ids[REPORT_LIMITS.perHour].id, reason: 'spam' });
  expect(other.statusCode).toBe(200);
  // A signed-in reader is counted on the address too.
  const signedIn = await report({ item_type: 'news', item_id: ids[0].id, reason: 'spam' }, journalist, ip);
  expect(signedIn.statusCode).toBe(429);
});

it('refuses every moderation route to anonymous callers, journalists, experts and support', async () => {
  const { storyIdea } = await itemsOf(expertId);
  const item = `/story_idea/${storyIdea.id}`;
  const routes: [method: 'GET' | 'POST', url: string, payload?: object][] = [
    ['GET', '/reports'],
    ['GET', '/recent'],
    ['GET', item],
    ['POST', `${item}/hide`, { reason }],
    ['POST', `${item}/unhide`, { reason }],
    ['POST', `${item}/dismiss`],
  ];
  const callers: [who: string, headers: Record<string, string>, status: number][] = [
    ['anonymous', {}, 401],
    ['journalist', journalist, 401],
    ['expert', expert, 401],
    ['support', await staffSignIn(t.app, 'support@example.com'), 403],
  ];
  for (const [method, url, payload] of routes)
    for (const [who, headers, status] of callers)
      expect({ url, who, status: (await staffApi(method, url, headers, payload)).statusCode }).toEqual({
        url,
        who,
        status,
      });
  const lines = await t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} like 'content.%'`);
  expect(lines).toEqual([]);
});

it('lists open reports grouped by item with counts, and what was published lately', async () => {
  const { guest } = await itemsOf(expertId);
  await report({ item_type: 'guest', item_id: guest.id, reason: 'personal_data', note: 'Shows a home address' });
  await report({ item_type: 'guest', item_id: guest.id, reason: 'personal_data' });
  await report({ item_type: 'guest', item_id: guest.id, reason: 'offensive' });
  const res = await staffApi('GET', '/reports?per_page=100', moderator);
  expect(res.statusCode).toBe(200);
  const group = res
    .json()
    .data.find((g: { item_type: string; item_id: number }) => g.item_type === 'guest' && g.item_id === guest.id);
  expect(group).toMatchObject({
    title: `${guest.first_name} ${guest.last_name}`,
    reports_count: 3,
    reasons: { personal_data: 2, offensive: 1 },
    notes: ['Shows a home address'],
    hidden_at: null,
    owner: { id: expertId, email: 'expert@example.com' },
    path: `/contact/${guest.id}/overview`,
  });
  const recent = await staffApi('GET', '/recent', owner);
  expect(recent.statusCode).toBe(200);
  expect(recent.json().meta).toMatchObject({ current_page: 1 });
  expect((await staffApi('GET', '/recent?type=question', moderator)).statusCode).toBe(422);
});

it('hides a story idea with a reason: audit line, owner told, gone from lists and its page; unhide brings it back', async () => {
  const { storyIdea } = await itemsOf(expertId);
  await report({ item_type: 'story_idea', item_id: storyIdea.id, reason: 'misleading' });
  const listed = async (headers: Record<string, string> = {}) =>
    (await publicGet('/story-ideas?per_page=100', headers))
      .json()
      .data.some((e: { id: number }) => e.id === storyIdea.id) ||
    (await publicGet('/events/list?type=post&per_page=100', headers))
      .json()
      .data.some((e: { id: number }) => e.id === storyIdea.id);
  expect(await listed()).toBe(true);

  const short = await staffApi('POST', `/story_idea/${storyIdea.id}/hide`, moderator, { reason: 'short' });
  expect(short.statusCode).toBe(422);
  expect(short.json().errors).toEqual({ reason: ['This field must be at least 10 characters'] });

  const hidden = await staffApi('POST', `/story_idea/${storyIdea.id}/hide`, moderator, { reason });
  expect(hidden.statusCode).toBe(200);
  expect(hidden.json()).toMatchObject({
    message: 'The item is hidden and its owner has been told why.',
    data: { item_type: 'story_idea', item_id: storyIdea.id, hidden_reason: reason, hidden_at: expect.any(String) },
  });
  expect((await staffApi('POST', `/story_idea/${storyIdea.id}/hide`, moderator, { reason })).statusCode).toBe(409);

  // Its reports are closed; the queue no longer shows it.
  const queue = (await staffApi('GET', '/reports?per_page=100', moderator)).json().data;
  expect(
    queue.some(
      (g: { item_id: number; item_type: string }) => g.item_type === 'story_idea' && g.item_id === storyIdea.id,
    ),
  ).toBe(false);

  const [line] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'content.hide'), eq(auditLog.target_id, storyIdea.id)));
  expect(line).toMatchObject({
    staff_id: moderatorId,
    target_type: 'story_idea',
    reason,
    details: expect.objectContaining({ email: 'expert@example.com', reports_closed: 2 }),
  });
  const [notice] = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, expertId), eq(notifications.type, 'Moderation')))
    .orderBy(desc(notifications.id))
    .limit(1);
  expect(notice.data).toContain(reason);
  const mails = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'mail'), sql`${outboxMessages.payload}->>'to' = 'expert@example.com'`));
  const mail = mails
    .map((m) => m.payload as { subject: string; text: string })
    .find((m) => m.subject === 'Your content was hidden by a moderator');
  expect(mail?.text).toContain(reason);

  // Visitors, journalists: not in the lists, the page answers 404.
  expect(await listed()).toBe(false);
  expect(await listed(journalist)).toBe(false);
  expect((await publicGet(`/story-ideas/${storyIdea.id}`)).statusCode).toBe(404);
  expect((await publicGet(`/events/${storyIdea.id}`)).statusCode).toBe(404);
  expect((await publicGet(`/events/${storyIdea.id}`, journalist)).statusCode).toBe(404);
  // Nobody reports it any more.
  expect((await report({ item_type: 'story_idea', item_id: storyIdea.id, reason: 'spam' })).statusCode).toBe(404);
  // Its owner still sees it, marked hidden, with the reason.
  const own = (await publicGet('/events?per_page=100', expert))
    .json()
    .data.find((e: { id: number }) => e.id === storyIdea.id);
  expect(own).toMatchObject({ hidden_reason: reason, hidden_at: expect.any(String) });
  expect((await publicGet(`/events/${storyIdea.id}`, expert)).json().data).toMatchObject({
    is_owner: true,
    hidden_reason: reason,
  });

  const back = await staffApi('POST', `/story_idea/${storyIdea.id}/unhide`, owner, {
    reason: 'Checked again: the idea is fine.',
  });
  expect(back.statusCode).toBe(200);
  expect(back.json().data).toMatchObject({ hidden_at: null, hidden_reason: null });
  expect((await staffApi('POST', `/story_idea/${storyIdea.id}/unhide`, owner, { reason })).statusCode).toBe(409);
  expect(await listed()).toBe(true);
  expect((await publicGet(`/story-ideas/${storyIdea.id}`)).statusCode).toBe(200);
  expect(
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.unhide'), eq(auditLog.target_id, storyIdea.id))),
  ).toHaveLength(1);
});

it('hides news from the stories hub and its page', async () => {
  const { article } = await itemsOf(expertId);
  const onHub = async () =>
    (await publicGet('/allposts?per_page=100')).json().data.some((n: { id: number }) => n.id === article.id);
  const before = await onHub();
  expect((await staffApi('POST', `/news/${article.id}/hide`, moderator, { reason })).statusCode).toBe(200);
  expect(await onHub()).toBe(false);
  expect((await publicGet(`/news/slug/${article.slug}`)).statusCode).toBe(404);
  expect((await publicGet(`/news/${article.id}`)).statusCode).toBe(404);
  expect((await publicGet(`/news/${article.id}`, journalist)).statusCode).toBe(404);
  // Its owner's edit form still reads it.
  expect((await publicGet(`/news/${article.id}`, expert)).json().data).toMatchObject({ id: article.id });
  const own = (await publicGet('/news?per_page=100', expert))
    .json()
    .data.find((n: { id: number }) => n.id === article.id);
  expect(own).toMatchObject({ hidden_reason: reason });
  expect((await staffApi('POST', `/news/${article.id}/unhide`, moderator, { reason })).statusCode).toBe(200);
  expect(await onHub()).toBe(before);
  expect((await publicGet(`/news/${article.id}`)).statusCode).toBe(200);
});

it('takes a hidden guest out of directory search and its profile, and brings it back', async () => {
  const { guest } = await itemsOf(expertId);
  const found = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search-guest',
      headers: journalist,
      payload: { search: `${guest.first_name} ${guest.last_name}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.some((card: { id: number }) => card.id === guest.id);
  };
  expect(await found()).toBe(true);
  expect((await staffApi('POST', `/guest/${guest.id}/hide`, moderator, { reason })).statusCode).toBe(200);
  expect(await found()).toBe(false);
  expect((await publicGet(`/guests/${guest.id}`, journalist)).statusCode).toBe(404);
  expect((await publicGet(`/guests/${guest.id}`, expert)).json().data).toMatchObject({ hidden_reason: reason });
  // Nor does it take interview requests.
  const { rows } = (await t.database.db.execute(sql`select t.id from email_templates t
    join users u on u.id = t.user_id where u.email = 'journalist@example.com' order by t.id limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  const request = await t.app.inject({
    method: 'POST',
    url: '/api/v1/interview/create',
    headers: journalist,
    payload: {
      guest_id: guest.id,
      email_template_id: rows[0].id,
      date_interview: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(request.statusCode).toBe(422);
  expect(Object.keys(request.json().errors)).toEqual(['guest_id']);
  expect((await staffApi('POST', `/guest/${guest.id}/unhide`, moderator, { reason })).statusCode).toBe(200);
  expect(await found()).toBe(true);
  expect((await publicGet(`/guests/${guest.id}`, journalist)).statusCode).toBe(200);
});

it('dismisses an item’s open reports with an audit line, leaving the item shown', async () => {
  const { event } = await itemsOf(expertId);
  await report({ item_type: 'event', item_id: event.id, reason: 'spam' });
  const res = await staffApi('POST', `/event/${event.id}/dismiss`, moderator);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: 'The reports are dismissed.', data: { hidden_at: null } });
  expect((await staffApi('POST', `/event/${event.id}/dismiss`, moderator)).statusCode).toBe(409);
  const open = await t.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.item_type, 'event'), eq(reports.item_id, event.id), eq(reports.status, 'open')));
  expect(open).toEqual([]);
  const lines = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'reports.dismiss'), eq(auditLog.target_id, event.id)));
  expect(lines).toEqual([expect.objectContaining({ staff_id: moderatorId, target_type: 'event' })]);
  expect((await publicGet(`/events/${event.id}`)).statusCode).toBe(200);
  expect((await staffApi('POST', '/event/99999999/dismiss', moderator)).statusCode).toBe(404);
});
