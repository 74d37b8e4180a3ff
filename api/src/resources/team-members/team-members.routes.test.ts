import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { sentMails, users } from '../../db/schema';
import { actingAccountId } from '../../lib/account';

let t: TestApp;
let owner: Record<string, string>;

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  owner = await signIn(t.app, 'expert@example.com');
});
after(() => t.app.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

/** The token of the newest invitation mailed to this address. */
async function mailedToken(email: string) {
  const [mail] = await t.app.db
    .select({ text: sentMails.text })
    .from(sentMails)
    .where(eq(sentMails.to, email))
    .orderBy(desc(sentMails.id))
    .limit(1);
  return /\/team\/accept\/([\w-]+)/.exec(mail!.text)![1]!;
}

describe('team members', () => {
  it('invites by email; the invitee sets a password, signs in as themselves and acts for the account', async () => {
    const invited = await call('POST', '/team-members/invite', {
      first_name: 'Tara',
      last_name: 'Helper',
      email: 'Tara.Helper@example.org',
      title: 'Assistant',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ email: 'tara.helper@example.org', accepted_at: null });
    const token = await mailedToken('tara.helper@example.org');

    const about = (await call('GET', `/team-invitations/${token}`, undefined, {})).json().data;
    expect(about).toMatchObject({ email: 'tara.helper@example.org', first_name: 'Tara', has_account: false });

    const weak = await call(
      'POST',
      `/team-invitations/${token}/accept`,
      { password: 'short', password_confirmation: 'short' },
      {},
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain('Password is too short - should be at least 8 symbols');

    const accepted = await call(
      'POST',
      `/team-invitations/${token}/accept`,
      { password: 'Reef2026Sailing', password_confirmation: 'Reef2026Sailing' },
      {},
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: 'tara.helper@example.org', role: 0, status: 1 });
    // The link is used up.
    expect((await call('GET', `/team-invitations/${token}`, undefined, {})).statusCode).toBe(404);

    const member = await signIn(t.app, 'tara.helper@example.org', 'Reef2026Sailing');
    const ownerId = (await call('GET', '/profile')).json().data.id;
    const memberId = accepted.json().user.id;
    expect(await actingAccountId(t.app.db, { id: memberId })).toBe(ownerId);
    // Only the owner manages the team.
    const refused = await call('GET', '/team-members', undefined, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the account owner manages team members');

    const list = (await call('GET', '/team-members')).json().data;
    const row = list.find((m: { email: string }) => m.email === 'tara.helper@example.org');
    expect(row.accepted_at).toEqual(expect.any(String));
    expect(row.last_sign_in_at).toEqual(expect.any(String));

    // Removed: their sessions end and they act for nobody.
    expect((await call('DELETE', `/team-members/${row.id}`)).json()).toEqual({ message: 'Team member removed' });
    expect((await call('GET', '/profile', undefined, member)).statusCode).toBe(401);
    expect(await actingAccountId(t.app.db, { id: memberId })).toBe(memberId);
  });

  it('refuses a second invitation of the same person, the owner’s own email, and bad input', async () => {
    const body = { first_name: 'Ola', last_name: 'Twice', email: 'ola.twice@example.org' };
    expect((await call('POST', '/team-members/invite', body)).statusCode).toBe(201);
    const again = await call('POST', '/team-members/invite', { ...body, email: 'OLA.twice@example.org' });
    expect(again.json().errors).toEqual({ email: ['This person is already on your team'] });
    const own = await call('POST', '/team-members/invite', { ...body, email: 'expert@example.com' });
    expect(own.json().errors).toEqual({ email: ['You manage this account already'] });
    const bad = await call('POST', '/team-members/invite', { first_name: '', email: 'nope' });
    expect(bad.json().errors).toMatchObject({
      first_name: ['This field is required'],
      last_name: ['This field is required'],
      email: ['Must be valid email'],
    });
    expect(
      (await call('GET', '/team-members', undefined, await signIn(t.app, 'journalist@example.com'))).statusCode,
    ).toBe(403);
    expect((await call('GET', '/team-invitations/not-a-real-token-at-all-123', undefined, {})).statusCode).toBe(404);
  });

  it('lets someone with an account accept only when signed in to it', async () => {
    const email = 'mustpay@example.com';
    await call('POST', '/team-members/invite', { first_name: 'Mona', last_name: 'Pay', email });
    const token = await mailedToken(email);
    expect((await call('GET', `/team-invitations/${token}`, undefined, {})).json().data.has_account).toBe(true);
    const anonymous = await call('POST', `/team-invitations/${token}/accept`, {}, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('An account with this email exists: sign in to it, then open the link again');
    const wrong = await call(
      'POST',
      `/team-invitations/${token}/accept`,
      {},
      await signIn(t.app, 'journalist@example.com'),
    );
    expect(wrong.statusCode).toBe(403);
    const right = await call('POST', `/team-invitations/${token}/accept`, {}, await signIn(t.app, email));
    expect(right.statusCode).toBe(200);
  });
});

describe('invitation mail (review M5)', () => {
  const mailsTo = async (email: string) =>
    t.app.db.select().from(sentMails).where(eq(sentMails.to, email)).orderBy(sentMails.id);

  it('names no sender in the subject; the body keeps the owner’s name', async () => {
    const email = 'subject.check@example.org';
    expect(
      (await call('POST', '/team-members/invite', { first_name: 'Sam', last_name: 'Check', email })).statusCode,
    ).toBe(201);
    const [mail] = await mailsTo(email);
    const [me] = await t.app.db.select().from(users).where(eq(users.email, 'expert@example.com'));
    expect(mail!.subject).toBe('Invitation to a PressPoint team');
    expect(mail!.subject).not.toContain(me!.last_name);
    expect(mail!.text).toContain(`${me!.first_name} ${me!.last_name}`);
  });

  it('refuses an address without a top-level domain', async () => {
    const res = await call('POST', '/team-members/invite', { first_name: 'No', last_name: 'Tld', email: 'a@b' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Must be valid email'] });
  });

  it('mails one address at most 5 invitations a day: resends and invite/delete loops count', async () => {
    const email = 'thirdparty.flood@example.org';
    const body = { first_name: 'Third', last_name: 'Party', email };
    const invited = await call('POST', '/team-members/invite', body);
    expect(invited.statusCode).toBe(201);
    const id = invited.json().data.id;
    for (let i = 0; i < 4; i++) expect((await call('POST', `/team-members/${id}/resend`)).statusCode).toBe(200);
    const tokenBefore = await mailedToken(email);
    const refused = await call('POST', `/team-members/${id}/resend`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many invitations to this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    // The refused resend left the mailed link working.
    expect((await call('GET', `/team-invitations/${tokenBefore}`, undefined, {})).statusCode).toBe(200);
    // Deleting and inviting again does not start over.
    expect((await call('DELETE', `/team-members/${id}`)).statusCode).toBe(200);
    expect((await call('POST', '/team-members/invite', body)).statusCode).toBe(429);
    expect(await mailsTo(email)).toHaveLength(5);
    // Another owner cannot mail that address either.
    const other = await signIn(t.app, 'expert2@example.com');
    expect((await call('POST', '/team-members/invite', body, other)).statusCode).toBe(429);
  });
});
