import { after, before, it } from 'node:test';
import { expect } from '../../../test/expect';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
before(async () => (t = await buildTestApp({ fixture: 'demo' })));
after(() => t.app.close());

it('pages the FAQ in the list shape', async () => {
  const first = (await t.app.inject({ method: 'GET', url: '/api/v1/faq?per_page=5' })).json();
  expect(first.data).toHaveLength(5);
  expect(first.meta).toEqual({ current_page: 1, per_page: 5, total: 14, last_page: 3 });
  const last = (await t.app.inject({ method: 'GET', url: '/api/v1/faq?per_page=5&page=3' })).json();
  expect(last.data).toHaveLength(4);
  expect(last.data[0]).toEqual({
    id: expect.any(Number),
    question: expect.any(String),
    answer: expect.any(String),
    audience: expect.any(String),
  });
});
