import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Settings } from '../config/settings';
import { databaseRateLimitStore, redisRateLimitStore, type RateLimitStore } from '../lib/throttle';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitStore;
  }
}

/**
 * The counters behind throttling and one-time captchas, shared by every API instance: in Redis
 * when REDIS_URL is set, otherwise in the database. Chosen once, at start. A Redis that is down
 * (at start or later) is logged once and answered 503 until it is back; closing never waits for it.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, { settings }: { settings: Pick<Settings, 'REDIS_URL'> }) {
    const store = settings.REDIS_URL
      ? await redisRateLimitStore(settings.REDIS_URL, {
          log: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) },
        })
      : databaseRateLimitStore(app.db);
    app.decorate('rateLimits', store);
    app.addHook('onClose', () => store.close());
  },
  { name: 'rate-limits' },
);
