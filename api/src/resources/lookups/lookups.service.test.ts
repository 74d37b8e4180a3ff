import { it } from 'node:test';
import { expect } from '../../../test/expect';
import { matchesEtag, referenceListsService } from './lookups.service';

it('reads a list once, serialised once, and tries again after a failed read', async () => {
  let reads = 0;
  let fail = true;
  const lists = referenceListsService({
    '/mediums': async () => {
      reads++;
      if (fail) throw new Error('database down');
      return [{ id: 1, name: 'Print' }];
    },
  });
  await expect(lists.get('/mediums')).rejects.toThrow('database down');
  fail = false;
  const [a, b] = await Promise.all([lists.get('/mediums'), lists.get('/mediums')]);
  expect(a).toBe(b);
  expect(JSON.parse(a.body)).toEqual({
    data: [{ id: 1, name: 'Print' }],
    meta: { current_page: 1, per_page: 1, total: 1, last_page: 1 },
  });
  await lists.get('/mediums');
  expect(reads).toBe(2);
});

it('matches If-None-Match as HTTP says: lists, weak tags and *', () => {
  expect(matchesEtag('"a"', '"a"')).toBe(true);
  expect(matchesEtag('W/"a"', '"a"')).toBe(true);
  expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
  expect(matchesEtag('*', '"a"')).toBe(true);
  expect(matchesEtag('"b"', '"a"')).toBe(false);
  expect(matchesEtag(undefined, '"a"')).toBe(false);
});
