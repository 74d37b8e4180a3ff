import type { FastifyInstance } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import type { SavedSearchQuery } from 'mf-shared/types/saved-search';
import {
  SAVED_SEARCH_MESSAGES,
  savedSearchChangeSchema,
  savedSearchSchema,
  type SavedSearchChange,
} from 'mf-shared/validation';
import { requireActive } from '../../lib/access';
import {
  dataSchema,
  errorsOf,
  idParams,
  integer,
  messageSchema,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { notificationsService } from '../notifications/notifications.service';
import { savedSearchesService } from './saved-searches.service';

export const ONLY_JOURNALISTS_SAVED_SEARCHES = 'Only journalists can save directory searches';

const savedSearchSchemaOut = {
  type: 'object',
  required: ['id', 'name', 'query', 'is_paused', 'last_run_at', 'last_new_count', 'created_at'],
  properties: {
    id: integer,
    name: text,
    query: {
      type: 'object',
      additionalProperties: true,
      description: 'The directory search, as POST /search-guest takes it',
    },
    is_paused: { type: 'boolean' },
    last_run_at: text,
    last_new_count: integer,
    created_at: text,
  },
} as const;

const doc = routeDocs({ tags: ['Saved searches'], secured: true, errors: errorsOf(401, 403, 404, 422) });

/** A journalist's saved directory searches, each with a daily digest of new matches. */
export default async function savedSearchRoutes(instance: FastifyInstance, { shellUrl }: { shellUrl: string }) {
  const app = typedRoutes(instance);
  const searches = savedSearchesService(app.db, {
    notifications: notificationsService(app.db, { realtime: app.realtime }),
    sendMail: (mail) => app.outbox.mail(mail),
    shellUrl,
  });
  // The digest looks every 10 minutes for searches not run for a day (one instance at a time).
  app.jobs.add({ name: 'saved-search-digest', everyMs: 10 * 60_000, run: () => searches.runDigests() });
  const guard = [app.authenticate, requireActive(ROLE.JOURNALIST, ONLY_JOURNALISTS_SAVED_SEARCHES)];
  type Id = { Params: { id: number } };

  app.get(
    '/saved-searches',
    {
      preHandler: guard,
      schema: doc('The journalist’s saved searches, newest first', {
        response: { 200: dataSchema({ type: 'array', items: savedSearchSchemaOut }) },
      }),
    },
    async (request) => ({ data: await searches.list(request.user!.id) }),
  );

  app.post<{ Body: { name: string; query: SavedSearchQuery } }>(
    '/saved-searches',
    {
      preHandler: [...guard, validateBody(savedSearchSchema)],
      schema: doc('Save a directory search under a name; a daily digest tells of new matches', {
        body: savedSearchSchema,
        response: { 201: dataSchema(savedSearchSchemaOut, true) },
      }),
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await searches.create(request.user!.id, request.body.name, request.body.query),
        message: SAVED_SEARCH_MESSAGES.SAVED,
      }),
  );

  app.patch<Id & { Body: SavedSearchChange }>(
    '/saved-searches/:id',
    {
      preHandler: [...guard, validateBody(savedSearchChangeSchema)],
      schema: doc('Rename a saved search, or pause or resume its digest', {
        params: idParams,
        body: savedSearchChangeSchema,
        response: { 200: dataSchema(savedSearchSchemaOut, true) },
      }),
    },
    async (request) => {
      const data = await searches.change(request.user!.id, request.params.id, request.body);
      const message =
        request.body.is_paused === undefined
          ? 'Saved search renamed'
          : request.body.is_paused
            ? SAVED_SEARCH_MESSAGES.PAUSED
            : SAVED_SEARCH_MESSAGES.RESUMED;
      return { data, message };
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      preHandler: guard,
      schema: doc('Delete a saved search and its digest', { params: idParams, response: { 200: messageSchema } }),
    },
    async (request) => {
      await searches.remove(request.user!.id, request.params.id);
      return { message: SAVED_SEARCH_MESSAGES.DELETED };
    },
  );
}
