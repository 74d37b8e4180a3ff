import { lt, sql } from 'drizzle-orm';
import Redis, { ReplyError } from 'ioredis';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { TooManyRequestsError } from '../plugins/errors';

/** A key's current window: how many hits it has counted and when (epoch ms) it starts again from zero. */
export interface RateWindow {
  count: number;
  resetAt: number;
}

/**
 * Counters shared by every API instance, in the database or in Redis. A key counts hits in a fixed
 * window that starts with its first hit; a claim marks a key used once until it expires.
 */
export interface RateLimitStore {
  readonly kind: 'database' | 'redis';
  /** Counts one hit on `key` (atomically, whichever instance counts) and answers its window. */
  hit(key: string, windowMs: number): Promise<RateWindow>;
  /** Takes one hit back from `key`'s live window (never below zero); nothing when the window is gone. */
  unhit(key: string): Promise<void>;
  /** The key's window while it lasts, else null. */
  peek(key: string): Promise<RateWindow | null>;
  clear(key: string): Promise<void>;
  /** True for the first claim of `key` until `ttlMs` has passed; false for every later one. */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** At most `max` failures per `windowMs` for `key`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export const tooManyAttempts = (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`;

/** 429 with the seconds to wait; the one error handler also sends them as `Retry-After`. */
export class TooManyAttemptsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, tooManyAttempts(retryAfterSeconds));
  }
}

/**
 * Attempts checked against several limits at once (per email and address, per address, per account).
 *
 * Count first: `attempt` counts the attempt on every limit *before* the slow check runs, so attempts
 * sent at the same time are all counted (N parallel requests cannot all pass a limit of 5). An
 * attempt refused for being over a limit is taken back at once (it checked nothing). An attempt that
 * succeeds gives its place back with `release`; one that fails stays counted. So each count holds
 * the failures of its window plus the attempts still being checked.
 */
export class Throttle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until every limit allows another attempt; 0 when all do now. */
  async secondsToWait(limits: Limit[]): Promise<number> {
    const windows = await Promise.all(limits.map((limit) => this.store.peek(limit.key)));
    return this.wait(limits, windows, (count, max) => count >= max);
  }

  /**
   * Counts one attempt on every limit. 0: go ahead (the attempt holds a place in each count until
   * `release`d, or for good if it fails); otherwise the seconds to wait, and nothing stays counted.
   */
  async attempt(limits: Limit[]): Promise<number> {
    const windows = await Promise.all(limits.map((limit) => this.store.hit(limit.key, limit.windowMs)));
    const wait = this.wait(limits, windows, (count, max) => count > max);
    if (wait > 0) await this.release(limits);
    return wait;
  }

  /** An attempt that succeeded: it no longer counts against any of the limits. */
  async release(limits: Limit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.store.unhit(limit.key)));
  }

  /** Counts a failure that was not counted by `attempt`. */
  async fail(limits: Limit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.store.hit(limit.key, limit.windowMs)));
  }

  clear(key: string): Promise<void> {
    return this.store.clear(key);
  }

  private wait(limits: Limit[], windows: (RateWindow | null)[], over: (count: number, max: number) => boolean) {
    const now = this.now();
    return Math.max(
      0,
      ...windows.map((window, i) =>
        window && over(window.count, limits[i].max) ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0,
      ),
    );
  }
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limits` table: one row per key, counted with one upsert so that two
 * instances counting at once never lose a hit. Dead rows are deleted at most once a minute.
 */
export function databaseRateLimitStore(db: Database, now: () => number = Date.now): RateLimitStore {
  let lastSweep = 0;
  const iso = (ms: number) => new Date(ms).toISOString();
  const resetAt = sql<number>`(extract(epoch from ${rateLimits.expires_at}) * 1000)::float8`.mapWith(Number);

  async function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db.delete(rateLimits).where(lt(rateLimits.expires_at, iso(at)));
  }

  return {
    kind: 'database',

    async hit(key, windowMs) {
      const at = now();
      await sweep(at);
      // A dead row starts a new window; a live one counts on.
      const expired = sql`${rateLimits.expires_at} <= ${iso(at)}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, expires_at: iso(at + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            expires_at: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expires_at} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt });
      return row;
    },

    async unhit(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(
          sql`${rateLimits.key} = ${key} and ${rateLimits.count} > 0 and ${rateLimits.expires_at} > ${iso(now())}::timestamptz`,
        );
    },

    async peek(key) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expires_at} > ${iso(now())}::timestamptz`);
      return row ?? null;
    },

    async clear(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },

    async claimOnce(key, ttlMs) {
      const at = now();
      await sweep(at);
      // Inserted, or taken over from a dead row: claimed. A live row stays as it is: already used.
      const claimed = await db
        .insert(rateLimits)
        .values({ key, count: 1, expires_at: iso(at + ttlMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: 1, expires_at: sql`excluded.expires_at` },
          setWhere: sql`${rateLimits.expires_at} <= ${iso(at)}::timestamptz`,
        })
        .returning({ key: rateLimits.key });
      return claimed.length === 1;
    },

    close: async () => {},
  };
}

