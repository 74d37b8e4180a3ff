import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { checkoutSessions, payments, subscriptionPlans, subscriptions, webhookEvents } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;
type Provider = SubscriptionRow['provider'];

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
    async currentSubscription(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.status, 'active')))
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

    /** The account's subscription named by its plan's slug or its provider reference. */
    async subscriptionNamed(userId: number, name: string, providers: Provider[]) {
      const [row] = await db
        .select({ subscription: subscriptions, plan: subscriptionPlans })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
        .where(
          and(
            eq(subscriptions.user_id, userId),
            eq(subscriptions.status, 'active'),
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

    /** Ends the account's other active subscriptions (a change of plan replaces the old one). */
    async expireOthers(userId: number, keepId: number) {
      const active = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.status, 'active')));
      const others = active.map((s) => s.id).filter((id) => id !== keepId);
      if (others.length)
        await db.update(subscriptions).set({ status: 'expired' }).where(inArray(subscriptions.id, others));
    },

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
