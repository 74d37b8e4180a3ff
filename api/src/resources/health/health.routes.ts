import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { databaseErrorSummary } from '../../db/faults';
import { sendTemporarilyUnavailable } from '../../plugins/errors';

/** How long readiness waits for `select 1`: a load balancer asks often and must not pile up. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

const statusBody = (properties: Record<string, object>) => ({
  type: 'object',
  properties: { data: { type: 'object', properties, required: Object.keys(properties) } },
  required: ['data'],
});

/** Resolves when the database answers `select 1`, rejects after `timeoutMs` or on its error. */
async function pingDatabase(app: FastifyInstance, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([app.db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export default async function healthRoutes(app: FastifyInstance) {
  // Kept as it is: `npm start`, the e2e suite and scripts wait on it.
  app.get(
    '/health',
    { schema: { response: { 200: statusBody({ status: { type: 'string' }, uptime: { type: 'number' } }) } } },
    async () => ({ data: { status: 'ok', uptime: process.uptime() } }),
  );

  // Liveness: the process runs and serves requests (restart it only when this fails).
  app.get(
    '/health/live',
    { schema: { response: { 200: statusBody({ status: { type: 'string' }, uptime: { type: 'number' } }) } } },
    async () => ({ data: { status: 'ok', uptime: process.uptime() } }),
  );

  // Readiness: the database answers too (send traffic elsewhere while it does not; no restart needed).
  app.get(
    '/health/ready',
    {
      schema: {
        response: {
          200: statusBody({ status: { type: 'string' }, database: { type: 'string' } }),
          503: { $ref: 'Error#' },
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app, READY_CHECK_TIMEOUT_MS);
        return { data: { status: 'ok', database: 'ok' } };
      } catch (error) {
        request.log.warn({ database: databaseErrorSummary(error) ?? (error as Error).message }, 'database not ready');
        return sendTemporarilyUnavailable(reply);
      }
    },
  );
}
