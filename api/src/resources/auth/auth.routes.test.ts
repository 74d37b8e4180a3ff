import { after, before, describe, it } from 'node:test';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { outboxMessages, passwordResets, sentMails, users } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { currentTotp } from '../../lib/totp';

let t: TestApp;
before(async () => (t = await buildTestApp({ fixture: 'demo' })));
after(() => t.app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/profile', headers });

/** A 429 says how long to wait in its message and, the same, in Retry-After (at most `maxSeconds`). */
function expectRetryAfter(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => { message: string } },
  maxSeconds: number,
) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(/in (\d+) seconds/.exec(res.json().message)?.[1]);
  expect(res.headers['retry-after']).toBe(String(seconds));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

/** Counts the answers' status codes: `{ 422: 5, 429: 15 }`. */
const statusCounts = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, a) => ({ ...counts, [a.statusCode]: (counts[a.statusCode] ?? 0) + 1 }),
    {},
  );

/** A password well clear of every strength rule, for accounts made by `newAccount`. */
const ACCOUNT_PASSWORD = 'Lantern4Pebble9Fjord';

/** Registers a journalist and answers their id and bearer header. */
async function newAccount(email: string) {
  const res = await post('/auth/registration-journalist', {
    ...newcomer,
    email,
    password: ACCOUNT_PASSWORD,
    password_confirmation: ACCOUNT_PASSWORD,
  });
  if (res.statusCode !== 201) throw new Error(`registration of ${email} answered ${res.statusCode}: ${res.body}`);
  const body = res.json();
  return { userId: body.user.id as number, headers: { authorization: `Bearer ${body.access_token as string}` } };
}

const newcomer = {
  first_name: 'Nina',
  last_name: 'Park',
  title: 'Reporter',
  company_name: 'Morning Wire',
  email: 'nina.park@example.net',
  work_phone: '6598765432',
  linkedin: 'https://www.linkedin.com/in/nina-park',
  password: 'Newsroom2026',
  password_confirmation: 'Newsroom2026',
};

/** The mail written for this address (in the outbox, sent once its transaction commits). */
const mailTo = async (to: string) =>
  (
    await t.database.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'mail'), sql`${outboxMessages.payload}->>'to' = ${to}`))
  )[0]?.payload;

