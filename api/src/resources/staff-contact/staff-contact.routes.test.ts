import { after, before, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib/v1';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, staffSignIn, type TestApp } from '../../../test/helper';
import { auditLog, contactMessages, outboxMessages, staff } from '../../db/schema';
import { contactRepository } from '../contact/contact.repository';
import { cleanReply } from './staff-contact.mail';

let t: TestApp;
let support: Record<string, string>;
let owner: Record<string, string>;
let supportId: number;
let ownerId: number;
let moderatorId: number;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  support = await staffSignIn(t.app, 'support@example.com');
  owner = await staffSignIn(t.app, 'owner@example.com');
  const ids = await t.database.db.select({ id: staff.id, email: staff.email }).from(staff);
  const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
  [supportId, ownerId, moderatorId] = [
    idOf('support@example.com'),
    idOf('owner@example.com'),
    idOf('moderator@example.com'),
  ];
});
after(() => t.app.close());

const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/staff/contact${url}`, headers, payload });

/** A message as a visitor leaves it: through the public contact form, its captcha solved. */
async function sendForm(message: { name: string; email: string; question: string }) {
  const c = (await t.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })).json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const captcha = Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution!.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString('base64');
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: { ...message, captcha } });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.question, message.question));
  return row.id;
}

let stored = 0;
/** A message stored as the form stores it (through its repository), for the tests that act on one. */
async function message(): Promise<number> {
  stored += 1;
  const question = `Stored question number ${stored}`;
  await contactRepository(t.database.db).insert({ name: 'Mei Tan', email: `mei${stored}@example.org`, question });
  const [row] = await t.database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.question, question));
  return row.id;
}

const auditLines = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_type, 'contact_message'), eq(auditLog.target_id, id), eq(auditLog.action, action)));

it('refuses every inbox route to anonymous callers, journalists, experts and moderators', async () => {
  const id = await message();
  const routes: [method: 'GET' | 'POST', url: string, payload?: object][] = [
    ['GET', ''],
    ['GET', `/${id}`],
    ['POST', `/${id}/assign`, { staff_id: null }],
    ['POST', `/${id}/reply`, { body: 'A reply long enough.' }],
    ['POST', `/${id}/handled`],
    ['POST', `/${id}/reopen`],
  ];
  const callers: [who: string, headers: Record<string, string>, status: number][] = [
    ['anonymous', {}, 401],
    ['journalist', await signIn(t.app, 'journalist@example.com'), 401],
    ['expert', await signIn(t.app, 'expert@example.com'), 401],
    ['moderator', await staffSignIn(t.app, 'moderator@example.com'), 403],
  ];
  for (const [method, url, payload] of routes)
    for (const [who, headers, status] of callers)
      expect({ url, who, status: (await api(method, url, headers, payload)).statusCode }).toEqual({ url, who, status });
  expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target_type, 'contact_message'))).toEqual([]);
});

it('shows a message sent through the contact form, newest first, filtered and searched', async () => {
  const older = await message();
  const id = await sendForm({
    name: 'Lena Fox',
    email: 'lena@example.net',
    question: 'Do you have experts on shipping law?',
  });
  const res = await api('GET', '', support);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.data[0]).toEqual({
    id,
    name: 'Lena Fox',
    email: 'lena@example.net',
    question: 'Do you have experts on shipping law?',
    status: 'new',
    created_at: expect.any(String),
    handled_at: null,
    assigned_staff: null,
    replies_count: 0,
  });
  expect(body.data.map((row: { id: number }) => row.id)).toContain(older);
  expect(body.meta).toMatchObject({ current_page: 1, per_page: 15 });
  const found = (await api('GET', '?q=on%20SHIPPING%20law&status=all', support)).json();
  expect(found.data.map((row: { id: number }) => row.id)).toEqual([id]);
  expect((await api('GET', '?status=handled&q=shipping', support)).json().data).toEqual([]);
  expect((await api('GET', '?status=other', support)).statusCode).toBe(422);
  const one = await api('GET', `/${id}`, owner);
  expect(one.json().data).toMatchObject({ id, email: 'lena@example.net', replies: [] });
  expect((await api('GET', '/999999', support)).statusCode).toBe(404);
});

it('mails a cleaned plain-text reply to the sender, keeps it and writes its audit line', async () => {
  const id = await sendForm({ name: 'Omar Ali', email: 'omar@example.net', question: 'How do I\nlist my podcast?' });
  const short = await api('POST', `/${id}/reply`, support, { body: 'Too short' });
  expect(short.statusCode).toBe(422);
  expect(short.json().errors).toEqual({ body: ['This field must be at least 10 characters'] });
  expect((await api('POST', `/${id}/reply`, support, { body: 'x'.repeat(5001) })).statusCode).toBe(422);

  const res = await api('POST', `/${id}/reply`, support, {
    body: 'Hello Omar,\r\n\r\n\r\n\r\nRegister as an expert <b>first</b>.\u202e  \r\nThanks ',
  });
  expect(res.statusCode).toBe(200);
  const text = 'Hello Omar,\n\nRegister as an expert <b>first</b>.\nThanks';
  expect(res.json()).toMatchObject({
    message: 'The reply was mailed to the sender.',
    data: {
      id,
      status: 'new',
      replies_count: 1,
      replies: [{ body: text, staff: { id: supportId, email: 'support@example.com' } }],
    },
  });
  const mails = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'mail'), sql`${outboxMessages.payload}->>'to' = 'omar@example.net'`));
  expect(mails).toHaveLength(1);
  const mail = mails[0].payload as { subject: string; text: string; html: string };
  expect(mail.subject).toBe('Re: your message to PressPoint');
  expect(mail.text).toContain(text);
  expect(mail.text).toContain('> How do I\n> list my podcast?');
  expect(mail.html).toContain('&#60;b&#62;first&#60;/b&#62;');
  expect(mail.html).not.toContain('<b>');
  expect(await auditLines(id, 'contact.reply')).toEqual([
    expect.objectContaining({ staff_id: supportId, details: expect.objectContaining({ email: 'omar@example.net' }) }),
  ]);
  expect((await api('GET', '?q=omar@', support)).json().data[0].replies_count).toBe(1);
  expect((await api('POST', '/999999/reply', support, { body: 'A reply long enough.' })).statusCode).toBe(404);
});

it('cleans a reply into plain text', () => {
  expect(cleanReply('  a\u0000b\u0007c \t\r\nd\re\n\n\n\nf\u2066  ')).toBe('abc\nd\ne\n\nf');
});

it('marks handled and reopens, once each, with their audit lines', async () => {
  const id = await message();
  const handled = await api('POST', `/${id}/handled`, support);
  expect(handled.statusCode).toBe(200);
  expect(handled.json().data).toMatchObject({ status: 'handled', handled_at: expect.any(String) });
  expect((await api('POST', `/${id}/handled`, support)).statusCode).toBe(409);
  const inHandled = (await api('GET', '?status=handled', support)).json().data;
  expect(inHandled.map((row: { id: number }) => row.id)).toContain(id);
  expect((await api('GET', '?status=new', support)).json().data.map((row: { id: number }) => row.id)).not.toContain(id);

  const reopened = await api('POST', `/${id}/reopen`, owner);
  expect(reopened.json().data).toMatchObject({ status: 'new', handled_at: null });
  expect((await api('POST', `/${id}/reopen`, owner)).statusCode).toBe(409);
  expect(await auditLines(id, 'contact.handled')).toEqual([expect.objectContaining({ staff_id: supportId })]);
  expect(await auditLines(id, 'contact.reopen')).toEqual([expect.objectContaining({ staff_id: ownerId })]);
  expect((await api('POST', '/999999/handled', support)).statusCode).toBe(404);
});

it('assigns to oneself or nobody; only an owner assigns to another staff member of the inbox', async () => {
  const id = await message();
  const mine = await api('POST', `/${id}/assign`, support, { staff_id: supportId });
  expect(mine.statusCode).toBe(200);
  expect(mine.json().data.assigned_staff).toEqual({ id: supportId, email: 'support@example.com' });
  expect((await api('GET', `?q=mei${stored}@`, support)).json().data[0].assigned_staff).toEqual({
    id: supportId,
    email: 'support@example.com',
  });

  const toOwner = await api('POST', `/${id}/assign`, support, { staff_id: ownerId });
  expect(toOwner.statusCode).toBe(403);
  expect(toOwner.json().message).toBe('Only an owner may assign a message to another staff member.');

  const nobody = await api('POST', `/${id}/assign`, support, { staff_id: null });
  expect(nobody.json()).toMatchObject({
    message: 'The message is assigned to nobody.',
    data: { assigned_staff: null },
  });

  expect((await api('POST', `/${id}/assign`, owner, { staff_id: supportId })).json().data.assigned_staff).toMatchObject(
    {
      id: supportId,
    },
  );
  const toModerator = await api('POST', `/${id}/assign`, owner, { staff_id: moderatorId });
  expect(toModerator.statusCode).toBe(422);
  expect(toModerator.json().errors).toEqual({
    staff_id: ['No staff member with this id can answer contact messages.'],
  });
  expect((await api('POST', `/${id}/assign`, owner, {})).statusCode).toBe(422);

  expect((await auditLines(id, 'contact.assign')).map((line) => [line.staff_id, line.details])).toEqual([
    [supportId, expect.objectContaining({ from_staff_id: null, to_staff_id: supportId })],
    [supportId, expect.objectContaining({ from_staff_id: supportId, to_staff_id: null })],
    [
      ownerId,
      expect.objectContaining({ from_staff_id: null, to_staff_id: supportId, to_staff_email: 'support@example.com' }),
    ],
  ]);
});
