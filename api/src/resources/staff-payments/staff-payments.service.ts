import type { Database } from '../../db/database';
import { pagedQuery, type Paging } from '../../lib/lists';
import { outbox } from '../../lib/outbox';
import type { PaymentProvider } from '../../lib/payments';
import { HttpError } from '../../plugins/errors';
import { auditRepository } from '../audit/audit.repository';
import { AUDIT_ACTIONS } from '../audit/audit.service';
import type { StaffRow } from '../staff/staff.repository';
import { refundMail } from './staff-payments.mail';
import { staffPaymentsRepository, type PaymentFilter } from './staff-payments.repository';

export const PAYMENT_MESSAGES = {
  NOT_FOUND: 'No payment with this id.',
  NO_ACCOUNT: 'No account with this id.',
  ALREADY_REFUNDED: 'This payment is refunded already.',
  NOT_SUCCEEDED: (status: string) => `Only a succeeded payment can be refunded; this one is ${status}.`,
  OTHER_PROVIDER: (provider: string, current: string) =>
    `This payment went through ${provider}, and payments now go through ${current}: refund it at ${provider}.`,
  PROVIDER_REFUSED: (why: string) => `The payment provider did not refund: ${why}`,
  REFUNDED: 'The payment is refunded; the account is told by mail.',
} as const;

type Listed = Awaited<ReturnType<ReturnType<typeof staffPaymentsRepository>['page']>>[number];

/** A payment as the console reads it: its account as an object. */
function shape({ account_email, account_first_name, account_last_name, account_role, ...payment }: Listed) {
  return {
    ...payment,
    account: {
      id: payment.user_id,
      email: account_email,
      first_name: account_first_name,
      last_name: account_last_name,
      role: account_role,
    },
  };
}

/**
 * Payments in the console (owners): every payment searched by account, failed ones, an account's
 * subscriptions and payments, and a refund through the payment provider, with its reason in the
 * audit log and a notice mailed to the account.
 */
export function staffPaymentsService(db: Database, deps: { provider: PaymentProvider; kick?: () => void }) {
  const repo = staffPaymentsRepository(db);

  return {
    async list(status: PaymentFilter, q: string | undefined, paging: Paging) {
      const page = await pagedQuery(paging, repo.page(status, q), () => repo.count(status, q));
      return { ...page, data: page.data.map(shape) };
    },

    async account(id: number) {
      const account = await repo.account(id);
      if (!account) throw new HttpError(404, PAYMENT_MESSAGES.NO_ACCOUNT);
      const [subscriptions, payments] = await Promise.all([repo.subscriptionsOf(id), repo.ofAccount(id)]);
      return { account, subscriptions, payments: payments.map(shape) };
    },

    /**
     * Refunds a succeeded payment in full at the provider it went through, then marks it refunded,
     * writes the audit line and leaves the notice in the outbox, in one transaction with the payment
     * locked: a second refund waits, then finds it refunded (409). The provider's idempotency key
     * is the payment's, so a refund retried after a failure here is still one refund there.
     */
    async refund(actor: StaffRow, id: number, reason: string) {
      await db.transaction(async (tx) => {
        const row = await staffPaymentsRepository(tx).lock(id);
        if (!row) throw new HttpError(404, PAYMENT_MESSAGES.NOT_FOUND);
        const { payment, account } = row;
        if (payment.status === 'refunded') throw new HttpError(409, PAYMENT_MESSAGES.ALREADY_REFUNDED);
        if (payment.status !== 'succeeded') throw new HttpError(409, PAYMENT_MESSAGES.NOT_SUCCEEDED(payment.status));
        if (payment.provider !== deps.provider.name)
          throw new HttpError(409, PAYMENT_MESSAGES.OTHER_PROVIDER(payment.provider, deps.provider.name));
        let refund: { id: string };
        try {
          refund = await deps.provider.refundPayment({
            paymentRef: payment.provider_ref,
            amount_cents: payment.amount_cents,
            currency: payment.currency,
            key: `refund-payment-${payment.id}`,
            metadata: { payment_id: String(payment.id), user_id: String(payment.user_id), staff_id: String(actor.id) },
          });
        } catch (error) {
          throw new HttpError(502, PAYMENT_MESSAGES.PROVIDER_REFUSED((error as Error).message));
        }
        await staffPaymentsRepository(tx).markRefunded(payment.id);
        await auditRepository(tx).write({
          staffId: actor.id,
          action: AUDIT_ACTIONS.PAYMENT_REFUND,
          targetType: 'payment',
          targetId: payment.id,
          reason,
          details: {
            email: account.email,
            user_id: account.id,
            amount_cents: payment.amount_cents,
            currency: payment.currency,
            receipt_number: payment.receipt_number,
            provider: payment.provider,
            refund_ref: refund.id,
          },
        });
        // An account already deleted has no address left to tell.
        if (!account.deleted_at) await outbox(tx).mail(refundMail(account, payment));
      });
      deps.kick?.();
      const [refunded] = await repo.one(id);
      return { data: shape(refunded), message: PAYMENT_MESSAGES.REFUNDED };
    },
  };
}
