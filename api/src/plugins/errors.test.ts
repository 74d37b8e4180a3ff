import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helper';
import { HttpError } from './errors';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp((a) => {
    a.get('/boom', async () => {
      throw new Error('relation "users" does not exist');
    });
    a.get('/forbidden', async () => {
      throw new HttpError(403, 'Sorry, your account was locked by admin');
    });
    a.post(
      '/echo',
      { schema: { body: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } } } },
      async (req) => ({ data: req.body }),
    );
  });
});
afterAll(() => app.close());

describe('the one error handler', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/v1/nowhere not found' });
  });

  it('hides internals behind "Something went wrong"', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong' });
  });

  it('passes on the message of an error a service raised on purpose', async () => {
    const res = await app.inject({ method: 'GET', url: '/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Sorry, your account was locked by admin' });
  });

  it('turns schema failures into 422 with errors per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['This field is required'] },
    });
  });
});
