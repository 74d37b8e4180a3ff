import { after, before, it } from 'node:test';
import { expect } from '../../test/expect';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
before(async () => (t = await buildTestApp()));
after(() => t.app.close());

it('describes the API as OpenAPI 3, generated from the route schemas', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/v1/countries', '/api/v1/expertises', '/api/v1/profile', '/api/v1/faq']),
  );
  expect(doc.paths['/api/v1/countries'].get.responses['200']).toBeDefined();
});

it('serves a browsable page at /api/docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
});
