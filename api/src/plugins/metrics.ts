import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Settings } from '../config/settings';
import type { DatabaseHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set while METRICS_PORT is: the registry and where its server listens. */
    metrics?: { registry: Registry; address: () => AddressInfo | null };
  }
}

/** A request no route took (404s, scans): one label, so random paths cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus figures for the operators' own tools, with prom-client, on a server of their own
 * (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default): the API's public port never serves them.
 * Unset, nothing is counted and nothing listens. Each app has its own registry (tests build many).
 *
 * - `http_request_duration_seconds{method,route,status_code}`: a histogram by route pattern
 *   (`/api/v1/guests/:id`, never the raw URL); its `_count` is the request rate.
 * - `jobs_runs_total{job}`, `jobs_failures_total{job}`, `job_duration_seconds{job}`: the scheduler's
 *   runs on this instance.
 * - `realtime_connections`: sockets open on the embedded Pusher endpoint (absent with PUSHER_HOST).
 * - `db_pool_connections{state}` and `db_pool_max` on PostgreSQL: total, idle and waiting clients.
 * - Node's own (`process_*`, `nodejs_*`: memory, event loop lag, handles).
 */
export default fp(
  async function metrics(
    app: FastifyInstance,
    { settings, database }: { settings: Pick<Settings, 'METRICS_PORT' | 'METRICS_HOST'>; database: DatabaseHandle },
  ) {
    if (settings.METRICS_PORT === undefined) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'API requests by route pattern, method and status: latency, and the rate from _count',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    const runs = new Counter({
      name: 'jobs_runs_total',
      help: 'Scheduled job runs on this instance',
      labelNames: ['job'] as const,
      registers: [registry],
    });
    const failures = new Counter({
      name: 'jobs_failures_total',
      help: 'Scheduled job runs that failed',
      labelNames: ['job'] as const,
      registers: [registry],
    });
    const jobSeconds = new Histogram({
      name: 'job_duration_seconds',
      help: 'How long each scheduled job run took',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers: [registry],
    });
    app.jobs.onRun((job, seconds, failed) => {
      runs.inc({ job });
      if (failed) failures.inc({ job });
      jobSeconds.observe({ job }, seconds);
    });

    const endpoint = app.realtime.endpoint;
    if (endpoint)
      new Gauge({
        name: 'realtime_connections',
        help: 'Sockets open on the embedded Pusher endpoint',
        registers: [registry],
        collect() {
          this.set(endpoint.connectionCount);
        },
      });

    const pool = database.pool;
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool clients: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const now = pool();
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
          this.set({ state: 'waiting' }, now.waiting);
        },
      });
      new Gauge({
        name: 'db_pool_max',
        help: 'The most clients the PostgreSQL pool opens (DB_POOL_SIZE)',
        registers: [registry],
        collect() {
          this.set(pool().max);
        },
      });
    }

    // Only GET /metrics; everything else is 404, so the port tells nothing more.
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics: collecting failed');
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Collecting failed\n');
        },
      );
    });
    app.decorate('metrics', {
      registry,
      address: () => (server.listening ? (server.address() as AddressInfo) : null),
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(settings.METRICS_PORT, settings.METRICS_HOST, () => {
          server.off('error', reject);
          resolve();
        });
      });
      app.log.info({ address: server.address() }, 'metrics: listening');
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    });
  },
  { name: 'metrics', dependencies: ['jobs'] },
);
