import { buildTestApp } from '../../test/helper';

it('answers GET /api/v1/health in the contract shape', async () => {
  const app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { status: 'ok', uptime: expect.any(Number) } });
  await app.close();
});
