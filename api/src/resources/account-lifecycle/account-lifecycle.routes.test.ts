import { after, before, describe, it } from 'node:test';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES } from 'mf-shared/validation';
import { STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, staffSignIn, type TestApp } from '../../../test/helper';
import {
  accessTokens,
  emailTemplates,
  guests,
  interviewNotes,
  interviews,
  payments,
  sentMails,
  subscriptions,
  users,
} from '../../db/schema';
import { deletedEmail } from './account-lifecycle.repository';

let t: TestApp;
let journalist: Record<string, string>;
let expert: Record<string, string>;

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  journalist = await signIn(t.app, 'journalist@example.com');
  expert = await signIn(t.app, 'expert@example.com');
});
after(() => t.app.close());

const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

const lastMailTo = async (to: string) =>
  (await t.database.db.select().from(sentMails).where(eq(sentMails.to, to)).orderBy(desc(sentMails.id)).limit(1))[0];

describe('the lifecycle routes', () => {
  it('refuse a visitor', async () => {
    for (const [method, url] of [
      ['POST', '/profile/delete'],
      ['POST', '/profile/restore'],
      ['POST', '/profile/export'],
      ['GET', '/profile/exports'],
      ['GET', '/profile/exports/1'],
    ] as const)
      expect((await call(method, url, undefined, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });
});

describe('Delete my account, then Restore my account', () => {
  it('needs the password, on its field', async () => {
    const empty = await call('POST', '/profile/delete', journalist, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.password).toBeTruthy();
    const wrong = await call('POST', '/profile/delete', journalist, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeTruthy();
    expect((await userByEmail('journalist@example.com')).date_deleting).toBe(null);
  });

  it('schedules the deletion 30 days ahead, says when, and mails the way back', async () => {
    const res = await call('POST', '/profile/delete', journalist, { password: 'Demo2026pass' });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(data.status).toBe(STATUS.WILL_BE_DELETED);
    const days = (Date.parse(data.date_deleting) - Date.now()) / 86_400_000;
    expect(days > 29.9 && days <= 30).toBe(true);
    expect(message).toMatch(/^Your account will be deleted on \d{1,2} \w+ \d{4}\. Until then you can restore it/);
    const mail = await lastMailTo('journalist@example.com');
    expect(mail?.subject).toBe('Your PressPoint account will be deleted');
    expect(mail!.text).toContain('/profile/journalist/security');
    // The profile reads WILL_BE_DELETED; the person stays signed in to restore it.
    expect((await call('GET', '/profile', journalist)).json().data.status).toBe(STATUS.WILL_BE_DELETED);
  });

  it('restores the account once, then says there is nothing to restore', async () => {
    const res = await call('POST', '/profile/restore', journalist);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: STATUS.SIMPLE_USER, date_deleting: null },
      message: LIFECYCLE_MESSAGES.RESTORED,
    });
    const again = await call('POST', '/profile/restore', journalist);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LIFECYCLE_MESSAGES.NOT_SCHEDULED);
  });
});

describe('Download my data', () => {
  let exportId: number;

  it('queues one archive at a time', async () => {
    const res = await call('POST', '/profile/export', journalist);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(LIFECYCLE_MESSAGES.EXPORT_QUEUED);
    exportId = res.json().data.id;
    const busy = await call('POST', '/profile/export', journalist);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(LIFECYCLE_MESSAGES.EXPORT_BUSY);
    const list = (await call('GET', '/profile/exports', journalist)).json().data;
    expect(list[0]).toMatchObject({ id: exportId, status: 'queued' });
  });

  it('is made by the job, mailed, and holds the account’s data and nobody else’s', async () => {
    const me = await userByEmail('journalist@example.com');
    const other = await userByEmail('expert@example.com');
    const [interview] = await t.database.db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.journalist_id, me.id), eq(interviews.expert_id, other.id)))
      .limit(1);
    expect(interview).toBeTruthy();
    await t.database.db.insert(interviewNotes).values([
      { interview_id: interview!.id, user_id: me.id, body: 'MY-OWN-NOTE-31' },
      { interview_id: interview!.id, user_id: other.id, body: 'EXPERTS-PRIVATE-NOTE-77' },
    ]);
    await t.database.db
      .insert(emailTemplates)
      .values({ user_id: other.id, title: 'Not yours', content: 'OTHER-ACCOUNT-TEMPLATE-55' });

    await t.app.jobs.runDue();
    const list = (await call('GET', '/profile/exports', journalist)).json().data;
    expect(list[0]).toMatchObject({ id: exportId, status: 'ready' });
    expect(list[0].size_bytes > 0).toBe(true);
    expect((await lastMailTo('journalist@example.com'))?.subject).toBe('Your PressPoint data is ready to download');

    const download = await call('GET', `/profile/exports/${exportId}`, journalist);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="presspoint-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const archive = download.json();
    expect(archive.account.email).toBe('journalist@example.com');
    expect(archive.account.password).toBe(undefined);
    expect(archive.interviews.length > 0).toBe(true);
    expect(archive.interviews.every((i: { as: string }) => i.as === 'journalist')).toBe(true);
    expect(download.body).toContain('MY-OWN-NOTE-31');
    // Nobody else's: the other side's private note, templates and address stay out.
    expect(download.body).not.toContain('EXPERTS-PRIVATE-NOTE-77');
    expect(download.body).not.toContain('OTHER-ACCOUNT-TEMPLATE-55');
    expect(download.body).not.toContain('expert@example.com');
    expect(download.body).not.toContain('twofa_secret');
  });

  it('is nobody else’s to download', async () => {
    const res = await call('GET', `/profile/exports/${exportId}`, expert);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(LIFECYCLE_MESSAGES.EXPORT_NOT_FOUND);
  });
});

