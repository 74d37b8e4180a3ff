import { randomBytes } from 'node:crypto';
import { withGst } from 'mf-shared/billing';
import { ROLE, STATUS } from 'mf-shared/roles';
import type { Database, Executor } from '../../db/database';
import { found } from '../../lib/access';
import { actingAccountId } from '../../lib/account';
import { sandboxCheckoutUrl, type PaymentProvider, type ProviderEvent } from '../../lib/payments';
import { outbox } from '../../lib/outbox';
import { HttpError } from '../../plugins/errors';
import { accountsService, type UserRow } from '../accounts/accounts.service';
import { notifyInTransaction } from '../notifications/notifications.service';
import { toUserDto } from '../profile/user.dto';
import { billingRepository, type PaymentRow, type PlanRow, type SubscriptionRow } from './billing.repository';
import { receiptHtml, receiptText } from './receipt';

export const BILLING_MESSAGES = {
  PLAN_NOT_FOUND: 'Plan not found',
  SUBSCRIPTION_NOT_FOUND: 'Subscription not found',
  PAYMENT_NOT_FOUND: 'Payment not found',
  CHECKOUT_NOT_FOUND: 'Checkout not found',
  CHECKOUT_PAID: 'This checkout is already paid',
  OWNER_ONLY: 'Only the account owner manages payment',
  ONLY_EXPERTS: 'Only experts have plans',
  CANNOT_PAY: 'This account cannot choose a plan now',
  RESUMED: 'Your subscription renews as before',
  endsOn: (date: string) => `Your subscription ends on ${date}`,
} as const;

export const YEAR_MS = 365 * 86_400_000;

/**
 * Where a checkout sends the payer back, on the shell they came from (paths spelled as the spec
 * spells them). Leaving it (Stripe's cancel_url, the sandbox page's "Cancel and go back") goes to the
 * failed page, told why: that page closes the checkout (`abandonCheckout`).
 */
export const CHECKOUT_RETURN = {
  SUCCESS: '/expert/payment/sucess',
  FAILED: '/expert/payment/failed',
  CANCELLED: '/expert/payment/failed?reason=cancelled',
} as const;

/** 'd MMMM yyyy' in English, as the receipt and the "ends on" message show a date. */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function planDto(plan: PlanRow) {
  return {
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    package: plan.package,
    tier: plan.tier,
    currency: plan.currency,
    interval: plan.interval,
    features: plan.features,
    ...withGst(plan.price_cents),
  };
}

function subscriptionDto(row: { subscription: SubscriptionRow; plan: PlanRow }) {
  const s = row.subscription;
  return {
    id: s.id,
    status: s.status,
    provider: s.provider,
    current_period_end: s.current_period_end,
    cancel_at_period_end: s.cancel_at_period_end,
    /** When the access ends: the period's end once cancelled, else null (it renews). */
    ends_on: s.cancel_at_period_end ? s.current_period_end : null,
    plan: planDto(row.plan),
  };
}

function paymentDto(row: { payment: PaymentRow; plan_name: string | null }) {
  const p = row.payment;
  return {
    id: p.id,
    plan_name: row.plan_name,
    amount_cents: p.amount_cents,
    gst_cents: p.gst_cents,
    currency: p.currency,
    status: p.status,
    receipt_number: p.receipt_number,
    period_end: p.period_end,
    provider: p.provider,
    created_at: p.created_at,
  };
}

/** What a processed event did, acted on after its transaction commits (notification, mail). */
type Outcome =
  | { kind: 'paid'; userId: number; paymentId: number }
  | { kind: 'failed'; userId: number; renewal: boolean }
  | { kind: 'ended'; userId: number }
  | { kind: 'none' };

export interface BillingDeps {
  provider: PaymentProvider;
  /** Delivers the outbox now (`app.outbox.kick`): what a commit decided goes out without waiting for the job. */
  kick?: () => void;
  shellUrl: string;
  apiUrl: string;
  /** Where a payment that does not match its checkout is reported (the app's log). */
  log?: { warn: (details: object, message: string) => void };
  now?: () => number;
}

