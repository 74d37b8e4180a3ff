import type { FastifyInstance } from 'fastify';
import { activeUser } from '../../lib/access';
import { dataSchema, errorsOf, messageError, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { HttpError } from '../../plugins/errors';
import { calendarFeedService } from './calendar-feed.service';

export const FEED_NOT_FOUND = 'Calendar feed not found';

const urlSchema = {
  type: 'object',
  required: ['url'],
  properties: { url: { type: 'string', description: 'The private feed address (webcal-able https URL)' } },
} as const;

const doc = routeDocs({ tags: ['Calendar'], secured: true, errors: errorsOf(401, 403) });
const publicDoc = routeDocs({ tags: ['Calendar'] });

/**
 * Each user's private calendar feed: the address to subscribe to (made on first ask), its reset,
 * and the feed itself, public by its secret address (calendars cannot sign in). The address is for
 * an active account (a team member's owner active too), as the interviews it lists.
 */
export default async function calendarFeedRoutes(
  instance: FastifyInstance,
  /** `secret`: the server secret feed addresses are made with (see `feedKey`). */
  options: { publicUrl: string; shellUrl: string; secret: string },
) {
  const app = typedRoutes(instance);
  const feeds = calendarFeedService(app.db, options);

  app.get(
    '/calendar/token',
    {
      preHandler: [app.authenticate, activeUser],
      schema: doc('The address of my private calendar feed (made on first ask)', {
        response: { 200: dataSchema(urlSchema) },
      }),
    },
    async (request) => ({ data: { url: await feeds.url(request.user!.id) } }),
  );

  app.post(
    '/calendar/token/reset',
    {
      preHandler: [app.authenticate, activeUser],
      schema: doc('A new feed address; the old one stops working at once', {
        body: 'none',
        response: { 200: dataSchema(urlSchema) },
      }),
    },
    async (request) => ({ data: { url: await feeds.reset(request.user!.id) } }),
  );

  app.get(
    '/calendar/feed/:file',
    {
      schema: {
        ...publicDoc('The feed: my planned interviews as iCalendar (`<user id>.<token>.ics`, no sign-in)', {
          params: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', description: '`<user id>.<token>.ics`' } },
          },
          response: { 200: { type: 'string', description: 'text/calendar' }, 404: messageError },
        }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const ics = await feeds.feed(request.params.file);
      // An unknown, reset or malformed token: the same 404, so an address tells nothing of its owner.
      if (!ics) throw new HttpError(404, FEED_NOT_FOUND);
      reply
        .type('text/calendar; charset=utf-8')
        // Calendars poll; five minutes spares the database, and only the holder of the address may keep it.
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="presspoint.ics"');
      return ics;
    },
  );
}
