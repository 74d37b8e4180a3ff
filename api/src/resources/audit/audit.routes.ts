import type { FastifyInstance } from 'fastify';
import { errorsOf, listQuerySchema, listSchema, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { STAFF_AREAS, STAFF_ROLES } from '../staff/staff.permissions';
import { auditService } from './audit.service';

const doc = routeDocs({ tags: ['Staff: audit'], secured: true, errors: errorsOf(401, 403, 422) });

const lineSchema = {
  type: 'object',
  required: ['id', 'staff', 'action', 'target_type', 'target_id', 'reason', 'details', 'created_at'],
  properties: {
    id: { type: 'integer' },
    staff: {
      type: ['object', 'null'],
      description: 'Who did it; null: the command line on the server (`npm run admin`)',
      required: ['id', 'email', 'role'],
      properties: {
        id: { type: 'integer' },
        email: { type: 'string' },
        role: { type: 'string', enum: [...STAFF_ROLES] },
      },
    },
    action: { type: 'string', description: 'account.approve, account.reject, account.lock, staff.sign_in, …' },
    target_type: { type: 'string', description: 'user or staff' },
    target_id: { type: ['integer', 'null'] },
    reason: { type: ['string', 'null'] },
    details: {
      type: 'object',
      additionalProperties: true,
      description: 'The target’s email, the status before and after, …',
    },
    created_at: { type: 'string' },
  },
} as const;

/** The audit log (owners and support), newest first. */
export default async function auditRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const audit = auditService(app.db);

  app.get(
    '/staff/audit',
    {
      preHandler: app.staffOnly(STAFF_AREAS.audit),
      schema: doc('Every staff action, newest first, searched by staff email, action or target (type, id, email)', {
        querystring: listQuerySchema({ q: { type: 'string', maxLength: 255 } }, 25),
        response: { 200: listSchema(lineSchema) },
      }),
    },
    async (request) => {
      const { q, ...paging } = request.query;
      return audit.list(q, paging);
    },
  );
}