describe('registration', () => {
  it('registers a journalist, waiting for approval, signed in', async () => {
    const res = await post('/auth/registration-journalist', newcomer);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      role: 1,
      status: 0,
      email: 'nina.park@example.net',
      profile: { first_name: 'Nina' },
    });
    expect(body.access_token).toMatch(/^[\w-]{43}$/); // 256 bits
    expect((await profile({ authorization: `Bearer ${body.access_token}` })).statusCode).toBe(200);
    // Told in writing what happens next: a person checks the account, and a mail follows.
    expect(await mailTo('nina.park@example.net')).toMatchObject({
      subject: 'Welcome to PressPoint: your account is being checked',
      text: expect.stringContaining('usually within 24 hours'),
    });
  });

  it('registers an expert at step 1, who must add a guest next', async () => {
    const res = await post('/auth/registration-expert', { ...newcomer, email: 'nina.expert@example.net' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 0, status: 2 });
    expect(await mailTo('nina.expert@example.net')).toMatchObject({
      subject: 'Welcome to PressPoint: add your first guest',
      text: expect.stringMatching(/add your first guest, then choose a plan[\s\S]*\/\?login=true/),
    });
  });

  it('refuses a taken email, whatever its case', async () => {
    const res = await post('/auth/registration-journalist', { ...newcomer, email: 'JOURNALIST@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('enforces the spec’s rules with the spec’s messages, every field at once', async () => {
    const res = await post('/auth/registration-expert', {
      ...newcomer,
      email: 'bad',
      linkedin: 'https://example.com/x',
      password: 'short',
      password_confirmation: 'other',
      work_phone: 'abc',
      title: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        email: ['Must be valid email'],
        linkedin: ['Must be valid LinkedIn profile url'],
        password: [
          'Password is too short - should be at least 8 symbols',
          'Password must only contain Latin letters and number and at least one uppercase letter',
        ],
        password_confirmation: ['The passwords do not match!'],
        work_phone: ['Please enter a valid mobile number'],
        title: ['This field is required'],
      },
    });
  });

  it('refuses one of the 10,000 most common passwords', async () => {
    const res = await post('/auth/registration-journalist', {
      ...newcomer,
      email: 'common@example.net',
      password: 'Password1',
      password_confirmation: 'Password1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toMatch(/too common/);
  });

  it('stores the password hashed with argon2id', async () => {
    const [row] = await t.database.db
      .select({ password: users.password })
      .from(users)
      .where(eq(users.email, 'nina.park@example.net'));
    expect(row.password).toMatch(/^\$argon2id\$/);
  });
});

describe('sign-in', () => {
  it('answers access_token and user, and every status but locked may sign in', async () => {
    for (const [email, status] of [
      ['journalist', 1],
      ['expert', 1],
      ['waiting', 0],
      ['mustaddguest', 2],
      ['mustpay', 3],
      ['paying', 4],
      ['deleting', 9],
    ] as const) {
      const res = await post('/auth/login', { email: `${email}@example.com`, password: 'Demo2026pass' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.status).toBe(status);
    }
  });

  it('refuses a locked account with the spec’s message', async () => {
    const res = await post('/auth/login', { email: 'locked@example.com', password: 'Demo2026pass' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Sorry, your account was locked by admin' });
  });

  it('gives the same answer for a wrong email and a wrong password', async () => {
    const wrongEmail = await post('/auth/login', { email: 'nobody@example.com', password: 'Demo2026pass' }, {});
    const wrongPassword = await post('/auth/login', { email: 'expert@example.com', password: 'Wrong2026pass' });
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
  });

  it('answers 429 to the 6th failed attempt within a minute for one email and address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'waiting@example.com', password: 'Wrong2026pass' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(422);
    const sixth = await attempt();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expectRetryAfter(sixth, 60);
    // Even the right password waits; another address is not affected.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'waiting@example.com', password: 'Demo2026pass' },
      remoteAddress: '10.9.9.9',
    });
    expect(right.statusCode).toBe(429);
    expect((await post('/auth/login', { email: 'waiting@example.com', password: 'Demo2026pass' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a token after logout', async () => {
    const headers = await signIn(t.app, 'journalist@example.com');
    expect((await profile(headers)).statusCode).toBe(200);
    expect((await post('/auth/logout', {}, headers)).statusCode).toBe(200);
    expect((await profile(headers)).statusCode).toBe(401);
  });
});

describe('the authenticator second factor', () => {
  let headers: Record<string, string>;
  let secret: string;
  let recoveryCodes: string[];

  it('starts with a secret, an otpauth URI and a QR code, and turns on with a code', async () => {
    headers = await signIn(t.app, 'expert@example.com');
    const start = await post('/auth/two-factor', { password: 'Demo2026pass' }, headers);
    expect(start.statusCode).toBe(200);
    ({ secret } = start.json().data);
    expect(start.json().data.otpauth_url).toMatch(/^otpauth:\/\/totp\/PressPoint:expert%40example\.com\?.*secret=/);
    expect(start.json().data.qr_svg).toMatch(/^<svg/);
    expect((await post('/auth/two-factor/confirm', { code: '000000' }, headers)).statusCode).toBe(422);
    const confirm = await post('/auth/two-factor/confirm', { code: currentTotp(secret) }, headers);
    expect(confirm.statusCode).toBe(200);
    recoveryCodes = confirm.json().data.recovery_codes;
    expect(recoveryCodes).toHaveLength(8);
    expect((await profile(headers)).json().data.twofa_status).toBe(true);
  });

  it('answers 418 when the code is missing', async () => {
    const res = await post('/auth/login', { email: 'expert@example.com', password: 'Demo2026pass' });
    expect(res.statusCode).toBe(418);
  });

  it('accepts a code once (one step of drift allowed) and refuses it replayed', async () => {
    const next = currentTotp(secret, Date.now() + 30_000);
    const first = await post('/auth/login', { email: 'expert@example.com', password: 'Demo2026pass', secret: next });
    expect(first.statusCode).toBe(200);
    const replay = await post('/auth/login', { email: 'expert@example.com', password: 'Demo2026pass', secret: next });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ secret: ['The code is invalid or was already used.'] });
    const tooFar = await post('/auth/login', {
      email: 'expert@example.com',
      password: 'Demo2026pass',
      secret: currentTotp(secret, Date.now() + 120_000),
    });
    expect(tooFar.statusCode).toBe(422);
  });

  it('accepts each recovery code once', async () => {
    for (const code of recoveryCodes.slice(0, 3)) {
      const ok = await post('/auth/login', {
        email: 'expert@example.com',
        password: 'Demo2026pass',
        recovery_code: code.toUpperCase(),
      });
      expect(ok.statusCode).toBe(200);
      const again = await post('/auth/login', {
        email: 'expert@example.com',
        password: 'Demo2026pass',
        recovery_code: code,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ recovery_code: ['The recovery code is invalid or was already used.'] });
    }
  });

  it('asks for the password to start a new setup, which would turn the factor off', async () => {
    const missing = await post('/auth/two-factor', {}, headers);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['This field is required'] });
    const wrong = await post('/auth/two-factor', { password: 'Wrong2026pass' }, headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    // Still on, with the same secret.
    expect((await profile(headers)).json().data.twofa_status).toBe(true);
    expect((await post('/auth/login', { email: 'expert@example.com', password: 'Demo2026pass' })).statusCode).toBe(418);
  });

  it('asks for the password to turn off', async () => {
    const turnOff = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/v1/auth/two-factor', payload, headers });
    expect((await turnOff({})).json().errors).toEqual({ password: ['This field is required'] });
    expect((await turnOff({ password: 'Wrong2026pass' })).json().errors).toEqual({
      password: ['The password is incorrect.'],
    });
    expect((await profile(headers)).json().data.twofa_status).toBe(true);
  });

  it('regenerates recovery codes (the old ones die) and turns off with the password', async () => {
    expect((await post('/auth/two-factor/recovery-codes', {}, headers)).json().errors).toEqual({
      password: ['This field is required'],
    });
    expect((await post('/auth/two-factor/recovery-codes', { password: 'nope' }, headers)).statusCode).toBe(422);
    const fresh = await post('/auth/two-factor/recovery-codes', { password: 'Demo2026pass' }, headers);
    expect(fresh.statusCode).toBe(200);
    const old = await post('/auth/login', {
      email: 'expert@example.com',
      password: 'Demo2026pass',
      recovery_code: recoveryCodes[5],
    });
    expect(old.statusCode).toBe(422);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/two-factor',
      payload: { password: 'Demo2026pass' },
      headers,
    });
    expect(off.statusCode).toBe(200);
    expect((await post('/auth/login', { email: 'expert@example.com', password: 'Demo2026pass' })).statusCode).toBe(200);
  });

  it('starts a setup again only with the right password', async () => {
    const start = await post('/auth/two-factor', { password: 'Demo2026pass' }, headers);
    expect(start.statusCode).toBe(200);
    expect(start.json().data.secret).not.toBe(secret);
  });
});

