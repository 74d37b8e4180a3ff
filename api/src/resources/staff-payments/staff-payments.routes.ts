import type { FastifyInstance } from 'fastify';
import { reasonSchema } from 'mf-shared/validation';
import type { PaymentProvider } from '../../lib/payments';
import {
  dataSchema,
  errorsOf,
  idParams,
  listQuerySchema,
  listSchema,
  nullableTextSchema,
  routeDocs,
  typedRoutes,
} from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { STAFF_AREAS } from '../staff/staff.permissions';
import { staffPaymentsService } from './staff-payments.service';

const doc = routeDocs({ tags: ['Staff: payments'], secured: true, errors: errorsOf(401, 403, 404, 409, 422) });

const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
const PROVIDERS = ['sandbox', 'stripe', 'paypal'] as const;

const accountSchema = {
  type: 'object',
  required: ['id', 'email', 'first_name', 'last_name', 'role'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    role: { type: 'integer', description: 'expert 0, journalist 1' },
  },
} as const;

const paymentProperties = {
  id: { type: 'integer' },
  user_id: { type: 'integer' },
  plan_name: nullableTextSchema,
  amount_cents: { type: 'integer', description: 'The total charged, GST included' },
  gst_cents: { type: 'integer' },
  currency: { type: 'string' },
  status: { type: 'string', enum: PAYMENT_STATUSES },
  receipt_number: nullableTextSchema,
  period_end: nullableTextSchema,
  provider: { type: 'string', enum: PROVIDERS },
  provider_ref: { ...nullableTextSchema, description: 'Stripe: the invoice' },
  created_at: { type: 'string' },
  account: accountSchema,
} as const;

const paymentSchema = {
  type: 'object',
  required: Object.keys(paymentProperties) as (keyof typeof paymentProperties)[],
  properties: paymentProperties,
} as const;

const subscriptionSchema = {
  type: 'object',
  required: [
    'id',
    'plan_name',
    'status',
    'provider',
    'provider_ref',
    'current_period_end',
    'cancel_at_period_end',
    'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    plan_name: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'active', 'cancelled', 'expired'] },
    provider: { type: 'string', enum: PROVIDERS },
    provider_ref: nullableTextSchema,
    current_period_end: nullableTextSchema,
    cancel_at_period_end: { type: 'boolean' },
    created_at: { type: 'string' },
  },
} as const;

const accountPaymentsSchema = {
  type: 'object',
  required: ['account', 'subscriptions', 'payments'],
  properties: {
    account: accountSchema,
    subscriptions: { type: 'array', items: subscriptionSchema },
    payments: { type: 'array', items: paymentSchema },
  },
} as const;

/** Payments in the console (owners only): lists, an account's history, and refunds through the provider. */
export default async function staffPaymentRoutes(instance: FastifyInstance, options: { provider: PaymentProvider }) {
  const app = typedRoutes(instance);
  const payments = staffPaymentsService(app.db, { provider: options.provider, kick: () => app.outbox.kick() });
  const guard = app.staffOnly(STAFF_AREAS.payments);

  app.get(
    '/staff/payments',
    {
      preHandler: guard,
      schema: doc('Payments, newest first; `status=failed` lists the failed ones', {
        querystring: listQuerySchema({
          status: { type: 'string', enum: ['all', ...PAYMENT_STATUSES], default: 'all' },
          q: { type: 'string', maxLength: 255, description: 'In the account’s name or email' },
        }),
        response: { 200: listSchema(paymentSchema) },
      }),
    },
    async (request) => {
      const { status, q, ...paging } = request.query;
      return payments.list(status, q, paging);
    },
  );

  app.get(
    '/staff/payments/accounts/:id',
    {
      preHandler: guard,
      schema: doc('An account’s subscriptions and payments, newest first', {
        params: idParams,
        response: { 200: dataSchema(accountPaymentsSchema) },
      }),
    },
    async (request) => ({ data: await payments.account(request.params.id) }),
  );

  app.post<{ Params: { id: number }; Body: { reason: string } }>(
    '/staff/payments/:id/refund',
    {
      preHandler: [guard, validateBody(reasonSchema)],
      schema: doc('Refund a succeeded payment in full through its provider, with a reason (mailed: a notice only)', {
        params: idParams,
        body: reasonSchema,
        response: { 200: dataSchema(paymentSchema, true), 502: { $ref: 'Error#' } },
      }),
    },
    async (request) => payments.refund(request.staff!, request.params.id, request.body.reason),
  );
}
