import type { Database } from '../../db/database';
import { pagedQuery, type Paging } from '../../lib/lists';
import { visibleStatus, type AlsoInTransaction } from '../accounts/accounts.service';
import { auditRepository } from './audit.repository';

/** The action names of the audit log, one per kind of staff action. */
export const AUDIT_ACTIONS = {
  STAFF_CREATE: 'staff.create',
  STAFF_SIGN_IN: 'staff.sign_in',
  STAFF_TWO_FACTOR: 'staff.two_factor_reset',
  APPROVE: 'account.approve',
  REJECT: 'account.reject',
  LOCK: 'account.lock',
  UNLOCK: 'account.unlock',
  SCHEDULE_DELETION: 'account.schedule_deletion',
  RESTORE: 'account.restore',
  CONTACT_ASSIGN: 'contact.assign',
  CONTACT_REPLY: 'contact.reply',
  CONTACT_HANDLED: 'contact.handled',
  CONTACT_REOPEN: 'contact.reopen',
  PAYMENT_REFUND: 'payment.refund',
  CONTENT_HIDE: 'content.hide',
  CONTENT_UNHIDE: 'content.unhide',
  REPORTS_DISMISS: 'reports.dismiss',
} as const;

/**
 * The audit line of an action on a user's account, for the accounts service to write in the
 * transaction of the change (`also`): who (`staffId`, null for the command line), why, and the
 * account's email and status before and after.
 */
export function auditAccountChange(
  staffId: number | null,
  action: string,
  reason: string | null,
  details: Record<string, unknown> = {},
): AlsoInTransaction {
  return (tx, user, before) =>
    auditRepository(tx).write({
      staffId,
      action,
      targetType: 'user',
      targetId: user.id,
      reason,
      details: { email: user.email, from_status: visibleStatus(before), to_status: visibleStatus(user), ...details },
    });
}

/** Reading the log (the console's audit page): newest first, searched by staff email, action or target. */
export function auditService(db: Database) {
  const log = auditRepository(db);
  return {
    async list(q: string | undefined, paging: Paging) {
      const page = await pagedQuery(paging, log.page(q), () => log.count(q));
      return {
        ...page,
        data: page.data.map(({ staff_id, staff_email, staff_role, ...line }) => ({
          ...line,
          staff: staff_id === null ? null : { id: staff_id, email: staff_email ?? '', role: staff_role ?? '' },
        })),
      };
    },
  };
}
