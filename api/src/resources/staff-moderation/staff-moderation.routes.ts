import type { FastifyInstance } from 'fastify';
import { REPORT_ITEM_TYPES, REPORT_REASONS, reasonSchema, type ReportItemType } from 'mf-shared/validation';
import {
  dataSchema,
  errorsOf,
  listQuerySchema,
  listSchema,
  nullableTextSchema,
  routeDocs,
  typedRoutes,
} from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { STAFF_AREAS } from '../staff/staff.permissions';
import { staffModerationService } from './staff-moderation.service';

const doc = routeDocs({ tags: ['Staff: moderation'], secured: true, errors: errorsOf(401, 403, 404, 409, 422) });

const itemTypeSchema = { type: 'string', enum: REPORT_ITEM_TYPES } as const;

/** `/staff/moderation/{type}/{id}/…`: one reportable item. */
const itemParams = {
  type: 'object',
  required: ['type', 'id'],
  properties: { type: itemTypeSchema, id: { type: 'integer', minimum: 1 } },
} as const;

const itemProperties = {
  item_type: itemTypeSchema,
  item_id: { type: 'integer' },
  title: { type: 'string', description: 'Heading, name, or the start of a question' },
  path: { ...nullableTextSchema, description: 'The public page on the site, when it has one' },
  created_at: { type: 'string' },
  hidden_at: nullableTextSchema,
  hidden_reason: nullableTextSchema,
  owner: {
    type: 'object',
    required: ['id', 'email', 'name'],
    properties: { id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' } },
  },
} as const;

const itemSchema = {
  type: 'object',
  required: Object.keys(itemProperties) as (keyof typeof itemProperties)[],
  properties: itemProperties,
} as const;

const reportGroupSchema = {
  type: 'object',
  required: [...itemSchema.required, 'reports_count', 'first_reported_at', 'last_reported_at', 'reasons', 'notes'],
  properties: {
    ...itemProperties,
    reports_count: { type: 'integer' },
    first_reported_at: { type: 'string' },
    last_reported_at: { type: 'string' },
    reasons: {
      type: 'object',
      description: 'Open reports per reason',
      properties: Object.fromEntries(REPORT_REASONS.map((r) => [r, { type: 'integer' }])) as Record<
        (typeof REPORT_REASONS)[number],
        { type: 'integer' }
      >,
    },
    notes: { type: 'array', items: { type: 'string' }, description: 'The latest notes, at most 5' },
  },
} as const;

const recentSchema = {
  type: 'object',
  required: [...itemSchema.required, 'open_reports'],
  properties: { ...itemProperties, open_reports: { type: 'integer' } },
} as const;

/** Moderation in the console (moderators, owners): reports, recently published items, hide, unhide, dismiss. */
export default async function staffModerationRoutes(instance: FastifyInstance, { shellUrl }: { shellUrl: string }) {
  const app = typedRoutes(instance);
  const moderation = staffModerationService(app.db, { shellUrl });
  const reportsGuard = app.staffOnly(STAFF_AREAS.reports);
  const contentGuard = app.staffOnly(STAFF_AREAS.content);

  app.get(
    '/staff/moderation/reports',
    {
      preHandler: reportsGuard,
      schema: doc('Open reports grouped by item, the most reported first', {
        querystring: listQuerySchema(),
        response: { 200: listSchema(reportGroupSchema) },
      }),
    },
    async (request) => moderation.reports(request.query),
  );

  app.get(
    '/staff/moderation/recent',
    {
      preHandler: contentGuard,
      schema: doc('News, story ideas, events and guests published in the last 14 days, newest first', {
        querystring: listQuerySchema({ type: { type: 'string', enum: ['news', 'story_idea', 'event', 'guest'] } }),
        response: { 200: listSchema(recentSchema) },
      }),
    },
    async (request) => {
      const { type, ...paging } = request.query;
      return moderation.recent(type, paging);
    },
  );

  app.get(
    '/staff/moderation/:type/:id',
    {
      preHandler: contentGuard,
      schema: doc('One reportable item, with its hidden state', {
        params: itemParams,
        response: { 200: dataSchema(itemSchema) },
      }),
    },
    async (request) => ({ data: await moderation.item(request.params.type as ReportItemType, request.params.id) }),
  );

  app.post<{ Params: { type: ReportItemType; id: number }; Body: { reason: string } }>(
    '/staff/moderation/:type/:id/hide',
    {
      preHandler: [contentGuard, validateBody(reasonSchema)],
      schema: doc('Hide an item from every public list, page and search; its owner is told the reason', {
        params: itemParams,
        body: reasonSchema,
        response: { 200: dataSchema(itemSchema, true) },
      }),
    },
    async (request) => moderation.hide(request.staff!, request.params.type, request.params.id, request.body.reason),
  );

  app.post<{ Params: { type: ReportItemType; id: number }; Body: { reason: string } }>(
    '/staff/moderation/:type/:id/unhide',
    {
      preHandler: [contentGuard, validateBody(reasonSchema)],
      schema: doc('Show a hidden item again; its owner is told the reason', {
        params: itemParams,
        body: reasonSchema,
        response: { 200: dataSchema(itemSchema, true) },
      }),
    },
    async (request) => moderation.unhide(request.staff!, request.params.type, request.params.id, request.body.reason),
  );

  app.post(
    '/staff/moderation/:type/:id/dismiss',
    {
      preHandler: reportsGuard,
      schema: doc('Dismiss the item’s open reports, leaving the item as it is', {
        params: itemParams,
        body: 'none',
        response: { 200: dataSchema(itemSchema, true) },
      }),
    },
    async (request) => moderation.dismiss(request.staff!, request.params.type as ReportItemType, request.params.id),
  );
}
