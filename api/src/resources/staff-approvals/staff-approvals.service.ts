import type { Database } from '../../db/database';
import { pagedQuery, type Paging } from '../../lib/lists';
import { HttpError } from '../../plugins/errors';
import { accountsService, type UserRow } from '../accounts/accounts.service';
import { AUDIT_ACTIONS, auditAccountChange } from '../audit/audit.service';
import type { StaffRow } from '../staff/staff.repository';
import { emailDomainCheck } from './emailDomain';
import { staffApprovalsRepository } from './staff-approvals.repository';

/** Spec section 4: "The approval process usually takes up to 24 hours." */
export const APPROVAL_PROMISE_HOURS = 24;

export const APPROVAL_MESSAGES = {
  NOT_FOUND: 'No account with this id.',
  NOT_WAITING: 'This account is not waiting for approval.',
  APPROVED: 'The account is approved.',
  REJECTED: 'The account is rejected; the reason was mailed.',
} as const;

/**
 * The approval queue (support and owners): who waits, oldest first, and approving or rejecting
 * them through the accounts service, each with its audit line in the change's transaction.
 */
export function staffApprovalsService(db: Database, deps: { shellUrl: string; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const queue = staffApprovalsRepository(db);
  const accounts = accountsService(db, { now });

  async function waitingAccount(id: number): Promise<UserRow> {
    const user = await accounts.findById(id);
    if (!user) throw new HttpError(404, APPROVAL_MESSAGES.NOT_FOUND);
    return user;
  }

  const approveOne = (actor: StaffRow, user: UserRow, details: Record<string, unknown> = {}) =>
    accounts.approve(user, deps.shellUrl, auditAccountChange(actor.id, AUDIT_ACTIONS.APPROVE, null, details));

  return {
    async list(paging: Paging) {
      const page = await pagedQuery(paging, queue.page(), () => queue.count());
      return {
        ...page,
        data: page.data.map((row) => {
          const hours = Math.max(0, Math.floor((now() - Date.parse(row.created_at)) / 3_600_000));
          return {
            ...row,
            hours_waiting: hours,
            overdue: hours >= APPROVAL_PROMISE_HOURS,
            ...emailDomainCheck(row.email, [row.company_name, row.publication]),
          };
        }),
      };
    },

    async approve(actor: StaffRow, id: number) {
      const outcome = await approveOne(actor, await waitingAccount(id));
      if (!outcome.changed) throw new HttpError(409, APPROVAL_MESSAGES.NOT_WAITING);
      return outcome.user;
    },

    async reject(actor: StaffRow, id: number, reason: string) {
      const user = await waitingAccount(id);
      const outcome = await accounts.reject(
        user,
        reason,
        deps.shellUrl,
        auditAccountChange(actor.id, AUDIT_ACTIONS.REJECT, reason),
      );
      if (!outcome.changed) throw new HttpError(409, APPROVAL_MESSAGES.NOT_WAITING);
      return outcome.user;
    },

    /**
     * Each account in its own transaction (one that moved meanwhile does not undo the others):
     * answers which were approved and which were not waiting (or do not exist).
     */
    async approveMany(actor: StaffRow, ids: number[]) {
      const approved: number[] = [];
      const skipped: number[] = [];
      for (const id of [...new Set(ids)]) {
        const user = await accounts.findById(id);
        const outcome = user ? await approveOne(actor, user, { bulk: true }) : null;
        (outcome?.changed ? approved : skipped).push(id);
      }
      return { approved, skipped };
    },
  };
}
