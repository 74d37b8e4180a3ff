import type { FastifyInstance } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import {
  PITCH_STATUSES,
  REQUEST_FORMATS,
  REQUEST_MEDIA,
  REQUEST_MESSAGES as M,
  REQUEST_STATUSES,
  sourceRequestSchema,
  type SourceRequestInput,
} from 'mf-shared/validation';
import { requireActive } from '../../lib/access';
import {
  dataSchema,
  errorsOf,
  idParams,
  integer,
  listQuerySchema,
  listSchema,
  namedListSchema,
  nullableText,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { guestCardSchema } from '../directory/directory.routes';
import { notificationsService } from '../notifications/notifications.service';
import { requestsService } from './requests.service';

const requestProperties = {
  id: integer,
  summary: text,
  details: { ...text, description: 'Cleaned HTML' },
  expertise: namedListSchema,
  countries: namedListSchema,
  regions: { ...namedListSchema, description: 'Media regions ("Available in")' },
  languages: namedListSchema,
  medium: { type: 'string', enum: REQUEST_MEDIA.map((m) => m.value) },
  format: { type: 'string', enum: REQUEST_FORMATS.map((f) => f.value) },
  deadline: { ...text, description: 'ISO date-time, UTC' },
  time_zone: { ...text, description: 'The IANA zone the journalist set the deadline in' },
  outlet_name: nullableText,
  anonymous_outlet: { type: 'boolean' },
  max_pitches: { type: ['integer', 'null'] },
  status: { type: 'string', enum: [...REQUEST_STATUSES] },
  closed_at: nullableText,
  created_at: text,
  pitches_count: { ...integer, description: 'Pitches not withdrawn' },
} as const;
const requestRequired = Object.keys(requestProperties);

/** A journalist's request (the contract's SourceRequest). */
export const sourceRequestOut = {
  type: 'object',
  required: [...requestRequired, 'new_pitches_count'],
  properties: {
    ...requestProperties,
    new_pitches_count: { ...integer, description: 'Pitches since the journalist last opened the request’s pitches' },
  },
} as const;

/** A request as an expert sees it (the contract's Opportunity): never the journalist's email. */
export const opportunityOut = {
  type: 'object',
  required: [...requestRequired, 'journalist', 'outlet', 'matches_my_guests', 'my_pitch_count'],
  properties: {
    ...requestProperties,
    journalist: { type: 'object', required: ['name'], properties: { name: text } },
    outlet: { ...text, description: 'The outlet’s name, or "Anonymous outlet"' },
    matches_my_guests: { type: 'boolean' },
    my_pitch_count: integer,
  },
} as const;

/** A pitch (the contract's Pitch). */
export const pitchOut = {
  type: 'object',
  required: [
    'id',
    'request_id',
    'answer',
    'status',
    'decline_note',
    'match_score',
    'created_at',
    'updated_at',
    'guest',
    'response_time',
  ],
  properties: {
    id: integer,
    request_id: integer,
    answer: { ...text, description: 'Cleaned HTML' },
    status: { type: 'string', enum: [...PITCH_STATUSES] },
    decline_note: nullableText,
    match_score: { ...integer, description: '0..100: expertise 60, places 20, languages 20' },
    created_at: text,
    updated_at: text,
    guest: guestCardSchema,
    response_time: {
      type: ['object', 'null'],
      required: ['label'],
      properties: { label: text },
      description: 'The expert account’s response-time badge (the directory’s answers_within_hours)',
    },
    request: {
      type: 'object',
      required: ['id', 'summary', 'deadline', 'status'],
      properties: { id: integer, summary: text, deadline: text, status: text },
    },
  },
} as const;

const doc = routeDocs({ tags: ['Source requests'], secured: true, errors: errorsOf(401, 403, 404, 409, 422) });

/**
 * Source requests (issue 27), the journalist's side: an approved journalist posts what they need
 * by a deadline; the expert accounts whose guests fit are told; the pitches come back ranked.
 */
export default async function requestRoutes(instance: FastifyInstance, { shellUrl }: { shellUrl: string }) {
  const app = typedRoutes(instance);
  const notifications = notificationsService(app.db, { realtime: app.realtime });
  const requests = requestsService(app.db, {
    notifications,
    sendMail: (mail) => app.outbox.mail(mail),
    runInBackground: (name, task) => app.background.run(name, task),
    shellUrl,
  });
  // Requests close at their deadline (checked every minute); daily alert digests go out once a day.
  app.jobs.add({ name: 'source-request-deadlines', everyMs: 60_000, run: () => requests.closeDue() });
  app.jobs.add({ name: 'source-request-digest', everyMs: 10 * 60_000, run: () => requests.runDigests() });
  const guard = [app.authenticate, requireActive(ROLE.JOURNALIST, M.ONLY_JOURNALISTS)];
  type Id = { Params: { id: number } };

  app.post<{ Body: SourceRequestInput }>(
    '/requests',
    {
      preHandler: [...guard, validateBody(sourceRequestSchema)],
      config: { writeLimit: 'sourceRequest' },
      schema: doc('Post a source request; the expert accounts whose guests fit it are told', {
        description:
          'Matching uses the directory’s rule: published guests of active accounts with one of the expertise and, when given, one of the countries or regions and one of the languages. Each account (not paused, its alert topics matching when set) gets one Request notification and a mail (or a line in its daily digest). At most 10 a day per account (429 with Retry-After).',
        body: sourceRequestSchema,
        response: { 201: dataSchema(sourceRequestOut, true) },
      }),
    },
    async (request, reply) =>
      reply.code(201).send({ data: await requests.create(request.user!.id, request.body), message: M.POSTED }),
  );

  app.get(
    '/requests',
    {
      preHandler: guard,
      schema: doc('The journalist’s requests: open by deadline, closed newest first', {
        querystring: listQuerySchema({ status: { type: 'string', enum: [...REQUEST_STATUSES], default: 'open' } }),
        response: { 200: listSchema(sourceRequestOut) },
      }),
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      return { ...(await requests.list(request.user!.id, status, { page, per_page })) };
    },
  );

  app.get(
    '/requests/summary',
    {
      preHandler: guard,
      schema: doc('The dashboard’s figures: open requests, new pitches, median minutes to the first pitch', {
        response: {
          200: dataSchema({
            type: 'object',
            required: ['open_count', 'new_pitches_count', 'median_minutes_to_first_pitch'],
            properties: {
              open_count: integer,
              new_pitches_count: integer,
              median_minutes_to_first_pitch: { type: ['integer', 'null'] },
            },
          }),
        },
      }),
    },
    async (request) => ({ data: await requests.summary(request.user!.id) }),
  );

  app.get<Id>(
    '/requests/:id',
    {
      preHandler: guard,
      schema: doc('One of the journalist’s requests (another’s: 404)', {
        params: idParams,
        response: { 200: dataSchema(sourceRequestOut) },
      }),
    },
    async (request) => ({ data: await requests.show(request.user!.id, request.params.id) }),
  );

  app.put<Id>(
    '/requests/:id',
    {
      preHandler: guard,
      schema: doc('Edit an open request (closed: 409); a deadline left as it was may be under an hour away', {
        params: idParams,
        body: sourceRequestSchema,
        response: { 200: dataSchema(sourceRequestOut, true) },
      }),
    },
    // Checked by the service rather than validateBody: an edit may keep its stored deadline.
    async (request) => ({
      data: await requests.update(request.user!.id, request.params.id, request.body),
      message: M.UPDATED,
    }),
  );

  app.post<Id>(
    '/requests/:id/close',
    {
      preHandler: guard,
      schema: doc('Close an open request by hand; its pitchers are told', {
        params: idParams,
        body: 'none',
        response: { 200: dataSchema(sourceRequestOut, true) },
      }),
    },
    async (request) => ({
      data: await requests.close(request.user!.id, request.params.id),
      message: M.CLOSED_BY_HAND,
    }),
  );

  app.get<Id>(
    '/requests/:id/pitches',
    {
      preHandler: guard,
      schema: doc('The request’s pitches, best fitting first; reading them marks them seen', {
        params: idParams,
        response: { 200: dataSchema({ type: 'array', items: pitchOut }) },
      }),
    },
    async (request) => ({ data: await requests.pitches(request.user!.id, request.params.id) }),
  );
}
