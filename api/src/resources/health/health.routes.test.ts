import { after, before, it } from 'node:test';
import { expect } from '../../../test/expect';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
before(async () => (t = await buildTestApp()));
after(() => t.app.close());

it('answers GET /api/v1/health in the contract shape', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { status: 'ok', uptime: expect.any(Number) } });
});

it('answers GET /api/v1/health/live while the process runs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { status: 'ok', uptime: expect.any(Number) } });
});

it('answers GET /api/v1/health/ready with the database checked', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
});
