import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, not, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { checkoutSessions, payments, subscriptionPlans, subscriptions, webhookEvents } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;
type Provider = SubscriptionRow['provider'];

/**
 * A renewing subscription (not cancelled, not legacy PayPal, which nothing renews) still counts this
 * long after its period's end: the provider's renewal is on its way (Stripe charges within hours,
 * the sandbox at the next run of the period-ends job).
 */
export const RENEWAL_GRACE_MS = 86_400_000;

/**
 * Active, and its period not over: a subscription past its period's end gives no access, even
 * before the period-ends job has ended it (a renewing one keeps it for `RENEWAL_GRACE_MS`).
 */
function givesAccess(at: string): SQL {
  const grace = new Date(Date.parse(at) - RENEWAL_GRACE_MS).toISOString();
  return and(
    eq(subscriptions.status, 'active'),
    or(
      isNull(subscriptions.current_period_end),
      gt(subscriptions.current_period_end, at),
      and(
        eq(subscriptions.cancel_at_period_end, false),
        ne(subscriptions.provider, 'paypal'),
        gt(subscriptions.current_period_end, grace),
      ),
    ),
  )!;
}

/** Plans, checkouts, subscriptions, payments and the record of processed webhook events. */
export function billingRepository(db: Executor) {
  return {
    plans: () =>
      db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.active, true))
        .orderBy(asc(subscriptionPlans.sort_order), asc(subscriptionPlans.id)),

    async plan(ref: { id?: number; slug?: string }): Promise<PlanRow | undefined> {
      const where = ref.id ? eq(subscriptionPlans.id, ref.id) : eq(subscriptionPlans.slug, ref.slug ?? '');
      const [row] = await db.select().from(subscriptionPlans).where(where).limit(1);
      return row;
    },

    async insertCheckout(values: typeof checkoutSessions.$inferInsert) {
      const [row] = await db.insert(checkoutSessions).values(values).returning();
      return row;
    },

    /** The checkout, locked until the transaction ends (its completion and failure run once). */
    async checkoutForUpdate(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
      return row;
    },

    async checkout(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
      return row;
    },

    async latestOpenCheckout(userId: number): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.user_id, userId), eq(checkoutSessions.status, 'open')))
        .orderBy(desc(checkoutSessions.created_at), desc(checkoutSessions.id))
        .limit(1);
      return row;
    },

    async updateCheckout(id: string, change: Partial<CheckoutRow>) {
      await db.update(checkoutSessions).set(change).where(eq(checkoutSessions.id, id));
    },

    /** The account's subscription that still gives access (active, perhaps ending at the period's end). */
    async currentSubscription(userId: number, at: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.user_id, userId), givesAccess(at)))
        .orderBy(desc(subscriptions.id))
        .limit(1);
      return row;
    },

    async subscriptionByRef(provider: Provider, ref: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, provider), eq(subscriptions.provider_ref, ref)))
        .for('update');
      return row;
    },

    /** The account's current subscription named by its plan's slug or its provider reference. */
    async subscriptionNamed(userId: number, name: string, providers: Provider[], at: string) {
      const [row] = await db
        .select({ subscription: subscriptions, plan: subscriptionPlans })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
        .where(
          and(
            eq(subscriptions.user_id, userId),
            givesAccess(at),
            inArray(subscriptions.provider, providers),
            or(eq(subscriptionPlans.slug, name), eq(subscriptions.provider_ref, name)),
          ),
        )
        .orderBy(desc(subscriptions.id))
        .limit(1);
      return row;
    },

    async latestOf(userId: number, provider: Provider) {
      const [row] = await db
        .select({ subscription: subscriptions, plan: subscriptionPlans })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
        .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.provider, provider)))
        .orderBy(desc(subscriptions.id))
        .limit(1);
      return row;
    },

    async insertSubscription(values: typeof subscriptions.$inferInsert) {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row;
    },

    async updateSubscription(id: number, change: Partial<SubscriptionRow>) {
      const [row] = await db.update(subscriptions).set(change).where(eq(subscriptions.id, id)).returning();
      return row;
    },

    /**
     * Ends the account's other active subscriptions (a change of plan replaces the old one) and
     * answers them, for the provider to stop charging them.
     */
    async expireOthers(userId: number, keepId: number): Promise<SubscriptionRow[]> {
      return db
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.status, 'active'), ne(subscriptions.id, keepId)))
        .returning();
    },

    /**
     * Active subscriptions whose period has ended that this API acts on: every cancelled one and
     * every one that does not renew through Stripe (real Stripe renews, or ends, by its webhooks).
     */
    periodEnded: (at: string, limit: number) =>
      db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            isNotNull(subscriptions.current_period_end),
            lte(subscriptions.current_period_end, at),
            not(and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.cancel_at_period_end, false))!),
          ),
        )
        .orderBy(asc(subscriptions.current_period_end), asc(subscriptions.id))
        .limit(limit),

    /** The subscription, locked until the transaction ends (its end or renewal runs once). */
    async subscriptionForUpdate(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row;
    },

    /** The account's checkouts still open (waiting for a payment), the newest first. */
    openCheckouts: (userId: number) =>
      db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.user_id, userId), eq(checkoutSessions.status, 'open')))
        .orderBy(desc(checkoutSessions.created_at), desc(checkoutSessions.id)),

    /** A payment, once per provider reference (Stripe reports a first invoice twice: checkout and invoice). */
    async insertPayment(values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updatePayment(id: number, change: Partial<PaymentRow>) {
      const [row] = await db.update(payments).set(change).where(eq(payments.id, id)).returning();
      return row;
    },

    paymentsOf: (userId: number) =>
      db
        .select({ payment: payments, plan_name: subscriptionPlans.name })
        .from(payments)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.plan_id))
        .where(eq(payments.user_id, userId))
        .orderBy(desc(payments.created_at), desc(payments.id)),

    async payment(userId: number, id: number) {
      const [row] = await db
        .select({ payment: payments, plan: subscriptionPlans })
        .from(payments)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.plan_id))
        .where(and(eq(payments.user_id, userId), eq(payments.id, id)))
        .limit(1);
      return row;
    },

    /** Records a provider event; false when it was processed before (the unique index answers). */
    async recordEvent(provider: 'sandbox' | 'stripe', eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ provider, event_id: eventId, type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },
  };
}
