import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { openTestDatabase } from '../../../test/databases';
import { buildTestApp, signIn, staffSignIn, type TestApp } from '../../../test/helper';
import { buildServer } from '../../buildServer';
import { loadSettings } from '../../config/settings';
import { auditLog, staff } from '../../db/schema';
import { currentTotp } from '../../lib/totp';
import { runAdmin } from '../admin/admin.service';

/** Every staff route, a body it accepts, and the roles it admits (an owner is admitted everywhere). */
const ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object; roles: string[] }[] = [
  { method: 'GET', url: '/api/v1/staff/me', roles: ['support', 'moderator', 'owner'] },
  { method: 'POST', url: '/api/v1/staff/auth/logout', roles: ['support', 'moderator', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/approvals', roles: ['support', 'owner'] },
  { method: 'POST', url: '/api/v1/staff/approvals/999999/approve', roles: ['support', 'owner'] },
  {
    method: 'POST',
    url: '/api/v1/staff/approvals/999999/reject',
    payload: { reason: 'No journalism found under this name.' },
    roles: ['support', 'owner'],
  },
  { method: 'POST', url: '/api/v1/staff/approvals/approve', payload: { ids: [999999] }, roles: ['support', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/accounts?q=jordan', roles: ['support', 'owner'] },
  ...['lock', 'unlock', 'schedule-deletion', 'restore'].map((action) => ({
    method: 'POST' as const,
    url: `/api/v1/staff/accounts/999999/${action}`,
    payload: { reason: 'Asked by the account owner by phone.' },
    roles: ['support', 'owner'],
  })),
  { method: 'GET', url: '/api/v1/staff/audit?q=account', roles: ['support', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/contact?status=all', roles: ['support', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/contact/999999', roles: ['support', 'owner'] },
  {
    method: 'POST',
    url: '/api/v1/staff/contact/999999/assign',
    payload: { staff_id: null },
    roles: ['support', 'owner'],
  },
  {
    method: 'POST',
    url: '/api/v1/staff/contact/999999/reply',
    payload: { body: 'Thank you, we will come back to you.' },
    roles: ['support', 'owner'],
  },
  ...['handled', 'reopen'].map((action) => ({
    method: 'POST' as const,
    url: `/api/v1/staff/contact/999999/${action}`,
    roles: ['support', 'owner'],
  })),
  { method: 'GET', url: '/api/v1/staff/figures?from=2026-01-01&to=2026-01-31', roles: ['support', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/figures.csv', roles: ['support', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/moderation/reports', roles: ['moderator', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/moderation/recent', roles: ['moderator', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/moderation/news/999999', roles: ['moderator', 'owner'] },
  ...['hide', 'unhide'].map((action) => ({
    method: 'POST' as const,
    url: `/api/v1/staff/moderation/news/999999/${action}`,
    payload: { reason: 'Breaks the rules on advertising.' },
    roles: ['moderator', 'owner'],
  })),
  { method: 'POST', url: '/api/v1/staff/moderation/news/999999/dismiss', roles: ['moderator', 'owner'] },
  { method: 'GET', url: '/api/v1/staff/payments?status=failed', roles: ['owner'] },
  { method: 'GET', url: '/api/v1/staff/payments/accounts/999999', roles: ['owner'] },
  {
    method: 'POST',
    url: '/api/v1/staff/payments/999999/refund',
    payload: { reason: 'Charged twice for the same year.' },
    roles: ['owner'],
  },
];

describe('staff routes, on the demo data', () => {
  let t: TestApp;
  const tokens: Record<string, Record<string, string>> = {};
  before(async () => {
    t = await buildTestApp({ fixture: 'demo' });
    tokens.anonymous = {};
    tokens.journalist = await signIn(t.app, 'journalist@example.com');
    tokens.expert = await signIn(t.app, 'expert@example.com');
  });
  after(() => t.app.close());

  /** A fresh staff session per call: the logout route ends the one it is given. */
  const staffHeaders = (role: string) => staffSignIn(t.app, `${role}@example.com`);

  it('refuses every staff route to anonymous callers, journalists and experts (401)', async () => {
    for (const route of ROUTES)
      for (const who of ['anonymous', 'journalist', 'expert']) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          payload: route.payload,
          headers: tokens[who],
        });
        expect({ route: route.url, who, status: res.statusCode }).toEqual({ route: route.url, who, status: 401 });
      }
  });

  it('refuses each staff route to the roles without the right (403) and admits the others', async () => {
    for (const route of ROUTES)
      for (const role of ['support', 'moderator', 'owner']) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          payload: route.payload,
          headers: await staffHeaders(role),
        });
        const admitted = route.roles.includes(role);
        // Admitted: the route answers (an unknown account is 404, never 401 or 403).
        expect({ route: route.url, role, refused: [401, 403].includes(res.statusCode) }).toEqual({
          route: route.url,
          role,
          refused: !admitted,
        });
        if (!admitted) expect(res.statusCode).toBe(403);
      }
  });

  it('refuses a staff token on user routes', async () => {
    const headers = await staffHeaders('owner');
    for (const url of ['/api/v1/profile', '/api/v1/notifications', '/api/v1/guests'])
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
  });

  it('signs staff in with their role and areas, writes the sign-in to the audit log, and signs out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/login',
      payload: { email: 'Support@Example.com', password: 'Demo2026pass' },
    });
    expect(res.statusCode).toBe(200);
    const { access_token, staff: member } = res.json().data;
    expect(member).toMatchObject({
      email: 'support@example.com',
      role: 'support',
      two_factor: false,
      permissions: ['approvals', 'accounts', 'contact', 'audit', 'figures'],
    });
    expect(member.last_sign_in_at).toEqual(expect.any(String));
    const headers = { authorization: `Bearer ${access_token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers });
    expect(me.json()).toEqual({ data: member });
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.sign_in'), eq(auditLog.staff_id, member.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line).toMatchObject({ target_type: 'staff', target_id: member.id });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers })).statusCode).toBe(401);
  });

  it('refuses a wrong password as a wrong email, in the API’s error shape, and a user’s credentials', async () => {
    for (const payload of [
      { email: 'owner@example.com', password: 'Wrong2026pass' },
      { email: 'journalist@example.com', password: 'Demo2026pass' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('refuses a disabled staff member, and their open sessions', async () => {
    const headers = await staffHeaders('moderator');
    await t.database.db.update(staff).set({ disabled: true }).where(eq(staff.email, 'moderator@example.com'));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers })).statusCode).toBe(401);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/auth/login',
        payload: { email: 'moderator@example.com', password: 'Demo2026pass' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.database.db.update(staff).set({ disabled: false }).where(eq(staff.email, 'moderator@example.com'));
    }
  });
});

describe('staff two-factor, when STAFF_REQUIRE_2FA is on', () => {
  let t: TestApp;
  before(async () => (t = await buildTestApp({ fixture: 'demo', settings: { STAFF_REQUIRE_2FA: '1' } })));
  after(() => t.app.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload });

  it('refuses staff without an authenticator, then asks for and checks the code once it is set up', async () => {
    const refused = await login({ email: 'owner@example.com', password: 'Demo2026pass' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/authenticator code/);

    const answer = await runAdmin(t.database.db, 'staff-2fa', 'owner@example.com', { shellUrl: 'https://p.test' });
    const secret = new URL(answer.slice(answer.indexOf('otpauth://'))).searchParams.get('secret')!;
    expect(secret).toMatch(/^[A-Z2-7]+$/);

    const asked = await login({ email: 'owner@example.com', password: 'Demo2026pass' });
    expect(asked.statusCode).toBe(418);
    const wrong = await login({ email: 'owner@example.com', password: 'Demo2026pass', code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['The code is invalid or was already used.'] });

    const code = currentTotp(secret);
    const ok = await login({ email: 'owner@example.com', password: 'Demo2026pass', code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.staff.two_factor).toBe(true);
    // A code works once.
    expect((await login({ email: 'owner@example.com', password: 'Demo2026pass', code })).statusCode).toBe(422);
  });

  it('makes new staff with an authenticator', async () => {
    const answer = await runAdmin(t.database.db, 'create-staff', 'lead@presspoint.test', {
      shellUrl: 'https://p.test',
      role: 'support',
      staffRequireTwoFactor: true,
    });
    expect(answer).toMatch(/otpauth:\/\/totp\//);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.email, 'lead@presspoint.test'));
    expect(row.totp_secret).toEqual(expect.any(String));
  });
});

describe('npm run admin -- create-staff', () => {
  let t: TestApp;
  before(async () => (t = await buildTestApp()));
  after(() => t.app.close());
  const context = { shellUrl: 'https://p.test' };

  it('makes a staff account with the given password, who can sign in, and logs it', async () => {
    const answer = await runAdmin(t.database.db, 'create-staff', 'ops@presspoint.test', {
      ...context,
      role: 'moderator',
      staffPassword: 'Quiet-harbour-lantern-77',
    });
    expect(answer).toBe(
      'Staff account ops@presspoint.test (moderator) is created.\nIts password is the one in STAFF_PASSWORD.',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/login',
      payload: { email: 'ops@presspoint.test', password: 'Quiet-harbour-lantern-77' },
    });
    expect(res.json().data.staff).toMatchObject({ role: 'moderator', permissions: ['content', 'reports'] });
    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
    expect(line).toMatchObject({ staff_id: null, target_type: 'staff', details: { email: 'ops@presspoint.test' } });
  });

  it('prints a random password once when none is given', async () => {
    const answer = await runAdmin(t.database.db, 'create-staff', 'night@presspoint.test', {
      ...context,
      role: 'owner',
    });
    const password = /shown this once: (\S+)/.exec(answer)![1];
    expect(password.length).toBeGreaterThanOrEqual(20);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/login',
      payload: { email: 'night@presspoint.test', password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown role, a weak password and an email already taken', async () => {
    await expect(
      runAdmin(t.database.db, 'create-staff', 'x@presspoint.test', { ...context, role: 'admin' }),
    ).rejects.toThrow('Unknown staff role "admin". Roles: support, moderator, owner.');
    await expect(
      runAdmin(t.database.db, 'create-staff', 'y@presspoint.test', {
        ...context,
        role: 'support',
        staffPassword: 'password1',
      }),
    ).rejects.toThrow(/STAFF_PASSWORD/);
    await expect(
      runAdmin(t.database.db, 'create-staff', 'OPS@presspoint.test', { ...context, role: 'support' }),
    ).rejects.toThrow('A staff account with the email OPS@presspoint.test exists.');
    await expect(runAdmin(t.database.db, 'create-staff', 'z@presspoint.test', context)).rejects.toThrow(
      'Give the role: create-staff <email> <support|moderator|owner>.',
    );
  });
});

it('creates staff through the running API, as `npm run admin` does when PGlite belongs to the API', async () => {
  const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'presspoint-test-'));
  const token = 'a'.repeat(43);
  const app = await buildServer(loadSettings({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR }), {
    database: await openTestDatabase(),
    adminToken: token,
  });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/internal/admin/create-staff',
      headers: { 'x-admin-token': token },
      payload: { email: 'remote@presspoint.test', role: 'support', password: 'Quiet-harbour-lantern-77' },
    });
    expect(res.json()).toEqual({
      message: 'Staff account remote@presspoint.test (support) is created.\nIts password is the one in STAFF_PASSWORD.',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/login',
      payload: { email: 'remote@presspoint.test', password: 'Quiet-harbour-lantern-77' },
    });
    expect(login.statusCode).toBe(200);
  } finally {
    await app.close();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