// INCR and the first hit's expiry in one atomic step; answers the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// One hit back, only from a live key and never below zero (DECR alone would create a key without expiry).
const UNHIT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Redis could not be reached or answer in time: the counters cannot be read, so the request is
 * refused with 503 (fail closed) and may be retried shortly. `isServiceUnavailable` (db/faults)
 * knows it by its name.
 */
export class CounterStoreUnavailableError extends Error {
  override readonly name = 'CounterStoreUnavailableError';
  constructor(cause: unknown) {
    super(`The rate-limit counters (Redis) are unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** How long a command waits for Redis at most (connecting, then its answer) before it fails. */
const REDIS_TIMEOUT_MS = 2_000;

export interface RedisStoreOptions {
  keyPrefix?: string;
  /** Where connection problems are reported (once per outage); `console` by default. */
  log?: Pick<Console, 'warn' | 'info'>;
}

/**
 * Counters in Redis: keys expire by themselves (TTL), so nothing needs sweeping. Redis being down
 * never stops the API from starting or closing: the client keeps reconnecting in the background,
 * each command fails within about REDIS_TIMEOUT_MS with `CounterStoreUnavailableError` meanwhile.
 */
export async function redisRateLimitStore(url: string, options: RedisStoreOptions = {}): Promise<RateLimitStore> {
  const log = options.log ?? console;
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix ?? 'presspoint:rl:',
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    // A command queued while Redis is away fails after one reconnection attempt, not after minutes.
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 1_000),
  });
  // Without a listener ioredis prints every failed reconnection; one line per outage is enough.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(`Redis (REDIS_URL) unavailable, sign-in answers 503 until it is back: ${error.message}`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis (REDIS_URL) is back');
  });
  // An unreachable Redis at start is reported; the client goes on trying in the background.
  await redis.connect().catch(() => undefined);

  /** Runs a command; a connection failure becomes CounterStoreUnavailableError, Redis's own errors stay. */
  async function run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw error instanceof ReplyError ? error : new CounterStoreUnavailableError(error);
    }
  }

  return {
    kind: 'redis',

    async hit(key, windowMs) {
      const [count, ttl] = (await run(() => redis.eval(HIT_SCRIPT, 1, key, windowMs))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },

    async unhit(key) {
      await run(() => redis.eval(UNHIT_SCRIPT, 1, key));
    },

    async peek(key) {
      const [[, count], [, ttl]] = (await run(() => redis.multi().get(key).pttl(key).exec())) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      return count === null || ttl < 0 ? null : { count: Number(count), resetAt: Date.now() + ttl };
    },

    async clear(key) {
      await run(() => redis.del(key));
    },

    async claimOnce(key, ttlMs) {
      return (await run(() => redis.set(key, '1', 'PX', ttlMs, 'NX'))) === 'OK';
    },

    // QUIT waits for Redis to answer: only while connected, and not for long; then the socket is closed.
    async close() {
      if (redis.status === 'ready') {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
        await Promise.race([redis.quit().catch(() => undefined), timeout]);
        clearTimeout(timer);
      }
      redis.disconnect();
    },
  };
}
