import { after, before, describe, it, it as itWhen } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from '../../test/expect';
import { openTestDatabase } from '../../test/databases';
import { REDIS_URL, redisReachable } from '../../test/redis';
import type { DatabaseHandle } from '../db/database';
import { rateLimits } from '../db/schema';
import { databaseRateLimitStore, redisRateLimitStore, Throttle, type RateLimitStore } from './throttle';

/** The behaviour both backends share; `unique` keeps keys apart from other runs on a shared Redis. */
function storeContract(name: string, open: () => Promise<RateLimitStore | string>) {
  describe(name, () => {
    let store: RateLimitStore;
    let unavailable: string | undefined;
    const unique = randomUUID();
    const key = (k: string) => `${unique}:${k}`;
    before(async () => {
      const opened = await open();
      if (typeof opened === 'string') unavailable = opened;
      else store = opened;
    });
    after(() => store?.close());
    /** Node's test runner decides skips before `before` runs, so an unreachable backend skips at run time. */
    const it = (title: string, test: () => Promise<void>) =>
      itWhen(title, async (t) => (unavailable ? t.skip(unavailable) : test()));

    it('counts hits in a window that starts with the first', async () => {
      const first = await store.hit(key('a'), 60_000);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThan(Date.now() + 55_000);
      const second = await store.hit(key('a'), 60_000);
      expect(second.count).toBe(2);
      expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(1_000);
      expect(await store.peek(key('a'))).toEqual({ count: 2, resetAt: expect.any(Number) });
      expect(await store.peek(key('unknown'))).toBeNull();
    });

    it('never loses a hit counted at the same time', async () => {
      await Promise.all(Array.from({ length: 25 }, () => store.hit(key('busy'), 60_000)));
      expect((await store.peek(key('busy')))!.count).toBe(25);
    });

    it('starts over once the window has passed, and on clear', async () => {
      await store.hit(key('short'), 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.peek(key('short'))).toBeNull();
      expect((await store.hit(key('short'), 60_000)).count).toBe(1);
      await store.clear(key('short'));
      expect(await store.peek(key('short'))).toBeNull();
    });

    it('grants a claim once until it expires', async () => {
      const claims = await Promise.all([1, 2, 3].map(() => store.claimOnce(key('captcha'), 60_000)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await store.claimOnce(key('brief'), 50)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.claimOnce(key('brief'), 50)).toBe(true);
    });

    it('answers the seconds to wait for the strictest limit reached', async () => {
      const throttle = new Throttle(store);
      const limits = [
        { key: key('t-narrow'), max: 2, windowMs: 60_000 },
        { key: key('t-wide'), max: 3, windowMs: 600_000 },
      ];
      expect(await throttle.secondsToWait(limits)).toBe(0);
      await throttle.fail(limits);
      await throttle.fail(limits);
      expect(await throttle.secondsToWait(limits)).toBeGreaterThan(55);
      expect(await throttle.secondsToWait(limits)).toBeLessThanOrEqual(60);
      await throttle.clear(key('t-narrow'));
      expect(await throttle.secondsToWait(limits)).toBe(0);
      await throttle.fail(limits);
      expect(await throttle.secondsToWait(limits)).toBeGreaterThan(590);
    });

    it('takes a hit back from a live window only, never below zero', async () => {
      await store.hit(key('back'), 60_000);
      await store.hit(key('back'), 60_000);
      await store.unhit(key('back'));
      expect((await store.peek(key('back')))!.count).toBe(1);
      await store.unhit(key('back'));
      await store.unhit(key('back'));
      expect((await store.hit(key('back'), 60_000)).count).toBe(1);
      await store.unhit(key('never-hit'));
      expect(await store.peek(key('never-hit'))).toBeNull();
    });

    it('counts attempts before they are checked: of 20 at once, 5 go ahead; refused ones are taken back', async () => {
      const throttle = new Throttle(store);
      const limits = [
        { key: key('a-narrow'), max: 5, windowMs: 60_000 },
        { key: key('a-wide'), max: 30, windowMs: 600_000 },
      ];
      const waits = await Promise.all(Array.from({ length: 20 }, () => throttle.attempt(limits)));
      expect(waits.filter((w) => w === 0)).toHaveLength(5);
      for (const w of waits.filter((w) => w > 0)) expect(w).toBeLessThanOrEqual(60);
      // The 5 that went ahead stay counted (as failures would); the 15 refused left nothing behind.
      expect((await store.peek(key('a-narrow')))!.count).toBe(5);
      expect((await store.peek(key('a-wide')))!.count).toBe(5);
      // One that succeeded gives its place back.
      await throttle.release(limits);
      expect(await throttle.attempt(limits)).toBe(0);
      expect(await throttle.attempt(limits)).toBeGreaterThan(55);
    });
  });
}

let handle: DatabaseHandle;
before(async () => (handle = await openTestDatabase()));
after(() => handle.close());

storeContract('in the database', async () => databaseRateLimitStore(handle.db));

storeContract('in Redis', async () =>
  (await redisReachable())
    ? redisRateLimitStore(REDIS_URL, { keyPrefix: `presspoint-test:${process.pid}:` })
    : `skipped: Redis is not reachable at ${REDIS_URL}`,
);

it('sweeps dead rows from the database now and then', async () => {
  let now = Date.now();
  const store = databaseRateLimitStore(handle.db, () => now);
  await store.hit('sweep:old', 1_000);
  now += 5_000;
  await store.hit('sweep:new', 60_000);
  // The first hit swept (nothing dead yet); the next sweep comes a minute later.
  now += 61_000;
  await store.hit('sweep:newer', 60_000);
  const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
  expect(keys).not.toContain('sweep:old');
  expect(keys).toContain('sweep:newer');
});
