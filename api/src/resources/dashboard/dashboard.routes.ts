import type { FastifyInstance } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import { requireActive } from '../../lib/access';
import { dataSchema, errorsOf, integer, nullableTextSchema, routeDocs, text, typedRoutes } from '../../lib/routeDoc';
import { dashboardService } from './dashboard.service';

export const ONLY_JOURNALISTS_DASHBOARD = 'Only journalists have this dashboard';

const count = integer;
const dashboardSchema = {
  type: 'object',
  required: [
    'interviews',
    'upcoming',
    'questions_waiting',
    'contacts',
    'saved_searches',
    'median_hours_to_approval',
    'approvals',
  ],
  properties: {
    interviews: {
      type: 'object',
      required: ['pending', 'approved', 'rejected', 'cancelled', 'done', 'total'],
      properties: { pending: count, approved: count, rejected: count, cancelled: count, done: count, total: count },
    },
    upcoming: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'guest_id', 'guest_fullname', 'date', 'time_zone'],
        properties: { id: integer, guest_id: integer, guest_fullname: text, date: text, time_zone: nullableTextSchema },
      },
    },
    questions_waiting: count,
    contacts: count,
    saved_searches: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'query', 'is_paused', 'last_new_count', 'last_run_at'],
        properties: {
          id: integer,
          name: text,
          query: { type: 'object', additionalProperties: true, description: 'The directory search' },
          is_paused: { type: 'boolean' },
          last_new_count: count,
          last_run_at: text,
        },
      },
    },
    median_hours_to_approval: { type: ['number', 'null'] },
    approvals: count,
  },
} as const;

const doc = routeDocs({ tags: ['Dashboard'], secured: true, errors: errorsOf(401, 403) });

/** GET /dashboard: the journalist's figures (issue 13). */
export default async function dashboardRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const dashboard = dashboardService(app.db);
  app.get(
    '/dashboard',
    {
      preHandler: [app.authenticate, requireActive(ROLE.JOURNALIST, ONLY_JOURNALISTS_DASHBOARD)],
      schema: doc(
        'Interviews by status, upcoming ones, questions waiting, contacts, saved searches, time to approval',
        {
          response: { 200: dataSchema(dashboardSchema) },
        },
      ),
    },
    async (request) => ({ data: await dashboard.journalist(request.user!.id) }),
  );
}
