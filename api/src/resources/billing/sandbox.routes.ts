import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatMoney, GST_PERCENT } from 'mf-shared/billing';
import { escapeHtml } from '../../lib/html';
import { SANDBOX_CARDS, type PaymentProvider, type SandboxProvider } from '../../lib/payments';
import { CHECKOUT_RETURN, type BillingService } from './billing.service';
import { typedRoutes } from '../../lib/routeDoc';

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^cs_sandbox_[A-Za-z0-9_]{1,60}$' } },
} as const;
const html = { type: 'string', description: 'text/html' } as const;
const querystring = {
  type: 'object',
  properties: { return: { type: 'string', maxLength: 200, description: 'the shell origin to go back to' } },
} as const;
type Query = { return?: string };

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;max-width:480px;margin:40px auto;padding:0 16px">
<p style="background:#fef3c7;padding:8px 12px;border-radius:6px">Sandbox checkout: no money moves. Card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
${body}</body></html>`;
}

/**
 * The sandbox provider's checkout page, served by the API while Stripe is not configured. Paying
 * sends a signed, Stripe-shaped event to the webhook endpoint (the same code path as Stripe's),
 * then the browser goes to the shell's success or failed page. Leaving it ("Cancel and go back") goes
 * where Stripe Checkout's cancel goes: the shell's failed page with `?reason=cancelled`, which closes
 * the checkout.
 */
export default async function sandboxRoutes(
  instance: FastifyInstance,
  options: { billing: BillingService; provider: PaymentProvider; shellUrl: string; origins: string[] },
) {
  const app = typedRoutes(instance);
  const sandbox = options.provider as SandboxProvider;
  // A plain form on this page posting here, then a redirect to a shell, and a plain link back to the
  // shell (navigation, which the policy does not restrict): nothing else allowed.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${options.origins.join(' ')}; frame-ancestors 'none'`,
    );
  });
  /** The shell the payer came from (`?return=`, one of the allowed origins), else SHELL_PUBLIC_URL. */
  const shellOf = (query: Query) =>
    query.return && options.origins.includes(query.return) ? query.return : options.shellUrl;
  const returnQuery = (query: Query) =>
    query.return && options.origins.includes(query.return) ? `?return=${encodeURIComponent(query.return)}` : '';

  // The sandbox's events (a payment here, a renewal from the period-ends job) go to our own
  // webhook, signed as Stripe signs (in process, no network).
  sandbox.connect(async (payload, signature) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`Sandbox webhook refused: ${answer.statusCode}`);
  });
  const deliver = sandbox.deliver;

  const form = (
    id: string,
    query: Query,
    error = '',
  ) => `<form method="post" action="/api/v1/sandbox/checkout/${escapeHtml(id)}${escapeHtml(returnQuery(query))}">
${error ? `<p role="alert" style="color:#b91c1c">${escapeHtml(error)}</p>` : ''}
<p><label>Card number<br><input name="card_number" autocomplete="off" inputmode="numeric" required style="width:100%;padding:8px;font-size:16px"></label></p>
<p><label>Expiry (MM/YY)<br><input name="expiry" value="12/34" style="width:100%;padding:8px"></label></p>
<p><label>CVC<br><input name="cvc" value="123" style="width:100%;padding:8px"></label></p>
<p><button type="submit" style="padding:10px 24px;font-size:16px">Pay</button></p>
</form>
<p><a href="${escapeHtml(`${shellOf(query)}${CHECKOUT_RETURN.CANCELLED}`)}" data-testid="cancel" style="color:#4b5563">Cancel and go back</a></p>`;

  async function render(id: string, query: Query, error = '') {
    const found = await options.billing.checkoutForPage(id);
    if (!found) return null;
    const { checkout, plan } = found;
    const before = checkout.amount_cents - checkout.gst_cents;
    const summary = `<h1 style="font-size:22px">Pay for ${escapeHtml(plan.name)}</h1>
<table style="width:100%"><tr><td>${escapeHtml(plan.name)}, one year</td><td style="text-align:right">${formatMoney(before, checkout.currency)}</td></tr>
<tr><td>GST ${GST_PERCENT}%</td><td style="text-align:right">${formatMoney(checkout.gst_cents, checkout.currency)}</td></tr>
<tr><td><strong>Total</strong></td><td style="text-align:right"><strong data-testid="total">${formatMoney(checkout.amount_cents, checkout.currency)}</strong></td></tr></table>`;
    if (checkout.status !== 'open')
      return page('Checkout closed', `${summary}<p>This checkout is ${escapeHtml(checkout.status)}.</p>`);
    return page(`Pay for ${plan.name}`, `${summary}${form(id, query, error)}`);
  }

  app.get(
    '/sandbox/checkout/:id',
    { schema: { hide: true, params, querystring, response: { 200: html, 404: html } } },
    async (request, reply) => {
      const body = await render(request.params.id, request.query);
      return reply
        .code(body ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(body ?? page('Not found', '<p>Checkout not found.</p>'));
    },
  );

  app.post<{ Params: { id: string }; Querystring: Query; Body: { card_number?: unknown } }>(
    '/sandbox/checkout/:id',
    { schema: { hide: true, params, querystring, response: { 200: html, 303: html, 404: html, 422: html } } },
    async (request, reply) => {
      const id = request.params.id;
      const found = await options.billing.checkoutForPage(id);
      if (!found)
        return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<p>Checkout not found.</p>'));
      const card = String(request.body?.card_number ?? '').replace(/[\s-]/g, '');
      const { checkout } = found;
      if (checkout.status !== 'open')
        return reply.type('text/html; charset=utf-8').send((await render(id, request.query))!);
      if (card === SANDBOX_CARDS.SUCCEEDS) {
        await deliver('checkout.session.completed', {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          amount_total: checkout.amount_cents,
          currency: checkout.currency.toLowerCase(),
          subscription: `sub_sandbox_${randomBytes(10).toString('hex')}`,
          invoice: `in_sandbox_${randomBytes(10).toString('hex')}`,
          metadata: { user_id: String(checkout.user_id), plan_id: String(checkout.plan_id) },
        });
        return reply.redirect(`${shellOf(request.query)}${CHECKOUT_RETURN.SUCCESS}`, 303);
      }
      if (card === SANDBOX_CARDS.DECLINED) {
        await deliver('checkout.session.async_payment_failed', {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'unpaid',
          amount_total: checkout.amount_cents,
          metadata: { user_id: String(checkout.user_id), plan_id: String(checkout.plan_id) },
        });
        return reply.redirect(`${shellOf(request.query)}${CHECKOUT_RETURN.FAILED}`, 303);
      }
      return reply
        .code(422)
        .type('text/html; charset=utf-8')
        .send(
          (await render(id, request.query, 'Use a sandbox test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.'))!,
        );
    },
  );
}
