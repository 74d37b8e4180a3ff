import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { expect } from '../../test/expect';
import { buildTestApp, type TestApp } from '../../test/helper';
import { accessTokens, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { newToken } from '../lib/tokens';
import { HttpError, TEMPORARILY_UNAVAILABLE } from './errors';

let t: TestApp;
let logged = '';
const SECRET_EMAIL = 'leaky.person@example.org';
const SECRET_PHONE = '+15550001234';
const SECRET_TOKEN = newToken().token;

/** A refused connection as node-postgres reports it, wrapped the way Drizzle wraps a failing query. */
function unreachableDatabaseError() {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  return Object.assign(new Error(`Failed query: select 1\nparams: ${SECRET_EMAIL}`), {
    name: 'DrizzleQueryError',
    query: 'select 1',
    params: [SECRET_EMAIL],
    cause: refused,
  });
}

before(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  t = await buildTestApp({
    fixture: 'demo',
    settings: { LOG_LEVEL: 'info' },
    logStream,
    extend: (a) => {
      // Inserts a user whose email already exists: the database refuses it and names the key's value.
      a.post('/leaky-insert', async () => {
        await a.db.insert(users).values({
          role: 1,
          email: 'journalist@example.com',
          password: await hashPassword('Leaky2026password'),
          first_name: SECRET_EMAIL,
          last_name: SECRET_TOKEN,
          work_phone: SECRET_PHONE,
        });
      });
      // A statement that fails for a reason of the server's own (500), with the values as parameters.
      a.post('/leaky-statement', async () => {
        const hash = await hashPassword('Leaky2026password');
        await a.db.execute(
          sql`insert into users (no_such_column, email, password) values (${SECRET_TOKEN}, ${SECRET_EMAIL}, ${hash})`,
        );
      });
      a.get('/database-down', async () => {
        throw unreachableDatabaseError();
      });
      a.get('/boom', async () => {
        throw new Error('relation "users" does not exist');
      });
      a.get('/forbidden', async () => {
        throw new HttpError(403, 'Sorry, your account was locked by admin');
      });
    },
  });
});
after(() => t.app.close());

describe('the one error handler', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/v1/nowhere not found' });
  });

  it('hides internals behind "Something went wrong"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong' });
  });

  it('answers 503 with Retry-After when the database cannot be reached, looking through the cause chain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: TEMPORARILY_UNAVAILABLE });
  });

  it('logs failing statements without their values: no hash, email, phone or token', async () => {
    logged = '';
    const duplicate = await t.app.inject({ method: 'POST', url: '/leaky-insert' });
    expect(duplicate.statusCode).toBe(409);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/leaky-statement',
      headers: { authorization: `Bearer ${SECRET_TOKEN}`, cookie: `session=${SECRET_TOKEN}` },
    });
    expect(broken.statusCode).toBe(500);
    await t.app.inject({ method: 'GET', url: '/database-down' });
    // The failures were logged, with what helps: the SQLSTATEs and the constraint.
    expect(logged).toContain('23505');
    expect(logged).toContain('42703');
    expect(logged).toContain('users_email');
    for (const secret of ['$argon2', 'journalist@example.com', SECRET_EMAIL, SECRET_PHONE, SECRET_TOKEN, 'Leaky2026']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('passes on the message of an error a service raised on purpose', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Sorry, your account was locked by admin' });
  });

  it('turns a bad query into 422 with errors per field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/faq?page=0&per_page=x' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { page: [expect.any(String)], per_page: [expect.any(String)] },
    });
  });

  it('answers 401 without a token, with a malformed one, and with an unknown one', async () => {
    for (const authorization of [undefined, 'Token abc', 'Bearer not-a-real-token']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('accepts a live token and refuses it once revoked', async () => {
    const { token, hash } = newToken();
    await t.database.db.insert(accessTokens).values({ user_id: 1, token_hash: hash });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      id: 1,
      email: 'journalist@example.com',
      role: 1,
      status: 1,
      profile: { first_name: 'Jordan' },
    });
    expect(ok.json().data).not.toHaveProperty('password');
    expect(ok.json().data).not.toHaveProperty('twofa_secret');

    await t.database.db.update(accessTokens).set({ revoked_at: new Date().toISOString() });
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.statusCode).toBe(401);
  });
});