describe('the daily deletion job', () => {
  it('anonymises an account past its date and keeps the other side’s history readable', async () => {
    const before = await userByEmail('expert@example.com');
    const guestRows = await t.database.db
      .select({ id: guests.id, last_name: guests.last_name })
      .from(guests)
      .where(and(eq(guests.user_id, before.id), isNull(guests.deleted_at), eq(guests.is_private, false)));
    expect(guestRows.length > 0).toBe(true);
    const journalistView = async () =>
      (await call('GET', '/interview?view=all&per_page=100', journalist)).json().data as {
        id: number;
        guest: { id: number; first_name: string; last_name: string };
      }[];
    const withExpert = (await journalistView()).filter((i) => guestRows.some((g) => g.id === i.guest.id));
    expect(withExpert.length > 0).toBe(true);
    const paid = await t.database.db.select().from(payments).where(eq(payments.user_id, before.id));

    expect((await call('POST', '/profile/delete', expert, { password: 'Demo2026pass' })).statusCode).toBe(200);
    // Not due yet: the job leaves it alone.
    await t.app.jobs.runDue();
    expect((await userByEmail('expert@example.com')).deleted_at).toBe(null);

    await t.database.db
      .update(users)
      .set({ date_deleting: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(users.id, before.id));
    await t.app.jobs.runDue(new Date(Date.now() + 25 * 3_600_000));

    const [after] = await t.database.db.select().from(users).where(eq(users.id, before.id));
    expect(after).toMatchObject({
      email: deletedEmail(before.id),
      first_name: 'Deleted',
      last_name: 'user',
      password: null,
      work_phone: null,
      linkedin: null,
      avatar: null,
    });
    expect(after!.deleted_at).toBeTruthy();
    // Nobody signs in as it any more: its sessions ended and its address is gone.
    expect((await call('GET', '/profile', expert)).statusCode).toBe(401);
    expect(await t.database.db.select().from(accessTokens).where(eq(accessTokens.user_id, before.id))).toEqual([]);
    const login = await call('POST', '/auth/login', undefined, {
      email: 'expert@example.com',
      password: 'Demo2026pass',
    });
    expect(login.statusCode === 200).toBe(false);

    // Its guests left the directory.
    const search = await call('POST', '/search-guest', journalist, { search: guestRows[0]!.last_name });
    const found = (search.json().data as { id: number }[]).map((g) => g.id);
    expect(found.some((id) => guestRows.some((g) => g.id === id))).toBe(false);

    // The journalist's interviews with it are still there, with the guest anonymised.
    const still = (await journalistView()).filter((i) => withExpert.some((w) => w.id === i.id));
    expect(still.length).toBe(withExpert.length);
    expect(still.every((i) => i.guest.first_name === 'Deleted')).toBe(true);
    // Nothing is left to restore or lock: staff are told so, and the console lists it as deleted.
    const support = await staffSignIn(t.app, 'support@example.com');
    for (const action of ['restore', 'lock'])
      expect(
        (await call('POST', `/staff/accounts/${before.id}/${action}`, support, { reason: 'Asked by phone today.' }))
          .statusCode,
      ).toBe(409);
    const listed = await call('GET', `/staff/accounts?q=${encodeURIComponent(deletedEmail(before.id))}`, support);
    expect(listed.json().data[0]).toMatchObject({ id: before.id, deleted_at: expect.any(String) });
    // Nothing is charged any more: the live subscription was cancelled (and kept, as the payments).
    const subs = await t.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, before.id));
    expect(subs.length > 0).toBe(true);
    expect(subs.some((sub) => sub.status === 'active' || sub.status === 'pending')).toBe(false);
    // Payments are kept (receipts the law asks us to keep).
    expect((await t.database.db.select().from(payments).where(eq(payments.user_id, before.id))).length).toBe(
      paid.length,
    );
  });
});
