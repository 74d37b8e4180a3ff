import type { FastifyInstance } from 'fastify';
import { dataSchema, messageError, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { sendTemporarilyUnavailable } from '../../plugins/errors';
import { healthService } from './health.service';

const statusBody = (properties: Record<string, object>) =>
  dataSchema({ type: 'object', properties, required: Object.keys(properties) });
const alive = statusBody({ status: { type: 'string' }, uptime: { type: 'number' } });
const doc = routeDocs({ tags: ['Health'] });

export default async function healthRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const health = healthService(app.db);

  // Kept as it is: `npm start`, the e2e suite and scripts wait on it.
  app.get('/health', { schema: doc('The API runs', { response: { 200: alive } }) }, async () => ({
    data: health.live(),
  }));

  // Liveness: the process runs and serves requests (restart it only when this fails).
  app.get(
    '/health/live',
    { schema: doc('Liveness: the process serves requests', { response: { 200: alive } }) },
    async () => ({ data: health.live() }),
  );

  // Readiness: the database answers too (send traffic elsewhere while it does not; no restart needed).
  app.get(
    '/health/ready',
    {
      schema: doc('Readiness: the database answers too', {
        response: { 200: statusBody({ status: { type: 'string' }, database: { type: 'string' } }), 503: messageError },
      }),
    },
    async (request, reply) => {
      const problem = await health.databaseProblem();
      if (problem === null) return { data: { status: 'ok', database: 'ok' } };
      request.log.warn({ database: problem }, 'database not ready');
      return sendTemporarilyUnavailable(reply);
    },
  );
}