/**
 * Plans, checkout and the subscription's life. The provider's webhook is the source of truth:
 * `handleEvent` records each event id once, in the same transaction as what it changes; every
 * status change goes through the accounts service.
 */
export function billingService(db: Database, deps: BillingDeps) {
  const now = deps.now ?? Date.now;
  const iso = (ms = now()) => new Date(ms).toISOString();
  const repository = billingRepository(db);
  const accounts = accountsService(db, { now });

  /** The account a signed-in expert pays for: their own; team members do not manage payment. */
  async function ownAccount(user: UserRow) {
    if (user.role !== ROLE.EXPERT) throw new HttpError(403, BILLING_MESSAGES.ONLY_EXPERTS);
    if ((await actingAccountId(db, user)) !== user.id) throw new HttpError(403, BILLING_MESSAGES.OWNER_ONLY);
    return user.id;
  }

  async function planOf(ref: string | number) {
    const text = String(ref).trim();
    const plan = /^\d{1,9}$/.test(text)
      ? await repository.plan({ id: Number(text) })
      : await repository.plan({ slug: text.toLowerCase() });
    return found(plan?.active ? plan : null, BILLING_MESSAGES.PLAN_NOT_FOUND);
  }

  async function current(userId: number) {
    const subscription = await repository.currentSubscription(userId, iso());
    if (!subscription) return null;
    const plan = (await repository.plan({ id: subscription.plan_id }))!;
    return subscriptionDto({ subscription, plan });
  }

  /** Gives the payment its receipt number: the year and its id, e.g. PP-2026-000042. */
  const receiptNumber = (payment: PaymentRow) =>
    `PP-${new Date(payment.created_at ?? iso()).getUTCFullYear()}-${String(payment.id).padStart(6, '0')}`;

  async function succeededPayment(
    tx: Executor,
    values: {
      userId: number;
      subscriptionId: number;
      plan: PlanRow;
      totalCents?: number;
      ref: string;
      periodEnd: string;
    },
  ) {
    const tx_ = billingRepository(tx);
    const amounts = withGst(values.plan.price_cents);
    const total = values.totalCents ?? amounts.total_cents;
    // The GST inside what was charged (a provider total may differ from the list price).
    const gst = total === amounts.total_cents ? amounts.gst_cents : Math.round((total * 9) / 109);
    const inserted = await tx_.insertPayment({
      user_id: values.userId,
      subscription_id: values.subscriptionId,
      plan_id: values.plan.id,
      amount_cents: total,
      gst_cents: gst,
      currency: values.plan.currency,
      status: 'succeeded',
      period_end: values.periodEnd,
      provider: deps.provider.name,
      provider_ref: values.ref,
      created_at: iso(),
    });
    if (!inserted) return null;
    return tx_.updatePayment(inserted.id, { receipt_number: receiptNumber(inserted) });
  }

  async function failedPayment(
    tx: Executor,
    values: { userId: number; plan: PlanRow; ref: string; subscriptionId?: number },
  ) {
    const amounts = withGst(values.plan.price_cents);
    await billingRepository(tx).insertPayment({
      user_id: values.userId,
      subscription_id: values.subscriptionId ?? null,
      plan_id: values.plan.id,
      amount_cents: amounts.total_cents,
      gst_cents: amounts.gst_cents,
      currency: values.plan.currency,
      status: 'failed',
      provider: deps.provider.name,
      provider_ref: values.ref,
      created_at: iso(),
    });
  }

  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

  /** The subscription an invoice belongs to (older API versions: `subscription`; newer: under `parent`). */
  function invoiceSubscription(invoice: Record<string, unknown>): string | null {
    const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    return text(invoice.subscription) ?? text(parent?.subscription_details?.subscription);
  }

  function invoicePeriodEnd(invoice: Record<string, unknown>): string | null {
    const lines = invoice.lines as { data?: { period?: { end?: number } }[] } | undefined;
    const end = lines?.data?.[0]?.period?.end;
    return typeof end === 'number' ? new Date(end * 1000).toISOString() : null;
  }

  /**
   * `checkout.session.completed`, or `checkout.session.async_payment_succeeded` after it. With a
   * delayed payment method (a bank debit or transfer) the session completes before the money
   * arrives (`payment_status` 'unpaid'): nothing is activated, the checkout stays open and the account
   * waits (PAYMENT_IN_PROCESS) until `async_payment_succeeded` (paid) or `async_payment_failed`.
   */
  async function checkoutCompleted(tx: Executor, session: Record<string, unknown>): Promise<Outcome> {
    if (session.payment_status !== 'paid') return { kind: 'none' };
    const tx_ = billingRepository(tx);
    const checkout = await tx_.checkoutForUpdate(String(session.id));
    if (!checkout || checkout.status === 'paid') return { kind: 'none' };
    // Only what the checkout asked for activates its plan (review I3: 1 cent activated S$261.60).
    // Anything else is kept for review: no subscription, no payment, no receipt; the account waits.
    const currency = text(session.currency);
    if (
      session.amount_total !== checkout.amount_cents ||
      (currency && currency.toLowerCase() !== checkout.currency.toLowerCase())
    ) {
      await tx_.updateCheckout(checkout.id, { status: 'mismatch', completed_at: iso(), updated_at: iso() });
      deps.log?.warn(
        {
          checkout: checkout.id,
          expected: { amount: checkout.amount_cents, currency: checkout.currency },
          paid: { amount: session.amount_total ?? null, currency },
        },
        'payment does not match its checkout; the plan is not activated',
      );
      return { kind: 'none' };
    }
    const plan = (await tx_.plan({ id: checkout.plan_id }))!;
    const periodEnd = iso(now() + YEAR_MS);
    await tx_.updateCheckout(checkout.id, { status: 'paid', completed_at: iso(), updated_at: iso() });
    const subscription = await tx_.insertSubscription({
      user_id: checkout.user_id,
      plan_id: plan.id,
      status: 'active',
      provider: deps.provider.name,
      provider_ref: text(session.subscription) ?? `sub_${checkout.id}`,
      current_period_end: periodEnd,
    });
    // A change of plan: the old subscription ends here and at the provider, which stops charging it
    // (a failure there fails this event, and the provider delivers it again later).
    for (const replaced of await tx_.expireOthers(checkout.user_id, subscription.id))
      if (replaced.provider === deps.provider.name && replaced.provider_ref)
        await deps.provider.cancelSubscription(replaced.provider_ref);
    const payment = await succeededPayment(tx, {
      userId: checkout.user_id,
      subscriptionId: subscription.id,
      plan,
      totalCents: checkout.amount_cents,
      ref: text(session.invoice) ?? `in_${checkout.id}`,
      periodEnd,
    });
    await accounts.paymentStatus(
      checkout.user_id,
      tx,
      [STATUS.MUST_PAY, STATUS.PAYMENT_IN_PROCESS],
      STATUS.SIMPLE_USER,
    );
    return payment ? { kind: 'paid', userId: checkout.user_id, paymentId: payment.id } : { kind: 'none' };
  }

  async function checkoutFailed(tx: Executor, session: Record<string, unknown>): Promise<Outcome> {
    const tx_ = billingRepository(tx);
    const checkout = await tx_.checkoutForUpdate(String(session.id));
    if (!checkout || checkout.status !== 'open') return { kind: 'none' };
    await tx_.updateCheckout(checkout.id, { status: 'failed', completed_at: iso(), updated_at: iso() });
    const plan = (await tx_.plan({ id: checkout.plan_id }))!;
    await failedPayment(tx, { userId: checkout.user_id, plan, ref: `failed_${checkout.id}` });
    // An account still paying goes back to choosing; one with an active plan (a change of plan) keeps it.
    await accounts.paymentStatus(checkout.user_id, tx, [STATUS.PAYMENT_IN_PROCESS], STATUS.MUST_PAY);
    return { kind: 'failed', userId: checkout.user_id, renewal: false };
  }

  async function invoicePaid(tx: Executor, invoice: Record<string, unknown>): Promise<Outcome> {
    const tx_ = billingRepository(tx);
    const ref = invoiceSubscription(invoice);
    const subscription = ref ? await tx_.subscriptionByRef(deps.provider.name, ref) : undefined;
    // The first invoice is the checkout's (handled by checkout.session.completed, whichever comes first).
    if (!subscription || invoice.billing_reason === 'subscription_create') return { kind: 'none' };
    const plan = (await tx_.plan({ id: subscription.plan_id }))!;
    const from = Math.max(now(), subscription.current_period_end ? Date.parse(subscription.current_period_end) : 0);
    const periodEnd = invoicePeriodEnd(invoice) ?? iso(from + YEAR_MS);
    const payment = await succeededPayment(tx, {
      userId: subscription.user_id,
      subscriptionId: subscription.id,
      plan,
      totalCents: typeof invoice.amount_paid === 'number' ? invoice.amount_paid : undefined,
      ref: String(invoice.id),
      periodEnd,
    });
    // An invoice already recorded (another event about it) extends nothing.
    if (!payment) return { kind: 'none' };
    await tx_.updateSubscription(subscription.id, {
      status: 'active',
      current_period_end: periodEnd,
      updated_at: iso(),
    });
    await accounts.paymentStatus(
      subscription.user_id,
      tx,
      [STATUS.MUST_PAY, STATUS.PAYMENT_IN_PROCESS],
      STATUS.SIMPLE_USER,
    );
    return { kind: 'paid', userId: subscription.user_id, paymentId: payment.id };
  }

  async function invoiceFailed(tx: Executor, invoice: Record<string, unknown>): Promise<Outcome> {
    const tx_ = billingRepository(tx);
    const ref = invoiceSubscription(invoice);
    const subscription = ref ? await tx_.subscriptionByRef(deps.provider.name, ref) : undefined;
    if (!subscription) return { kind: 'none' };
    const plan = (await tx_.plan({ id: subscription.plan_id }))!;
    await failedPayment(tx, {
      userId: subscription.user_id,
      plan,
      ref: String(invoice.id),
      subscriptionId: subscription.id,
    });
    // A renewal that could not be charged: the plan lapses until the account pays again.
    await tx_.updateSubscription(subscription.id, { status: 'expired', updated_at: iso() });
    await accounts.paymentStatus(
      subscription.user_id,
      tx,
      [STATUS.SIMPLE_USER, STATUS.PAYMENT_IN_PROCESS],
      STATUS.MUST_PAY,
    );
    return { kind: 'failed', userId: subscription.user_id, renewal: true };
  }

  /** The subscription ends; an account left without one must pay again (MUST_PAY). */
  async function endSubscription(tx: Executor, subscription: SubscriptionRow): Promise<Outcome> {
    const tx_ = billingRepository(tx);
    await tx_.updateSubscription(subscription.id, {
      status: 'expired',
      cancel_at_period_end: false,
      updated_at: iso(),
    });
    if (await tx_.currentSubscription(subscription.user_id, iso())) return { kind: 'none' };
    await accounts.paymentStatus(subscription.user_id, tx, [STATUS.SIMPLE_USER], STATUS.MUST_PAY);
    return { kind: 'ended', userId: subscription.user_id };
  }

  async function subscriptionDeleted(tx: Executor, object: Record<string, unknown>): Promise<Outcome> {
    const subscription = await billingRepository(tx).subscriptionByRef(deps.provider.name, String(object.id));
    if (!subscription || subscription.status !== 'active') return { kind: 'none' };
    return endSubscription(tx, subscription);
  }

  async function subscriptionUpdated(tx: Executor, object: Record<string, unknown>): Promise<Outcome> {
    const tx_ = billingRepository(tx);
    const subscription = await tx_.subscriptionByRef(deps.provider.name, String(object.id));
    if (subscription && typeof object.cancel_at_period_end === 'boolean')
      await tx_.updateSubscription(subscription.id, { cancel_at_period_end: object.cancel_at_period_end });
    return { kind: 'none' };
  }

  const handlers: Record<string, (tx: Executor, object: Record<string, unknown>) => Promise<Outcome>> = {
    'checkout.session.completed': checkoutCompleted,
    'checkout.session.async_payment_succeeded': checkoutCompleted,
    'checkout.session.async_payment_failed': checkoutFailed,
    'checkout.session.expired': checkoutFailed,
    'invoice.paid': invoicePaid,
    'invoice.payment_failed': invoiceFailed,
    'customer.subscription.deleted': subscriptionDeleted,
    'customer.subscription.updated': subscriptionUpdated,
  };

  /**
   * The notification and receipt an outcome calls for, written in its transaction (the outbox sends
   * them after the commit): a crash between the commit and the mail delays the receipt, never loses it.
   */
  async function recordSideEffects(tx: Executor, outcome: Outcome) {
    if (outcome.kind === 'none') return;
    if (outcome.kind === 'paid') {
      const row = (await billingRepository(tx).payment(outcome.userId, outcome.paymentId))!;
      const [user] = await tx.query.users.findMany({ where: (u, { eq }) => eq(u.id, outcome.userId), limit: 1 });
      const receipt = { payment: row.payment, plan: row.plan!, user: user! };
      await notifyInTransaction(
        tx,
        outcome.userId,
        'Payment',
        `<p>Your payment for <strong>${row.plan?.name ?? 'your plan'}</strong> went through. Receipt ${row.payment.receipt_number}.</p>`,
      );
      await outbox(tx).mail({
        to: user!.email,
        subject: `Your PressPoint receipt ${row.payment.receipt_number}`,
        html: receiptHtml(receipt),
        text: receiptText(receipt),
      });
      return;
    }
    await notifyInTransaction(
      tx,
      outcome.userId,
      'Payment',
      outcome.kind === 'ended'
        ? '<p>Your subscription has ended. Choose a plan to keep your guests in the directory.</p>'
        : `<p>Your ${outcome.renewal ? 'renewal ' : ''}payment did not go through. Please choose a plan and pay again.</p>`,
    );
  }

  return {
    plans: async () => (await repository.plans()).map(planDto),

    planByName: async (name: string) => planDto(await planOf(name)),

    /** Starts a checkout for the plan: the account waits for the payment (PAYMENT_IN_PROCESS). */
    async startCheckout(user: UserRow, planRef: string | number, shellUrl = deps.shellUrl) {
      const userId = await ownAccount(user);
      const plan = await planOf(planRef);
      const allowed: number[] = [STATUS.MUST_PAY, STATUS.PAYMENT_IN_PROCESS, STATUS.SIMPLE_USER];
      if (!allowed.includes(user.status) || user.date_deleting) throw new HttpError(403, BILLING_MESSAGES.CANNOT_PAY);
      const amounts = withGst(plan.price_cents);
      const session = await deps.provider.createCheckout({
        reference: `user-${userId}-${randomBytes(6).toString('hex')}`,
        userId,
        email: user.email,
        plan,
        gst_cents: amounts.gst_cents,
        successUrl: `${shellUrl}${CHECKOUT_RETURN.SUCCESS}`,
        cancelUrl: `${shellUrl}${CHECKOUT_RETURN.CANCELLED}`,
      });
      const changed = await db.transaction(async (tx) => {
        await billingRepository(tx).insertCheckout({
          id: session.id,
          user_id: userId,
          plan_id: plan.id,
          provider: deps.provider.name,
          amount_cents: amounts.total_cents,
          gst_cents: amounts.gst_cents,
          currency: plan.currency,
        });
        return accounts.paymentStatus(userId, tx, [STATUS.MUST_PAY], STATUS.PAYMENT_IN_PROCESS);
      });
      return { checkout_url: session.url, session_id: session.id, user: toUserDto(changed!.user) };
    },

    /**
     * The payer left the checkout (its cancel page, or "Choose a plan" while waiting): the account's
     * open checkout (`sessionId`, else each one) is closed at the provider and here, and an account
     * waiting for it chooses again (PAYMENT_IN_PROCESS → MUST_PAY). Doing it again changes nothing;
     * a checkout paid meanwhile stays for its webhook; someone else's is not found.
     */
    async abandonCheckout(user: UserRow, sessionId?: string) {
      const userId = await ownAccount(user);
      let open = await repository.openCheckouts(userId);
      if (sessionId) {
        const named = await repository.checkout(sessionId);
        if (!named || named.user_id !== userId) throw new HttpError(404, BILLING_MESSAGES.CHECKOUT_NOT_FOUND);
        if (named.status === 'paid') throw new HttpError(409, BILLING_MESSAGES.CHECKOUT_PAID);
        open = open.filter((checkout) => checkout.id === sessionId);
      }
      let abandoned = 0;
      for (const { id } of open)
        await db.transaction(async (tx) => {
          const tx_ = billingRepository(tx);
          // Locked: the payment's webhook, if it comes now, waits and then finds the checkout closed.
          const checkout = await tx_.checkoutForUpdate(id);
          if (checkout?.status !== 'open') return;
          if (checkout.provider === deps.provider.name && (await deps.provider.expireCheckout(id)) === 'complete')
            return;
          await tx_.updateCheckout(id, { status: 'expired', completed_at: iso(), updated_at: iso() });
          abandoned += 1;
        });
      const changed = await db.transaction(async (tx) =>
        // Still waiting for a checkout (one paid at the provider, its event on the way): it stays so.
        (await billingRepository(tx).latestOpenCheckout(userId))
          ? null
          : accounts.paymentStatus(userId, tx, [STATUS.PAYMENT_IN_PROCESS], STATUS.MUST_PAY),
      );
      return { abandoned, user: toUserDto(changed?.user ?? user) };
    },

    /**
     * A subscription past its period's end that nothing renews (cancelled at the period's end, a
     * legacy PayPal one, a sandbox one while Stripe is the provider) ends, as
     * `customer.subscription.deleted` ends one: expired, the account MUST_PAY, a notification.
     * Answers whether it ended (false: it had changed meanwhile).
     */
    async endAtPeriodEnd(subscriptionId: number): Promise<boolean> {
      const at = iso();
      const outcome = await db.transaction(async (tx) => {
        const subscription = await billingRepository(tx).subscriptionForUpdate(subscriptionId);
        if (
          subscription?.status !== 'active' ||
          !subscription.current_period_end ||
          Date.parse(subscription.current_period_end) > Date.parse(at)
        )
          return null;
        const ended = await endSubscription(tx, subscription);
        await recordSideEffects(tx, ended);
        return ended;
      });
      if (!outcome) return false;
      deps.kick?.();
      return true;
    },

    /**
     * A renewing subscription past its period's end, with a provider that renews through us (the
     * sandbox): the provider charges the next year and sends `invoice.paid`, which the webhook
     * handles as Stripe's (a year more, a receipt). False when the provider renews by itself.
     */
    async renewAtPeriodEnd(subscription: SubscriptionRow): Promise<boolean> {
      if (!deps.provider.renewSubscription || subscription.provider !== deps.provider.name) return false;
      if (!subscription.provider_ref || !subscription.current_period_end) return false;
      const plan = (await repository.plan({ id: subscription.plan_id }))!;
      await deps.provider.renewSubscription({
        subscriptionRef: subscription.provider_ref,
        userId: subscription.user_id,
        periodStart: subscription.current_period_end,
        periodEnd: iso(Date.parse(subscription.current_period_end) + YEAR_MS),
        amount_cents: withGst(plan.price_cents).total_cents,
        currency: plan.currency,
      });
      return true;
    },

    /** One verified provider event, processed at most once however often it arrives. */
    async handleEvent(event: ProviderEvent): Promise<{ processed: boolean }> {
      const handler = handlers[event.type];
      const outcome = await db.transaction(async (tx) => {
        if (!(await billingRepository(tx).recordEvent(deps.provider.name, event.id, event.type))) return null;
        const result = handler ? await handler(tx, event.data.object) : ({ kind: 'none' } as Outcome);
        await recordSideEffects(tx, result);
        return result;
      });
      if (!outcome) return { processed: false };
      deps.kick?.();
      return { processed: true };
    },

    /** GET /user/status-update: the account's status now, its plan and an open checkout's address. */
    async status(user: UserRow, shellUrl = deps.shellUrl) {
      const userId = await actingAccountId(db, user);
      const open = await repository.latestOpenCheckout(userId);
      return {
        status: toUserDto(user).status,
        user: toUserDto(user),
        subscription: await current(userId),
        /** False for a team member: the owner pays, cancels and reads the receipts. */
        manages_payment: userId === user.id,
        checkout_url:
          open && open.provider === 'sandbox' && userId === user.id
            ? sandboxCheckoutUrl(deps.apiUrl, open.id, shellUrl)
            : null,
      };
    },

    async payments(user: UserRow) {
      const userId = await ownAccount(user);
      return (await repository.paymentsOf(userId)).map(paymentDto);
    },

    async receipt(user: UserRow, paymentId: number) {
      const userId = await ownAccount(user);
      const row = await repository.payment(userId, paymentId);
      const payment = found(row?.payment.status === 'succeeded' ? row : null, BILLING_MESSAGES.PAYMENT_NOT_FOUND);
      return { number: payment.payment.receipt_number!, html: receiptHtml({ ...payment, plan: payment.plan!, user }) };
    },

    /** Cancel at the period's end (`cancel`) or resume; the access stays until then either way. */
    async setCancelled(user: UserRow, subName: string, cancel: boolean, providers: SubscriptionRow['provider'][]) {
      const userId = await ownAccount(user);
      const row = found(
        await repository.subscriptionNamed(userId, subName.trim(), providers, iso()),
        BILLING_MESSAGES.SUBSCRIPTION_NOT_FOUND,
      );
      if (row.subscription.provider === deps.provider.name && row.subscription.provider_ref)
        await deps.provider.setCancelAtPeriodEnd(row.subscription.provider_ref, cancel);
      const subscription = await repository.updateSubscription(row.subscription.id, {
        cancel_at_period_end: cancel,
        updated_at: iso(),
      });
      const dto = subscriptionDto({ subscription, plan: row.plan });
      return {
        data: dto,
        message: cancel && dto.ends_on ? BILLING_MESSAGES.endsOn(longDate(dto.ends_on)) : BILLING_MESSAGES.RESUMED,
      };
    },

    /** The account's latest subscription with this provider (the legacy PayPal one). */
    async latest(user: UserRow, provider: SubscriptionRow['provider']) {
      const userId = await ownAccount(user);
      const row = found(await repository.latestOf(userId, provider), BILLING_MESSAGES.SUBSCRIPTION_NOT_FOUND);
      return subscriptionDto(row);
    },

    /** The sandbox page's checkout: its plan and amounts. */
    async checkoutForPage(id: string) {
      const checkout = await repository.checkout(id);
      if (!checkout || checkout.provider !== 'sandbox') return null;
      const plan = (await repository.plan({ id: checkout.plan_id }))!;
      return { checkout, plan };
    },

    current: async (user: UserRow) => current(await actingAccountId(db, user)),
  };
}

export type BillingService = ReturnType<typeof billingService>;
