import { after, before, describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { buildTestApp, type TestApp } from '../../test/helper';
import { accessTokens } from '../db/schema';
import { newToken } from '../lib/tokens';
import { HttpError } from './errors';

let t: TestApp;

before(async () => {
  t = await buildTestApp({
    fixture: 'demo',
    extend: (a) => {
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
