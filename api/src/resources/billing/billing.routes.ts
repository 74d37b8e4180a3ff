import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import { object, string } from 'yup';
import type { PaymentProvider } from '../../lib/payments';
import {
  dataSchema,
  errorsOf,
  idParams,
  integer,
  messageError,
  nullableTextSchema,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { userSchema } from '../profile/user.dto';
import { addPeriodEndsJob } from './billing.periodEnds';
import { BILLING_MESSAGES, billingService, type BillingService } from './billing.service';
import sandboxRoutes from './sandbox.routes';

export const planProcessSchema = object({
  plan: string().trim().required('The plan is required').max(64, 'Plan not found'),
});
export const abandonCheckoutSchema = object({
  session_id: string().trim().max(255, BILLING_MESSAGES.CHECKOUT_NOT_FOUND),
});
export const subscriptionNameSchema = object({
  subName: string().trim().required('The subscription is required').max(255, BILLING_MESSAGES.SUBSCRIPTION_NOT_FOUND),
});

/** A plan as the API answers it: prices in cents of `currency`, before GST, its GST and the total. */
export const planSchema = {
  type: 'object',
  required: [
    'id',
    'slug',
    'name',
    'package',
    'tier',
    'price_cents',
    'gst_cents',
    'total_cents',
    'currency',
    'interval',
    'features',
  ],
  properties: {
    id: integer,
    slug: text,
    name: text,
    package: {
      type: 'string',
      enum: ['general', 'doctor', 'author'],
      description: 'general: any expert; doctor and author: the packages with their extras',
    },
    tier: { type: 'string', enum: ['visibility', 'proficiency', 'advocacy'] },
    price_cents: { ...integer, description: 'annual fee before GST' },
    gst_cents: integer,
    total_cents: { ...integer, description: 'what is charged: price and GST' },
    currency: text,
    interval: text,
    features: { type: 'array', items: text },
  },
} as const;

export const subscriptionSchema = {
  type: 'object',
  required: ['id', 'status', 'provider', 'current_period_end', 'cancel_at_period_end', 'ends_on', 'plan'],
  properties: {
    id: integer,
    status: { type: 'string', enum: ['pending', 'active', 'cancelled', 'expired'] },
    provider: { type: 'string', enum: ['sandbox', 'stripe', 'paypal'] },
    current_period_end: { ...nullableTextSchema, description: 'renewal date (ISO)' },
    cancel_at_period_end: { type: 'boolean' },
    ends_on: { ...nullableTextSchema, description: 'set once cancelled: the access ends then' },
    plan: planSchema,
  },
} as const;

const paymentSchema = {
  type: 'object',
  required: ['id', 'plan_name', 'amount_cents', 'gst_cents', 'currency', 'status', 'receipt_number', 'created_at'],
  properties: {
    id: integer,
    plan_name: nullableTextSchema,
    amount_cents: { ...integer, description: 'total charged, GST included' },
    gst_cents: integer,
    currency: text,
    status: { type: 'string', enum: ['pending', 'succeeded', 'failed', 'refunded'] },
    receipt_number: nullableTextSchema,
    period_end: nullableTextSchema,
    provider: text,
    created_at: nullableTextSchema,
  },
} as const;

const cancelAnswer = { ...dataSchema(subscriptionSchema, true) };

const doc = routeDocs({ tags: ['Subscriptions'], secured: true, errors: errorsOf(401, 403, 404, 422) });
const publicDoc = routeDocs({ tags: ['Subscriptions'], errors: errorsOf(404) });

/** The payment provider's webhook: raw body kept for the signature (this route's parser only). */
async function webhookRoute(
  app: FastifyInstance,
  { billing, provider }: { billing: BillingService; provider: PaymentProvider },
) {
  // This plugin's context only: every other route keeps parsing JSON.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/stripe/webhook',
    {
      schema: {
        ...publicDoc('The payment provider’s events (Stripe’s, or the sandbox’s in the same shape), signed', {
          body: {
            type: 'object',
            description: 'a Stripe event, checked against the Stripe-Signature header on its raw bytes',
            required: ['id', 'type', 'data'],
            properties: {
              id: text,
              type: {
                ...text,
                description:
                  'checkout.session.completed (acted on once paid), checkout.session.async_payment_succeeded, invoice.paid…',
              },
              created: integer,
              data: { type: 'object', properties: { object: { type: 'object' } } },
            },
          },
          response: {
            200: {
              type: 'object',
              required: ['received', 'processed'],
              properties: { received: { type: 'boolean' }, processed: { type: 'boolean' } },
            },
            400: messageError,
          },
        }),
        tags: ['Subscriptions'],
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new HttpError(400, 'Missing webhook signature');
      let event;
      try {
        event = provider.verifyWebhook(request.body, signature);
      } catch {
        throw new HttpError(400, 'Invalid webhook signature');
      }
      const { processed } = await billing.handleEvent(event);
      return { received: true, processed };
    },
  );
}

/** Plans, checkout, the subscription's cancel and resume, receipts, the status poll, legacy PayPal. */
export default async function billingRoutes(
  instance: FastifyInstance,
  options: { provider: PaymentProvider; shellUrl: string; apiUrl: string; origins?: string[] },
) {
  const app = typedRoutes(instance);
  const billing = billingService(app.db, {
    provider: options.provider,
    kick: () => app.outbox.kick(),
    log: app.log,
    shellUrl: options.shellUrl,
    apiUrl: options.apiUrl,
  });
  const expert = async (request: { user: { role: number } | null }) => {
    if (request.user!.role !== ROLE.EXPERT) throw new HttpError(403, BILLING_MESSAGES.ONLY_EXPERTS);
  };
  const guard = [app.authenticate, expert];
  // The payer returns to the shell they came from (any allowed origin), else SHELL_PUBLIC_URL.
  const origins = [options.shellUrl, ...(options.origins ?? [])].map((o) => new URL(o).origin);
  const shellOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && origins.includes(origin) ? origin : options.shellUrl;
  };

  await app.register(webhookRoute, { billing, provider: options.provider });
  if (options.provider.name === 'sandbox')
    await app.register(sandboxRoutes, { billing, provider: options.provider, shellUrl: options.shellUrl, origins });
  addPeriodEndsJob(app, billing);

  app.get(
    '/stripe/getallplans',
    {
      schema: publicDoc('Every plan (spec section 9), with GST', {
        response: { 200: dataSchema({ type: 'array', items: planSchema }) },
      }),
    },
    async () => ({ data: await billing.plans() }),
  );

  app.get(
    '/stripe/getuserplan/:name',
    {
      schema: publicDoc('One plan by its slug (or id)', {
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } },
        response: { 200: dataSchema(planSchema) },
      }),
    },
    async (request) => ({ data: await billing.planByName(request.params.name) }),
  );

  app.get(
    '/subscription-plans',
    {
      schema: publicDoc('Legacy: the plans (slug, name and the rest)', {
        response: { 200: dataSchema({ type: 'array', items: planSchema }) },
      }),
    },
    async () => ({ data: await billing.plans() }),
  );

  app.post<{ Body: { plan: string } }>(
    '/stripe/plan/process',
    {
      preHandler: [...guard, validateBody(planProcessSchema)],
      schema: doc('Start paying for a plan: the account waits (PAYMENT_IN_PROCESS); answers the checkout page', {
        body: planProcessSchema,
        response: {
          200: dataSchema({
            type: 'object',
            required: ['checkout_url', 'session_id', 'user'],
            properties: { checkout_url: text, session_id: text, user: userSchema },
          }),
        },
      }),
    },
    async (request) => ({ data: await billing.startCheckout(request.user!, request.body.plan, shellOf(request)) }),
  );

  app.post<{ Body: { session_id?: string } }>(
    '/stripe/checkout/abandon',
    {
      preHandler: [...guard, validateBody(abandonCheckoutSchema)],
      schema: doc(
        'Leave the checkout: the open one (session_id, else each) closes at the provider; a waiting account (PAYMENT_IN_PROCESS) → MUST_PAY. Idempotent; a paid checkout is 409',
        {
          body: abandonCheckoutSchema,
          response: {
            200: dataSchema({
              type: 'object',
              required: ['abandoned', 'user'],
              properties: {
                abandoned: { ...integer, description: 'checkouts closed by this call' },
                user: userSchema,
              },
            }),
            409: messageError,
          },
        },
      ),
    },
    async (request) => ({ data: await billing.abandonCheckout(request.user!, request.body.session_id || undefined) }),
  );

  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const)
    app.post<{ Body: { subName: string } }>(
      `/stripe/subscription/${action}`,
      {
        preHandler: [...guard, validateBody(subscriptionNameSchema)],
        schema: doc(
          cancel
            ? 'Cancel at the period’s end (subName: the plan’s slug); the access stays until then'
            : 'Undo a cancellation: the subscription renews again',
          { body: subscriptionNameSchema, response: { 200: cancelAnswer } },
        ),
      },
      async (request) => billing.setCancelled(request.user!, request.body.subName, cancel, ['sandbox', 'stripe']),
    );

  app.get(
    '/user/status-update',
    {
      preHandler: app.authenticate,
      schema: doc('The account’s status now, its plan, and an open sandbox checkout’s page', {
        response: {
          200: dataSchema({
            type: 'object',
            required: ['status', 'user', 'subscription', 'checkout_url', 'manages_payment'],
            properties: {
              status: integer,
              user: userSchema,
              subscription: { anyOf: [subscriptionSchema, { type: 'null' }] },
              checkout_url: nullableTextSchema,
              manages_payment: { type: 'boolean', description: 'false for a team member (the owner pays)' },
            },
          }),
        },
      }),
    },
    async (request) => ({ data: await billing.status(request.user!, shellOf(request)) }),
  );

  app.get(
    '/stripe/payments',
    {
      preHandler: guard,
      schema: doc('The account’s payments, the newest first, with receipt numbers', {
        response: { 200: dataSchema({ type: 'array', items: paymentSchema }) },
      }),
    },
    async (request) => ({ data: await billing.payments(request.user!) }),
  );

  app.get(
    '/stripe/receipts/:id',
    {
      preHandler: guard,
      schema: {
        ...doc('A paid payment’s receipt (HTML, GST shown), as a download', {
          params: idParams,
          response: { 200: { type: 'string', description: 'text/html' } },
        }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const receipt = await billing.receipt(request.user!, request.params.id);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="receipt-${receipt.number}.html"`)
        .send(receipt.html);
    },
  );

  app.get(
    '/paypal/subscription/show',
    {
      preHandler: guard,
      schema: doc('Legacy: the account’s PayPal subscription', { response: { 200: dataSchema(subscriptionSchema) } }),
    },
    async (request) => ({ data: await billing.latest(request.user!, 'paypal') }),
  );

  app.get(
    '/paypal/subscription/cancel',
    {
      preHandler: guard,
      schema: doc('Legacy: cancel the PayPal subscription at its period’s end', { response: { 200: cancelAnswer } }),
    },
    async (request) => {
      const current = await billing.latest(request.user!, 'paypal');
      return billing.setCancelled(request.user!, current.plan.slug, true, ['paypal']);
    },
  );
}
