import type { FastifyInstance } from 'fastify';
import { dataSchema, errorsOf, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { STAFF_AREAS } from '../staff/staff.permissions';
import { FIGURES_CSV_COLUMNS, staffFiguresService } from './staff-figures.service';

const doc = routeDocs({ tags: ['Staff: figures'], secured: true, errors: errorsOf(401, 403, 422) });

const count = { type: 'integer' } as const;
const median = { type: ['number', 'null'] } as const;

const figuresProperties = {
  signups_journalists: count,
  signups_experts: count,
  approvals: { ...count, description: 'Accounts approved' },
  approval_median_hours: { ...median, description: 'Median hours from sign-up to approval of those approved' },
  interview_requests: count,
  interviews_pending: count,
  interviews_accepted: count,
  interviews_rejected: count,
  interviews_cancelled: count,
  interviews_done: count,
  questions: { ...count, description: 'Question threads started' },
  questions_answered: count,
  first_answer_median_minutes: { ...median, description: 'Median minutes from a question to its first answer' },
} as const;

const daySchema = {
  type: 'object',
  required: [...FIGURES_CSV_COLUMNS],
  properties: {
    date: { type: 'string', description: 'YYYY-MM-DD (UTC)' },
    ...figuresProperties,
    mrr_cents: { ...count, description: 'Monthly recurring revenue at the day’s end, before GST' },
    active_subscriptions: count,
  },
} as const;

const totalsSchema = {
  type: 'object',
  required: [...Object.keys(figuresProperties), 'acceptance_percent', 'mrr_cents'],
  properties: {
    ...figuresProperties,
    acceptance_percent: { ...median, description: 'Accepted or done out of accepted, done and rejected' },
    mrr_cents: { ...count, description: 'On the last day' },
  },
} as const;

const figuresSchema = {
  type: 'object',
  required: ['from', 'to', 'currency', 'approvals_waiting', 'totals', 'days'],
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    currency: { type: 'string' },
    approvals_waiting: { ...count, description: 'Accounts waiting for approval now' },
    totals: totalsSchema,
    days: { type: 'array', items: daySchema },
  },
} as const;

const rangeQuery = {
  type: 'object',
  properties: {
    from: { type: 'string', maxLength: 10, description: 'First day, YYYY-MM-DD (UTC); default: 29 days before `to`' },
    to: { type: 'string', maxLength: 10, description: 'Last day, included; default: today; at most 366 days' },
  },
} as const;

/** The business's figures in the console (support, owners): as JSON for the charts, and as CSV. */
export default async function staffFiguresRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const figures = staffFiguresService(app.db);
  const guard = app.staffOnly(STAFF_AREAS.figures);

  app.get(
    '/staff/figures',
    {
      preHandler: guard,
      schema: doc('Sign-ups, approvals, interview requests, first answers and recurring revenue per day', {
        querystring: rangeQuery,
        response: { 200: dataSchema(figuresSchema) },
      }),
    },
    async (request) => ({ data: await figures.figures(request.query) }),
  );

  app.get(
    '/staff/figures.csv',
    {
      preHandler: guard,
      schema: doc('The same figures as CSV, a line per day', {
        querystring: rangeQuery,
        response: { 200: { type: 'string', description: 'text/csv' } },
      }),
    },
    async (request, reply) => {
      const { text, filename } = await figures.csv(request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  );
}
