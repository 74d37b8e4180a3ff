import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { billingRepository } from './billing.repository';
import type { BillingService } from './billing.service';

/** The job's name in the runner (`scheduled_jobs`). */
export const PERIOD_ENDS_JOB = 'subscription-period-ends';
/** Subscriptions taken in one run; the next run (minutes later) takes the rest. */
const BATCH = 100;

/**
 * Subscriptions whose paid period has ended, acted on as the provider would: a cancelled one (any
 * provider) or a legacy PayPal one ends (expired, the account MUST_PAY, a notification); a sandbox
 * one that renews is renewed by the sandbox, whose signed `invoice.paid` goes through the webhook
 * like Stripe's. Real Stripe subscriptions that renew are Stripe's to renew or end (its webhooks).
 * Each end locks the row and checks it again, and a renewal is one provider event however often it
 * is sent, so two runs at once do each once.
 */
export function subscriptionPeriodEnds(
  db: Database,
  billing: Pick<BillingService, 'endAtPeriodEnd' | 'renewAtPeriodEnd'>,
  log: { error: (obj: object, msg: string) => void },
  now: () => number = Date.now,
) {
  return {
    async run() {
      let ended = 0;
      let renewed = 0;
      for (const subscription of await billingRepository(db).periodEnded(new Date(now()).toISOString(), BATCH)) {
        try {
          // A renewing sandbox subscription renews while the sandbox is the provider; else nothing will.
          if (!subscription.cancel_at_period_end && (await billing.renewAtPeriodEnd(subscription))) renewed += 1;
          else if (await billing.endAtPeriodEnd(subscription.id)) ended += 1;
        } catch (error) {
          // One that fails is tried again next run; the others go on.
          log.error({ err: error, subscription: subscription.id }, 'subscription period end failed');
        }
      }
      return { ended, renewed };
    },
  };
}

/** The job in the runner: every 5 minutes, one instance at a time. */
export function addPeriodEndsJob(app: FastifyInstance, billing: BillingService) {
  const job = subscriptionPeriodEnds(app.db, billing, app.log);
  app.jobs.add({ name: PERIOD_ENDS_JOB, everyMs: 5 * 60_000, run: () => job.run() });
  return job;
}
