import type { FastifyInstance } from 'fastify';
import { listSchema, pagingQuerySchema, type Paging } from '../../lib/lists';
import { dataSchema, errorsOf, idParams, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { notificationsService } from './notifications.service';

export const notificationSchema = {
  type: 'object',
  required: ['id', 'type', 'data', 'created_at', 'read_at'],
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['Interview', 'Question', 'Search', 'Guest', 'Payment', 'Moderation', 'Request'] },
    data: { type: 'string', description: 'HTML text' },
    created_at: { type: 'string' },
    read_at: { type: ['string', 'null'] },
  },
} as const;

const doc = routeDocs({ tags: ['Notifications'], secured: true, errors: errorsOf(401, 404, 422) });

export default async function notificationRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const notifications = notificationsService(app.db, { realtime: app.realtime });
  const secured = { preHandler: app.authenticate };

  app.get<{ Querystring: Paging }>(
    '/notifications',
    {
      ...secured,
      schema: doc('The user’s notifications, newest first', {
        querystring: pagingQuerySchema,
        response: { 200: listSchema(notificationSchema) },
      }),
    },
    async (request) => notifications.list(request.user!.id, request.query),
  );

  app.post(
    '/notifications/read/:id',
    {
      ...secured,
      schema: doc('Mark one notification read', {
        params: idParams,
        body: 'none',
        response: { 200: dataSchema(notificationSchema) },
      }),
    },
    async (request) => ({ data: await notifications.markRead(request.user!.id, request.params.id) }),
  );

  // GET /conversation/count-unread lives with the conversations (conversations.routes.ts).
}
