import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../db/schema';
import { listBody, listSchema, offsetOf, pagingQuerySchema, type Paging } from '../../lib/lists';
import { errorResponses } from '../../lib/schemas';
import { HttpError } from '../../plugins/errors';
import { notificationColumns, notificationsService } from './notifications.service';

const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['Interview', 'Question'] },
    data: { type: 'string', description: 'HTML text' },
    created_at: { type: 'string' },
    read_at: { type: ['string', 'null'] },
  },
};

export default async function notificationRoutes(app: FastifyInstance) {
  const service = notificationsService(app);
  const secured = { preHandler: app.authenticate };

  app.get<{ Querystring: Paging }>(
    '/notifications',
    {
      ...secured,
      schema: {
        tags: ['Notifications'],
        summary: 'The user’s notifications, newest first',
        security: [{ bearer: [] }],
        querystring: pagingQuerySchema,
        response: { 200: listSchema(notificationSchema), 401: errorResponses[401] },
      },
    },
    async (request) => {
      const mine = eq(notifications.user_id, request.user!.id);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select(notificationColumns)
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.created_at), desc(notifications.id))
          .limit(request.query.per_page)
          .offset(offsetOf(request.query)),
        app.db.select({ total: count() }).from(notifications).where(mine),
      ]);
      return listBody(rows, total, request.query);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/notifications/read/:id',
    {
      ...secured,
      schema: {
        tags: ['Notifications'],
        summary: 'Mark one notification read',
        security: [{ bearer: [] }],
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        response: { 200: { type: 'object', properties: { data: notificationSchema } }, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(notifications)
        .set({ read_at: new Date().toISOString() })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.user_id, request.user!.id)))
        .returning(notificationColumns);
      // Someone else's notification is as good as missing.
      if (!row) throw new HttpError(404, 'Notification not found');
      return { data: row };
    },
  );

  app.get(
    '/conversation/count-unread',
    {
      ...secured,
      schema: {
        tags: ['Notifications'],
        summary: 'Unread messages, read at data.data.count_unread',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { count_unread: { type: 'integer' } } } },
          },
        },
      },
    },
    async (request) => ({ data: { count_unread: await service.unreadMessageCount(request.user!.id) } }),
  );
}
