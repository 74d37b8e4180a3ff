import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { payments, subscriptionPlans, subscriptions, users } from '../../db/schema';
import { matching as accountMatching } from '../staff-accounts/staff-accounts.repository';

export type PaymentStatus = (typeof payments.$inferSelect)['status'];
export type PaymentFilter = PaymentStatus | 'all';
export type PaymentRow = typeof payments.$inferSelect;

/** Payments in `status` (any for `all`) of the accounts whose name or email contains `q`. */
function paymentsMatching(status: PaymentFilter, q: string | undefined, userId?: number): SQL | undefined {
  return and(
    status === 'all' ? undefined : eq(payments.status, status),
    accountMatching(q),
    userId === undefined ? undefined : eq(payments.user_id, userId),
  );
}

const accountColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  role: users.role,
};

const paymentColumns = {
  id: payments.id,
  user_id: payments.user_id,
  plan_name: subscriptionPlans.name,
  amount_cents: payments.amount_cents,
  gst_cents: payments.gst_cents,
  currency: payments.currency,
  status: payments.status,
  receipt_number: payments.receipt_number,
  period_end: payments.period_end,
  provider: payments.provider,
  provider_ref: payments.provider_ref,
  created_at: payments.created_at,
  account_email: users.email,
  account_first_name: users.first_name,
  account_last_name: users.last_name,
  account_role: users.role,
};

/** Payments and subscriptions as the console's payments page reads them (owners). */
export function staffPaymentsRepository(db: Executor) {
  const paymentsQuery = (where: SQL | undefined) =>
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.user_id))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.plan_id))
      .where(where)
      .orderBy(desc(payments.created_at), desc(payments.id));

  return {
    /** Newest first. */
    page: (status: PaymentFilter, q: string | undefined) => paymentsQuery(paymentsMatching(status, q)),

    async count(status: PaymentFilter, q: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.user_id))
        .where(paymentsMatching(status, q));
      return row.n;
    },

    async account(id: number) {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    one: (id: number) => paymentsQuery(eq(payments.id, id)),

    /** Every payment of one account, newest first. */
    ofAccount: (userId: number) => paymentsQuery(paymentsMatching('all', undefined, userId)),

    /** Every subscription of one account, newest first. */
    subscriptionsOf(userId: number) {
      return db
        .select({
          id: subscriptions.id,
          plan_name: subscriptionPlans.name,
          status: subscriptions.status,
          provider: subscriptions.provider,
          provider_ref: subscriptions.provider_ref,
          current_period_end: subscriptions.current_period_end,
          cancel_at_period_end: subscriptions.cancel_at_period_end,
          created_at: subscriptions.created_at,
        })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
        .where(eq(subscriptions.user_id, userId))
        .orderBy(desc(subscriptions.created_at), desc(subscriptions.id));
    },

    /** One payment with its account, locked for the rest of the transaction (two refunds take turns). */
    async lock(id: number) {
      const [row] = await db
        .select({ payment: payments, account: { ...accountColumns, deleted_at: users.deleted_at } })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.user_id))
        .where(eq(payments.id, id))
        .for('update', { of: payments });
      return row ?? null;
    },

    async markRefunded(id: number) {
      await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, id));
    },
  };
}
