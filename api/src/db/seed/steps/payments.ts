import { inArray } from 'drizzle-orm';
import { withGst } from 'mf-shared/billing';
import { PLANS } from '../../reference/plans';
import * as s from '../../schema';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';

/** The plans' ids in PLANS order (reference data: bringUpToDate added them). */
async function planIdsOf(db: SeedContext['db']): Promise<number[]> {
  const rows = await db
    .select({ id: s.subscriptionPlans.id, slug: s.subscriptionPlans.slug })
    .from(s.subscriptionPlans)
    .where(
      inArray(
        s.subscriptionPlans.slug,
        PLANS.map((p) => p.slug),
      ),
    );
  const ids = PLANS.map((p) => rows.find((r) => r.slug === p.slug)?.id);
  if (ids.some((id) => id === undefined))
    throw new Error('The plans are missing: bring the database up to date first (bringUpToDate)');
  return ids as number[];
}

/**
 * For each payer an active sandbox subscription on a drawn plan with the payment that bought it.
 * Returns the plan ids (in PLANS order).
 */
export async function seedPayments(ctx: SeedContext, payers: number[]): Promise<number[]> {
  const { db, faker, pick, daysFromNow } = ctx;
  const planIds = await planIdsOf(db);
  const subRows = payers.map((user_id) => ({
    user_id,
    plan_id: pick(planIds),
    status: 'active' as const,
    provider: 'sandbox' as const,
    provider_ref: `sub_${faker.string.alphanumeric(14)}`,
    current_period_end: daysFromNow(faker.number.int({ min: 10, max: 360 })),
  }));
  const subIds = await insertMany(db, s.subscriptions, subRows);
  await insertMany(
    db,
    s.payments,
    subIds.map((subscription_id, i) => ({
      user_id: subRows[i].user_id,
      subscription_id,
      plan_id: subRows[i].plan_id,
      // What was charged: the plan's price and its GST (spec section 9 prices are before GST).
      amount_cents: withGst(PLANS[planIds.indexOf(subRows[i].plan_id)].price_cents).total_cents,
      gst_cents: withGst(PLANS[planIds.indexOf(subRows[i].plan_id)].price_cents).gst_cents,
      receipt_number: `PP-DEMO-${String(i + 1).padStart(6, '0')}`,
      period_end: subRows[i].current_period_end,
      currency: 'SGD',
      status: 'succeeded' as const,
      provider: 'sandbox' as const,
      provider_ref: `pay_${faker.string.alphanumeric(14)}`,
    })),
  );
  return planIds;
}

/** A sandbox checkout left open (Proficiency): the sandbox page can still complete or fail it. */
export async function seedOpenCheckout(db: SeedContext['db'], userId: number, planIds: number[]) {
  const proficiency = withGst(PLANS[1].price_cents);
  await insertMany(db, s.checkoutSessions, [
    {
      id: 'cs_sandbox_demo_paying',
      user_id: userId,
      plan_id: planIds[1],
      provider: 'sandbox' as const,
      amount_cents: proficiency.total_cents,
      gst_cents: proficiency.gst_cents,
      currency: 'SGD',
    },
  ]);
}
