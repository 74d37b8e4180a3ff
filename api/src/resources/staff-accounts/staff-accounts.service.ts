import type { Database } from '../../db/database';
import { pagedQuery, type Paging } from '../../lib/lists';
import { HttpError } from '../../plugins/errors';
import { accountsService, visibleStatus, type UserRow } from '../accounts/accounts.service';
import { AUDIT_ACTIONS, auditAccountChange } from '../audit/audit.service';
import type { StaffRow } from '../staff/staff.repository';
import { staffAccountsRepository } from './staff-accounts.repository';

export const ACCOUNT_ACTIONS = ['lock', 'unlock', 'schedule-deletion', 'restore'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export const ACCOUNT_MESSAGES = {
  NOT_FOUND: 'No account with this id.',
  lock: { done: 'The account is locked; its sessions are ended.', unchanged: 'The account is already locked.' },
  unlock: { done: 'The account is unlocked.', unchanged: 'The account is not locked.' },
  'schedule-deletion': {
    done: 'The account will be deleted at its date unless restored.',
    unchanged: 'The account is already scheduled for deletion.',
  },
  restore: { done: 'The account is restored.', unchanged: 'The account is not scheduled for deletion.' },
} as const;

/**
 * The console's accounts (support and owners): search, and the lock / unlock / deletion / restore
 * status changes of the accounts service, each with the staff member's reason in its audit line.
 */
export function staffAccountsService(db: Database, deps: { now?: () => number } = {}) {
  const accounts = accountsService(db, deps);
  const list = staffAccountsRepository(db);

  const change: Record<
    AccountAction,
    (user: UserRow, actor: StaffRow, reason: string) => ReturnType<typeof accounts.lock>
  > = {
    lock: (user, actor, reason) => accounts.lock(user, auditAccountChange(actor.id, AUDIT_ACTIONS.LOCK, reason)),
    unlock: (user, actor, reason) => accounts.unlock(user, auditAccountChange(actor.id, AUDIT_ACTIONS.UNLOCK, reason)),
    'schedule-deletion': (user, actor, reason) =>
      accounts.scheduleDeletion(user, {
        also: auditAccountChange(actor.id, AUDIT_ACTIONS.SCHEDULE_DELETION, reason),
      }),
    restore: (user, actor, reason) =>
      accounts.restore(user, auditAccountChange(actor.id, AUDIT_ACTIONS.RESTORE, reason)),
  };

  return {
    async list(q: string | undefined, paging: Paging) {
      const page = await pagedQuery(paging, list.page(q), () => list.count(q));
      return {
        ...page,
        data: page.data.map(({ status, date_deleting, ...row }) => ({
          ...row,
          status: visibleStatus({ status, date_deleting }),
          date_deleting,
        })),
      };
    },

    /** One status change; 409 when the account is not in a state it applies to (nothing is logged then). */
    async act(actor: StaffRow, action: AccountAction, id: number, reason: string) {
      const user = await accounts.findById(id);
      if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.NOT_FOUND);
      const outcome = await change[action](user, actor, reason);
      if (!outcome.changed) throw new HttpError(409, ACCOUNT_MESSAGES[action].unchanged);
      return { user: outcome.user, message: ACCOUNT_MESSAGES[action].done };
    },
  };
}
