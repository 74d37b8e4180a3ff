import crypto from 'node:crypto';
import Redis from 'ioredis';
import type { DirectorySearch } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { directoryCacheRepository } from './directory.repository';

/**
 * How long a kept answer serves at most. The directory's version moves with every change to what a
 * search reads (migrations 0020 and 0021), so this is only a bound on what a trigger might miss.
 */
export const SEARCH_CACHE_TTL_S = 600;
/** How often (in answers kept) a process clears answers of past versions and past their time. */
const PRUNE_EVERY = 200;
const REDIS_TIMEOUT_MS = 200;

/** What a search answer is kept by: the search as parsed (so "AI  Ethics" and "ai ethics" are one) and its page. */
export function searchCacheKey(body: DirectorySearch, words: string[]): string {
  const ids = (list: readonly (number | string)[] | undefined) => [...new Set(list ?? [])].sort();
  const normal = {
    // The answer's shape: a change of it makes earlier kept answers unreachable.
    shape: 2,
    q: words.join(' '),
    e: ids(body.expertise),
    c: ids(body.country),
    a: ids(body.available),
    l: ids(body.language),
    g: ids(body.gender),
    r: body.rating ?? null,
    s: body.sort ?? null,
    d: body.direction ?? null,
    p: body.page ?? 1,
    n: body.per_page ?? 10,
  };
  return crypto.createHash('sha256').update(JSON.stringify(normal)).digest('base64url');
}

export interface SearchCache {
  /** The kept answer of `key` at the directory's current version, or the version to keep a new one under. */
  lookup(key: string): Promise<{ version: string; body: string | null }>;
  keep(key: string, version: string, body: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Answers kept in the database (`directory_search_cache`), shared by every API instance on it: a hit
 * is one indexed read joined to the version row.
 */
export function databaseSearchCache(db: Database): SearchCache {
  const repository = directoryCacheRepository(db);
  let kept = 0;
  return {
    lookup: (key) => repository.lookup(key, SEARCH_CACHE_TTL_S),
    async keep(key, version, body) {
      await repository.keep(key, version, body);
      if (++kept % PRUNE_EVERY === 0) await repository.prune(version, SEARCH_CACHE_TTL_S);
    },
    close: async () => undefined,
  };
}

/**
 * Answers kept in Redis (REDIS_URL), expiring by themselves; the version still comes from the
 * database, where the triggers move it in the same transaction as the change.
 */
export function redisSearchCache(db: Database, url: string): SearchCache {
  const repository = directoryCacheRepository(db);
  const redis = new Redis(url, {
    keyPrefix: 'presspoint:search:',
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS * 5,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 1_000),
  });
  // The cache is a shortcut: a Redis away means searches run, not errors. Its failures are not logged per search.
  redis.on('error', () => undefined);
  redis.connect().catch(() => undefined);
  return {
    async lookup(key) {
      const version = await repository.version();
      const body = await redis.get(`${version}:${key}`).catch(() => null);
      return { version, body };
    },
    async keep(key, version, body) {
      await redis.set(`${version}:${key}`, body, 'EX', SEARCH_CACHE_TTL_S).catch(() => undefined);
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
