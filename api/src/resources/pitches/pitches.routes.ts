import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import {
  pitchDeclineSchema,
  pitchEditSchema,
  pitchSchema,
  REQUEST_ALERT_FREQUENCIES,
  REQUEST_MEDIA,
  REQUEST_MESSAGES as M,
  requestAlertsSchema,
  type PitchDeclineInput,
  type PitchEditInput,
  type PitchInput,
  type RequestAlertsInput,
} from 'mf-shared/validation';
import { requireActive } from '../../lib/access';
import {
  dataSchema,
  errorsOf,
  idParams,
  integer,
  listQuerySchema,
  listSchema,
  messageSchema,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { notificationsService } from '../notifications/notifications.service';
import { opportunityOut, pitchOut } from '../requests/requests.routes';
import { pitchesService } from './pitches.service';

const doc = routeDocs({ tags: ['Source requests'], secured: true, errors: errorsOf(401, 403, 404, 409, 422) });

const alertsOut = {
  type: 'object',
  required: ['expertise_ids', 'frequency', 'paused'],
  properties: {
    expertise_ids: { type: 'array', items: integer, description: 'Topics; empty: every expertise of my guests' },
    frequency: { type: 'string', enum: [...REQUEST_ALERT_FREQUENCIES] },
    paused: { type: 'boolean' },
  },
} as const;

/** The expert account acted for (a team member's owner). */
const accountOf = (request: FastifyRequest) => request.actingAccount?.id ?? request.user!.id;

/**
 * Source requests (issue 27), the expert's side: open requests as opportunities, pitches with the
 * account's own guests, alert settings; and the journalist's shortlist and decline of a pitch.
 */
export default async function pitchRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const pitches = pitchesService(app.db, { notifications: notificationsService(app.db, { realtime: app.realtime }) });
  const expert = [app.authenticate, requireActive(ROLE.EXPERT, M.ONLY_EXPERTS)];
  const journalist = [app.authenticate, requireActive(ROLE.JOURNALIST, M.ONLY_JOURNALISTS)];
  type Id = { Params: { id: number } };

  app.get(
    '/opportunities',
    {
      preHandler: expert,
      schema: doc('Open requests for the expert account, newest or soonest deadline first', {
        description:
          '`matches=1` (default): only requests one of the account’s published guests fits (the directory’s rule). Opening the list marks the new ones seen (the menu badge).',
        querystring: listQuerySchema({
          matches: { type: 'integer', enum: [0, 1], default: 1 },
          expertise_id: { type: 'integer', minimum: 1 },
          medium: { type: 'string', enum: REQUEST_MEDIA.map((m) => m.value) },
          deadline_within_hours: { type: 'integer', minimum: 1, maximum: 24 * 366 },
          sort: { type: 'string', enum: ['newest', 'deadline'], default: 'newest' },
        }),
        response: { 200: listSchema(opportunityOut) },
      }),
    },
    async (request) => {
      const { page, per_page, matches, ...filters } = request.query;
      return {
        ...(await pitches.opportunities(
          accountOf(request),
          { ...filters, matches: matches === 1 },
          { page, per_page },
        )),
      };
    },
  );

  app.get(
    '/opportunities/summary',
    {
      preHandler: expert,
      schema: doc('New matching opportunities since the account last opened the list (the menu badge)', {
        response: {
          200: dataSchema({ type: 'object', required: ['new_count'], properties: { new_count: integer } }),
        },
      }),
    },
    async (request) => ({ data: await pitches.summary(accountOf(request)) }),
  );

  app.get<Id>(
    '/opportunities/:id',
    {
      preHandler: expert,
      schema: doc('An open request (or one the account pitched for), its pitches and the guests it may pitch', {
        params: idParams,
        response: {
          200: dataSchema({
            ...opportunityOut,
            required: [...opportunityOut.required, 'my_pitches', 'eligible_guests'],
            properties: {
              ...opportunityOut.properties,
              my_pitches: { type: 'array', items: pitchOut },
              eligible_guests: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'name', 'title', 'photo_url'],
                  properties: {
                    id: integer,
                    name: text,
                    title: { type: ['string', 'null'] },
                    photo_url: { type: ['string', 'null'] },
                  },
                },
              },
            },
          }),
        },
      }),
    },
    async (request) => ({ data: await pitches.opportunity(accountOf(request), request.params.id) }),
  );

  app.post<Id & { Body: PitchInput }>(
    '/opportunities/:id/pitches',
    {
      preHandler: [...expert, validateBody(pitchSchema)],
      config: { writeLimit: 'pitch' },
      schema: doc('Pitch one of the account’s published guests with a short answer; the journalist is told', {
        description:
          'One pitch per guest per request (409); the request closed, past its deadline or at its cap: 409. At most 30 a day per account (429 with Retry-After).',
        params: idParams,
        body: pitchSchema,
        response: { 201: dataSchema(pitchOut, true) },
      }),
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await pitches.pitch(accountOf(request), request.user!.id, request.params.id, request.body),
        message: M.PITCHED,
      }),
  );

  app.get(
    '/pitches',
    {
      preHandler: expert,
      schema: doc('The account’s pitches with their outcome, newest first, and its shortlist rate', {
        querystring: listQuerySchema(),
        response: {
          200: {
            type: 'object',
            required: ['data', 'meta'],
            properties: {
              data: { type: 'array', items: pitchOut },
              meta: {
                type: 'object',
                required: ['current_page', 'per_page', 'total', 'last_page', 'shortlist_rate'],
                properties: {
                  current_page: integer,
                  per_page: integer,
                  total: integer,
                  last_page: integer,
                  shortlist_rate: {
                    type: ['number', 'null'],
                    description: 'Share of the pitches shortlisted or taken to an interview (0..1); null before any',
                  },
                },
              },
            },
          },
        },
      }),
    },
    async (request) => pitches.mine(accountOf(request), request.query),
  );

  app.put<Id & { Body: PitchEditInput }>(
    '/pitches/:id',
    {
      preHandler: [...expert, validateBody(pitchEditSchema)],
      schema: doc('Edit the answer of the account’s pitch until the deadline', {
        params: idParams,
        body: pitchEditSchema,
        response: { 200: dataSchema(pitchOut, true) },
      }),
    },
    async (request) => ({
      data: await pitches.edit(accountOf(request), request.params.id, request.body.answer),
      message: M.PITCH_UPDATED,
    }),
  );

  app.delete<Id>(
    '/pitches/:id',
    {
      preHandler: expert,
      schema: doc('Withdraw the account’s pitch until the deadline', {
        params: idParams,
        response: { 200: messageSchema },
      }),
    },
    async (request) => {
      await pitches.withdraw(accountOf(request), request.params.id);
      return { message: M.WITHDRAWN };
    },
  );

  app.post<Id>(
    '/pitches/:id/shortlist',
    {
      preHandler: journalist,
      schema: doc('Shortlist a pitch on the journalist’s request; the expert is told', {
        params: idParams,
        body: 'none',
        response: { 200: dataSchema(pitchOut, true) },
      }),
    },
    async (request) => ({ data: await pitches.shortlist(request.user!.id, request.params.id), message: M.SHORTLISTED }),
  );

  app.post<Id & { Body: PitchDeclineInput }>(
    '/pitches/:id/decline',
    {
      preHandler: [...journalist, validateBody(pitchDeclineSchema)],
      schema: doc('Decline a pitch on the journalist’s request, with an optional note; the expert is told', {
        params: idParams,
        body: pitchDeclineSchema,
        response: { 200: dataSchema(pitchOut, true) },
      }),
    },
    async (request) => ({
      data: await pitches.decline(request.user!.id, request.params.id, request.body.note),
      message: M.DECLINED,
    }),
  );

  app.get(
    '/profile/request-alerts',
    {
      preHandler: expert,
      schema: doc('The account’s request alerts: topics, how often, paused', {
        response: { 200: dataSchema(alertsOut) },
      }),
    },
    async (request) => ({ data: await pitches.alerts(accountOf(request)) }),
  );

  app.put<{ Body: RequestAlertsInput }>(
    '/profile/request-alerts',
    {
      preHandler: [...expert, validateBody(requestAlertsSchema)],
      schema: doc('Set the account’s request alerts', {
        body: requestAlertsSchema,
        response: { 200: dataSchema(alertsOut, true) },
      }),
    },
    async (request) => ({
      data: await pitches.saveAlerts(accountOf(request), request.body),
      message: M.ALERTS_SAVED,
    }),
  );
}
