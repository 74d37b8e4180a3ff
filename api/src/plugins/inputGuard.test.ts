import { after, before, describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { type TestApp, demoApp } from '../../test/helper';
import { NUL_MESSAGE, TOO_DEEP_MESSAGE } from './inputGuard';

let t: TestApp;
let expert: Record<string, string>;
let journalist: Record<string, string>;
before(async () => ({ t, expert, journalist } = await demoApp('expert', 'journalist')));
after(() => t.app.close());

const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH';
  url: string;
  who?: 'expert' | 'journalist';
  payload?: unknown;
  raw?: string;
  status: number;
  field?: string;
}

const cases: Case[] = [
  { name: 'an id of 2^31', url: '/api/v1/guests/2147483648', who: 'expert', status: 404 },
  { name: 'an id far beyond 2^63', url: '/api/v1/news/99999999999999999999', status: 404 },
  { name: 'a non-integer id', url: '/api/v1/news/1.5', status: 404 },
  { name: 'a word as id', url: '/api/v1/events/abc', status: 404 },
  { name: 'a NUL byte in a slug', url: '/api/v1/news/slug/a%00b', status: 404 },
  { name: 'page=1e400', url: '/api/v1/notifications?page=1e400', who: 'journalist', status: 422, field: 'page' },
  { name: 'page=1e20', url: '/api/v1/notifications?page=1e20', who: 'journalist', status: 422, field: 'page' },
  { name: 'per_page=-1', url: '/api/v1/notifications?per_page=-1', who: 'journalist', status: 422, field: 'per_page' },
  { name: 'page=abc', url: '/api/v1/faq?page=abc', status: 422, field: 'page' },
  { name: 'a NUL byte in a query', url: '/api/v1/faq?search=a%00b', status: 422, field: 'search' },
  {
    name: 'an array as email',
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: ['a'], password: 'x' },
    status: 422,
    field: 'email',
  },
  {
    name: 'a NUL byte in a password',
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'journalist@example.com', password: 'Demo\u00002026pass' },
    status: 422,
    field: 'password',
  },
  {
    name: 'an id of 2^31 in a body',
    method: 'POST',
    url: '/api/v1/interview/create',
    who: 'journalist',
    payload: { guest_id: 2147483648 },
    status: 422,
  },
  { name: 'JSON arrays nested 10,000 deep', method: 'POST', url: '/api/v1/auth/login', raw: deepArray, status: 422 },
  { name: 'JSON objects nested 10,000 deep', method: 'POST', url: '/api/v1/contact-us', raw: deepObject, status: 422 },
];

describe('bad input never answers 500', () => {
  for (const c of cases) {
    it(`answers ${c.status} to ${c.name}`, async () => {
      const auth = c.who === 'expert' ? expert : c.who === 'journalist' ? journalist : {};
      const res = await t.app.inject({
        method: c.method ?? 'GET',
        url: c.url,
        headers: { ...auth, ...(c.raw ? { 'content-type': 'application/json' } : {}) },
        ...(c.raw ? { payload: c.raw } : c.payload ? { payload: c.payload as object } : {}),
      });
      expect(res.statusCode).toBe(c.status);
      if (c.field) expect(Object.keys(res.json().errors)).toContain(c.field);
    });
  }

  it('takes an empty body sent as JSON as no body (a DELETE from many clients), and still refuses broken JSON', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-templates',
      headers: journalist,
      payload: { title: 'To delete', content: 'Bye' },
    });
    const url = `/api/v1/email-templates/${created.json().data.id}`;
    const json = { ...journalist, 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'DELETE', url, headers: json, payload: '' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PATCH', url, headers: json, payload: '{"title":' })).statusCode).toBe(400);
  });

  it('names the field and the reason for NUL bytes and deep nesting', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(nul.json()).toEqual({ message: 'The given data was invalid.', errors: { email: [NUL_MESSAGE] } });
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deepObject,
    });
    expect(deep.json()).toEqual({ message: 'The given data was invalid.', errors: { body: [TOO_DEEP_MESSAGE] } });
  });
});