describe('password recovery', () => {
  const latestMailTo = async (to: string) =>
    (await t.database.db.select().from(sentMails).where(eq(sentMails.to, to)).orderBy(desc(sentMails.id)).limit(1))[0];

  it('answers the same whether or not the email exists', async () => {
    const known = await post('/auth/forgot-password', { email: 'mustpay@example.com' });
    const unknown = await post('/auth/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestMailTo('nobody@example.com')).toBeUndefined();
  });

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const old = await signIn(t.app, 'paying@example.com');
    await post('/auth/forgot-password', { email: 'paying@example.com' });
    const mail = await latestMailTo('paying@example.com');
    const token = /password-recovery\/([\w-]+)/.exec(mail.text)![1];
    const reset = (password: string) => post('/password/reset', { token, password, password_confirmation: password });
    expect((await reset('Fresh2026pass')).statusCode).toBe(200);
    expect((await profile(old)).statusCode).toBe(401);
    await signIn(t.app, 'paying@example.com', 'Fresh2026pass');
    const second = await reset('Other2026pass');
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
  });

  it('sends at most one mail a minute per account', async () => {
    await post('/auth/forgot-password', { email: 'waiting@example.com' });
    await post('/auth/forgot-password', { email: 'waiting@example.com' });
    const mails = await t.database.db.select().from(sentMails).where(eq(sentMails.to, 'waiting@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('refuses a token after 60 minutes', async () => {
    await post('/auth/forgot-password', { email: 'deleting@example.com' });
    const mail = await latestMailTo('deleting@example.com');
    const token = /password-recovery\/([\w-]+)/.exec(mail.text)![1];
    await t.database.db.update(passwordResets).set({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const res = await post('/password/reset', {
      token,
      password: 'Fresh2026pass',
      password_confirmation: 'Fresh2026pass',
    });
    expect(res.statusCode).toBe(422);
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const a = await signIn(t.app, 'mustaddguest@example.com');
    const b = await signIn(t.app, 'mustaddguest@example.com');
    const wrong = await post(
      '/auth/password/change',
      { current_password: 'nope', password: 'Another2026pass', password_confirmation: 'Another2026pass' },
      a,
    );
    expect(wrong.json().errors).toEqual({ current_password: ['The password is incorrect.'] });
    const missing = await post(
      '/auth/password/change',
      { password: 'Another2026pass', password_confirmation: 'Another2026pass' },
      a,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['This field is required'] });
    const ok = await post(
      '/auth/password/change',
      { current_password: 'Demo2026pass', password: 'Another2026pass', password_confirmation: 'Another2026pass' },
      a,
    );
    expect(ok.statusCode).toBe(200);
    expect((await profile(a)).statusCode).toBe(200);
    expect((await profile(b)).statusCode).toBe(401);
  });
});

describe('reset links', () => {
  /** A reset link for the user as the forgot-password mail holds it, valid for an hour. */
  async function resetLink(userId: number) {
    const { token, hash } = newToken();
    await t.database.db.insert(passwordResets).values({
      user_id: userId,
      token_hash: hash,
      expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    return token;
  }
  const reset = (token: string, password: string) =>
    post('/password/reset', { token, password, password_confirmation: password });
  const refusedLink = { token: ['This password reset link is invalid or has expired.'] };

  it('only the newest link works, and using it voids all of the user’s links', async () => {
    const { userId } = await newAccount('links.newest@example.net');
    const older = await resetLink(userId);
    const newer = await resetLink(userId);
    const tooOld = await reset(older, 'Marble9Tundra4Kite');
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().errors).toEqual(refusedLink);
    expect((await reset(newer, 'Marble9Tundra4Kite')).statusCode).toBe(200);
    expect((await reset(older, 'Copper5Meadow8Gale')).json().errors).toEqual(refusedLink);
    const unused = await t.database.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
    expect(unused).toHaveLength(0);
    await signIn(t.app, 'links.newest@example.net', 'Marble9Tundra4Kite');
  });

  it('a password change voids the links mailed before', async () => {
    const { userId, headers } = await newAccount('links.change@example.net');
    const link = await resetLink(userId);
    const change = await post(
      '/auth/password/change',
      {
        current_password: ACCOUNT_PASSWORD,
        password: 'Violet3Harbour7Quay',
        password_confirmation: 'Violet3Harbour7Quay',
      },
      headers,
    );
    expect(change.statusCode).toBe(200);
    const res = await reset(link, 'Marble9Tundra4Kite');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(refusedLink);
    await signIn(t.app, 'links.change@example.net', 'Violet3Harbour7Quay');
  });
});

describe('sign out of all other sessions', () => {
  const revokeOthers = (payload: object, headers: Record<string, string>) =>
    post('/auth/sessions/revoke-others', payload, headers);

  it('asks for the password', async () => {
    const { headers } = await newAccount('sessions.password@example.net');
    const other = await signIn(t.app, 'sessions.password@example.net', ACCOUNT_PASSWORD);
    const missing = await revokeOthers({}, headers);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['This field is required'] });
    const wrong = await revokeOthers({ password: 'Wrong2026pass' }, headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('ends every other session of the user and keeps this one', async () => {
    const { headers: current } = await newAccount('sessions.revoke@example.net');
    const laptop = await signIn(t.app, 'sessions.revoke@example.net', ACCOUNT_PASSWORD);
    const phone = await signIn(t.app, 'sessions.revoke@example.net', ACCOUNT_PASSWORD);
    const someoneElse = await signIn(t.app, 'journalist@example.com');
    const res = await revokeOthers({ password: ACCOUNT_PASSWORD }, current);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are signed out of all other sessions.', data: { revoked: 2 } });
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(someoneElse)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await revokeOthers({ password: ACCOUNT_PASSWORD }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('expert completion', () => {
  it('stores company, title and phone and answers a new session, for the expert themself only', async () => {
    // A new expert after step 1 (MUST_ADD_GUEST), as the social sign-up's dialog would find one.
    const registered = await post('/auth/registration-expert', {
      ...newcomer,
      email: 'nina.completion@example.net',
      password: ACCOUNT_PASSWORD,
      password_confirmation: ACCOUNT_PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${registered.json().access_token as string}` };
    const me = (await profile(headers)).json().data;
    const other = await post(
      '/expert/complete-registration',
      { companyName: 'X', title: 'Y', phone: '6591112222', expert_id: me.id + 1 },
      headers,
    );
    expect(other.statusCode).toBe(403);
    const bad = await post(
      '/expert/complete-registration',
      { companyName: '', title: '', phone: 'x', expert_id: me.id },
      headers,
    );
    expect(bad.json().errors).toEqual({
      companyName: ['This field is required'],
      title: ['This field is required'],
      phone: ['Please enter a valid mobile number'],
    });
    const ok = await post(
      '/expert/complete-registration',
      { companyName: 'Rahman Law', title: 'Partner', phone: '6591112222', expert_id: me.id },
      headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      company_name: 'Rahman Law',
      title: 'Partner',
      work_phone: '6591112222',
      status: 2,
    });
    expect(ok.json().access_token).toBeTruthy();
  });

  it('refuses an expert past step 2 (must pay, paying): it would undo the registration (review I7)', async () => {
    const email = 'mustpay@example.com';
    const headers = await signIn(t.app, email);
    try {
      for (const status of [3, 4]) {
        await t.database.db.update(users).set({ status }).where(eq(users.email, email));
        const me = (await profile(headers)).json().data;
        const res = await post(
          '/expert/complete-registration',
          { companyName: 'Rahman Law', title: 'Partner', phone: '6591112222', expert_id: me.id },
          headers,
        );
        expect({ status, answer: res.statusCode, message: res.json().message }).toEqual({
          status,
          answer: 409,
          message: 'Your registration is already past this step.',
        });
        expect((await profile(headers)).json().data.status).toBe(status);
      }
    } finally {
      await t.database.db.update(users).set({ status: 3 }).where(eq(users.email, email));
    }
  });
});

describe('the authenticator code step under parallel attempts', () => {
  it('lets at most 10 wrong codes an hour reach the check, even sent all at once from 15 addresses', async () => {
    const { headers } = await newAccount('codes.parallel@example.net');
    const start = await post('/auth/two-factor', { password: ACCOUNT_PASSWORD }, headers);
    const { secret } = start.json().data;
    expect((await post('/auth/two-factor/confirm', { code: currentTotp(secret) }, headers)).statusCode).toBe(200);
    const wrong = currentTotp(secret) === '000000' ? '000001' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'codes.parallel@example.net', password: ACCOUNT_PASSWORD, secret: wrong },
          remoteAddress: `10.30.0.${i + 1}`,
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 422: 10, 429: 5 });
    for (const refused of answers.filter((a) => a.statusCode === 429)) expectRetryAfter(refused, 3600);
  });
});

describe('password checks with a signed-in token', () => {
  /** Sends `password` to one of the actions that ask for it, from `address`. */
  const confirmWith = (
    action: 'revoke-others' | 'two-factor' | 'recovery-codes' | 'two-factor-off' | 'change',
    headers: Record<string, string>,
    password: string,
    address: string,
  ) => {
    const request = {
      'revoke-others': { method: 'POST', url: '/auth/sessions/revoke-others', payload: { password } },
      'two-factor': { method: 'POST', url: '/auth/two-factor', payload: { password } },
      'recovery-codes': { method: 'POST', url: '/auth/two-factor/recovery-codes', payload: { password } },
      'two-factor-off': { method: 'DELETE', url: '/auth/two-factor', payload: { password } },
      change: {
        method: 'POST',
        url: '/auth/password/change',
        payload: {
          current_password: password,
          password: 'Copper5Meadow8Gale',
          password_confirmation: 'Copper5Meadow8Gale',
        },
      },
    }[action] as { method: 'POST' | 'DELETE'; url: string; payload: object };
    return t.app.inject({ ...request, url: `/api/v1${request.url}`, headers, remoteAddress: address });
  };

  it('refuses the 6th wrong password in 15 minutes for the account, whichever action, and then even the right one', async () => {
    const { headers } = await newAccount('checks.account@example.net');
    const address = '10.40.0.1';
    for (const action of ['revoke-others', 'two-factor', 'recovery-codes', 'two-factor-off', 'change'] as const) {
      const wrong = await confirmWith(action, headers, 'Wrong2026pass', address);
      expect(wrong.statusCode).toBe(422);
    }
    for (const action of ['revoke-others', 'change'] as const) {
      const refused = await confirmWith(action, headers, ACCOUNT_PASSWORD, address);
      expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      expectRetryAfter(refused, 15 * 60);
    }
    // A new address does not help the token's holder: the count is the account's.
    expectRetryAfter(await confirmWith('two-factor', headers, 'Wrong2026pass', '10.40.0.2'), 15 * 60);
    // Another account from the same address is not affected.
    const other = await newAccount('checks.other@example.net');
    expect((await confirmWith('revoke-others', other.headers, 'Wrong2026pass', address)).statusCode).toBe(422);
    expect((await confirmWith('revoke-others', other.headers, ACCOUNT_PASSWORD, address)).statusCode).toBe(200);
  });

  it('lets at most 5 wrong passwords reach the check when sent all at once', async () => {
    const { headers } = await newAccount('checks.parallel@example.net');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => confirmWith('revoke-others', headers, 'Wrong2026pass', '10.40.1.1')),
    );
    expect(statusCounts(answers)).toEqual({ 422: 5, 429: 7 });
  });

  it('does not count right passwords', async () => {
    const { headers } = await newAccount('checks.right@example.net');
    for (let i = 0; i < 8; i += 1)
      expect((await confirmWith('revoke-others', headers, ACCOUNT_PASSWORD, '10.40.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await confirmWith('revoke-others', headers, 'Wrong2026pass', '10.40.2.1')).statusCode).toBe(422);
  });

  it('refuses an address after 20 wrong passwords in 15 minutes, whichever accounts', async () => {
    const address = '10.40.3.1';
    for (let n = 0; n < 5; n += 1) {
      const { headers } = await newAccount(`checks.address${n}@example.net`);
      for (let i = 0; i < 4; i += 1)
        expect((await confirmWith('revoke-others', headers, 'Wrong2026pass', address)).statusCode).toBe(422);
    }
    const { headers } = await newAccount('checks.address5@example.net');
    expectRetryAfter(await confirmWith('revoke-others', headers, 'Wrong2026pass', address), 15 * 60);
  });
});

describe('password reset, all or nothing', () => {
  async function mailedLink(email: string) {
    await post('/auth/forgot-password', { email });
    const [mail] = await t.database.db
      .select()
      .from(sentMails)
      .where(eq(sentMails.to, email))
      .orderBy(desc(sentMails.id))
      .limit(1);
    return /password-recovery\/([\w-]+)/.exec(mail.text)![1];
  }
  const reset = (token: string, password: string) =>
    post('/password/reset', { token, password, password_confirmation: password });

  it('refuses a password built from the person’s own name or email, and the link still works', async () => {
    await newAccount('zanzibarquill@example.net');
    const token = await mailedLink('zanzibarquill@example.net');
    const weak = await reset(token, 'Zanzibarquill2026');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({
      password: ['This password is too easy to guess: it contains your name or email.'],
    });
    expect((await reset(token, 'Marble9Tundra4Kite')).statusCode).toBe(200);
    await signIn(t.app, 'zanzibarquill@example.net', 'Marble9Tundra4Kite');
  });

  it('changes nothing when a step fails: the link stays usable, the password and sessions as they were', async () => {
    const { userId, headers } = await newAccount('reset.atomic@example.net');
    const token = await mailedLink('reset.atomic@example.net');
    // The last step (ending the sessions) fails, for this user only.
    const run = (statement: string) => t.database.db.execute(sql.raw(statement));
    await run(`create function refuse_revoke() returns trigger language plpgsql as $$
      begin raise exception 'sessions cannot end now'; end $$`);
    await run(`create trigger refuse_revoke before update on access_tokens for each row
      when (new.user_id = ${Number(userId)} and new.revoked_at is not null) execute function refuse_revoke()`);
    try {
      expect((await reset(token, 'Marble9Tundra4Kite')).statusCode).toBe(500);
    } finally {
      await run('drop trigger refuse_revoke on access_tokens');
      await run('drop function refuse_revoke()');
    }
    const [link] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.user_id, userId));
    expect(link.used_at).toBeNull();
    expect((await profile(headers)).statusCode).toBe(200);
    await signIn(t.app, 'reset.atomic@example.net', ACCOUNT_PASSWORD);
    expect((await reset(token, 'Marble9Tundra4Kite')).statusCode).toBe(200);
    expect((await profile(headers)).statusCode).toBe(401);
    await signIn(t.app, 'reset.atomic@example.net', 'Marble9Tundra4Kite');
  });
});
