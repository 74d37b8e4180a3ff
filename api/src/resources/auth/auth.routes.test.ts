import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { passwordResets, sentMails, users } from '../../db/schema';
import { currentTotp } from '../../lib/totp';

let t: TestApp;
before(async () => (t = await buildTestApp({ fixture: 'demo' })));
after(() => t.app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/profile', headers });

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
  });

  it('registers an expert at step 1, who must add a guest next', async () => {
    const res = await post('/auth/registration-expert', { ...newcomer, email: 'nina.expert@example.net' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 0, status: 2 });
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
    const start = await post('/auth/two-factor', {}, headers);
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

  it('regenerates recovery codes (the old ones die) and turns off with the password', async () => {
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
      { current_password: 'nope', password: 'Another2026x', password_confirmation: 'Another2026x' },
      a,
    );
    expect(wrong.json().errors).toEqual({ current_password: ['The password is incorrect.'] });
    const ok = await post(
      '/auth/password/change',
      { current_password: 'Demo2026pass', password: 'Another2026x', password_confirmation: 'Another2026x' },
      a,
    );
    expect(ok.statusCode).toBe(200);
    expect((await profile(a)).statusCode).toBe(200);
    expect((await profile(b)).statusCode).toBe(401);
  });
});

describe('expert completion', () => {
  it('stores company, title and phone and answers a new session, for the expert themself only', async () => {
    const headers = await signIn(t.app, 'mustpay@example.com');
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
});
