import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
before(async () => (t = await buildTestApp()));
after(() => t.app.close());

async function list(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.meta).toEqual({ current_page: 1, per_page: body.data.length, total: body.data.length, last_page: 1 });
  return body.data as Record<string, unknown>[];
}

describe('lookups (spec section 7, read at data.data)', () => {
  it('GET /countries: the ISO 3166 list with codes', async () => {
    const countries = await list('/countries');
    expect(countries.length).toBeGreaterThanOrEqual(249);
    for (const c of countries)
      expect(c).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        code: expect.stringMatching(/^[A-Z]{2}$/),
      });
    expect(countries).toContainEqual(expect.objectContaining({ name: 'Singapore', code: 'SG' }));
    expect(countries).toContainEqual(expect.objectContaining({ name: 'Malaysia', code: 'MY' }));
  });

  it('GET /expertises: the preset filters in the spec’s order, then the overflow ones, within a broader list', async () => {
    const expertises = await list('/expertises');
    expect(expertises.length).toBeGreaterThanOrEqual(50);
    const names = (filter: string) => expertises.filter((e) => e.topic_filter === filter).map((e) => e.name);
    expect(names('preset')).toEqual([
      'Information Technology',
      'Sustainability',
      'Finance',
      'Banking',
      'Artificial Intelligence',
      'Investment Banking',
      'Portfolio Management',
    ]);
    expect(names('overflow')).toEqual([
      'Energy',
      'Engineering',
      'Cryptocurrency',
      'Blockchain',
      'Machine Learning',
      'Project Management',
      'WEB3',
      'Public Policy',
      'Marketing',
      'Public Relation',
      'Audit',
      'Human Resources',
    ]);
    expect(expertises[0].name).toBe('Information Technology');
  });

  it('GET /languages: ISO 639-1 languages with codes', async () => {
    const items = await list('/languages');
    expect(items.length).toBeGreaterThan(100);
    expect(items).toContainEqual({ id: expect.any(Number), name: 'English', code: 'en' });
  });

  for (const [url, example] of [
    ['/mediums', 'Podcast'],
    ['/available', 'Southeast Asia'],
    ['/areas', 'Technology'],
  ]) {
    it(`GET ${url}: named items`, async () => {
      const items = await list(url);
      for (const item of items) expect(item).toEqual({ id: expect.any(Number), name: expect.any(String) });
      expect(items.map((i) => i.name)).toContain(example);
    });
  }

  it('lets browsers cache reference data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/countries' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('reference lists from memory', () => {
  it('answers with an entity tag, and 304 with no body when the client’s copy is current', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/countries' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/v1/countries',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect({ ifNoneMatch, status: again.statusCode, body: again.body }).toEqual({
        ifNoneMatch,
        status: 304,
        body: '',
      });
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/countries',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives each list its own tag', async () => {
    const tags = new Set<string>();
    for (const url of ['/countries', '/languages', '/expertises', '/mediums', '/available', '/areas'])
      tags.add((await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).headers.etag as string);
    expect(tags.size).toBe(6);
  });
});
