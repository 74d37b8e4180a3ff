import { ROLE, STATUS, type Role, type Status } from 'mf-shared/roles';
import type { Database, Executor } from '../../db/database';
import { actingAccountId } from '../../lib/account';
import { authRepository } from '../auth/auth.repository';
import { billingRepository } from '../billing/billing.repository';
import { outbox } from '../../lib/outbox';
import { accountChannel } from '../broadcasting/channels';
import { approvedMail, rejectedMail } from './accounts.mail';
import { accountsRepository, type NewUser, type UserRow } from './accounts.repository';

export type { UserRow };

/** How long a deleted account can still be restored. */
export const DELETION_GRACE_DAYS = 30;

/** What a status change did: `changed` false when the account was not in a state it applies to. */
export interface StatusOutcome {
  changed: boolean;
  user: UserRow;
}

/**
 * Work that belongs to a status change's transaction, run only when the status changed: the audit
 * line of the staff action (or of the command line) that made it, with the row as changed.
 */
export type AlsoInTransaction = (tx: Executor, user: UserRow, before: UserRow) => Promise<void>;

/**
 * The event a signed-in person's pages hear on their account channel (`private-account.{id}`) when
 * their account's state changes (approved, rejected, locked, unlocked, deletion scheduled or
 * cancelled): `{ status, date_deleting }`, the status as section 4 reads it (9 while deleting).
 */
export const ACCOUNT_STATUS_EVENT = 'AccountStatusEvent';

/** The status the person sees: WILL_BE_DELETED while a deletion date is set (as toUserDto). */
export const visibleStatus = (u: Pick<UserRow, 'status' | 'date_deleting'>): Status =>
  u.date_deleting ? STATUS.WILL_BE_DELETED : (u.status as Status);

/** Tells the person's open pages, after the commit (the outbox), that their account's state changed. */
const pushStatus = (tx: Executor, row: UserRow) =>
  outbox(tx).broadcast(accountChannel(row.id), ACCOUNT_STATUS_EVENT, {
    status: visibleStatus(row),
    date_deleting: row.date_deleting,
  });

/**
 * The one place an account's status (spec section 4) changes: registration gives the first one,
 * the expert completion dialog, approval, locking, unlocking, scheduled deletion and restoring
 * move it. Auth, the admin command and (later) payments call this service.
 */
export function accountsService(db: Database, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const iso = (ms = now()) => new Date(ms).toISOString();
  const accounts = accountsRepository(db);

  /**
   * The status an expert has when nothing else (lock, registration steps) stands in the way: paid
   * up (SIMPLE_USER) on a live subscription of their own, a legacy PayPal one included, or as a
   * seat of a team (whose access then follows the owner's, see lib/access.ts); MUST_PAY otherwise.
   */
  async function activeExpertStatus(tx: Executor, userId: number): Promise<Status> {
    if (await billingRepository(tx).currentSubscription(userId, iso())) return STATUS.SIMPLE_USER;
    if ((await actingAccountId(tx, { id: userId })) !== userId) return STATUS.SIMPLE_USER;
    return STATUS.MUST_PAY;
  }

  return {
    findByEmail: (email: string) => accounts.findByEmail(email),

    findById: (userId: number) => accounts.findById(userId),

    /** A new account: journalists wait for approval; an expert goes on to add a guest (step 2). */
    register(role: Role, fields: Omit<NewUser, 'role' | 'status'>) {
      return accounts.insert({
        ...fields,
        role,
        status: role === ROLE.JOURNALIST ? STATUS.WAIT_FOR_APPROVING : STATUS.MUST_ADD_GUEST,
      });
    },

    /**
     * A team member's own sign-in: an expert user who acts for the inviting account (see
     * lib/account.ts). SIMPLE_USER here only makes it a seat: what it may do follows the owner's
     * paid-up state (accessStatus in lib/access.ts), and leaving the team ends it (`leftTeam`).
     */
    registerTeamMember(fields: Omit<NewUser, 'role' | 'status'>) {
      return accounts.insert({ ...fields, role: ROLE.EXPERT, status: STATUS.SIMPLE_USER });
    },

    /**
     * A user left a team (removed by the owner), in the caller's transaction. A seat is never a paid
     * account of its own: an active expert without a live subscription of their own (a legacy
     * PayPal one counts) must pay, like an expert at registration step 3, so nothing they do is
     * listed or requested meanwhile (their guests leave the directory by its users trigger).
     */
    async leftTeam(userId: number, tx: Executor): Promise<StatusOutcome | null> {
      const repository = accountsRepository(tx);
      const current = await repository.findForUpdate(userId);
      if (!current) return null;
      if (current.role !== ROLE.EXPERT || current.status !== STATUS.SIMPLE_USER)
        return { changed: false, user: current };
      const status = await activeExpertStatus(tx, userId);
      if (status === current.status) return { changed: false, user: current };
      return { changed: true, user: await repository.update(userId, { status, updated_at: iso() }) };
    },

    /** The expert completion dialog: details, then step 2 (adding a guest) unless already active. */
    completeExpert(user: UserRow, details: { company_name: string; title: string; work_phone: string }) {
      return accounts.update(user.id, {
        ...details,
        status: user.status === STATUS.SIMPLE_USER ? user.status : STATUS.MUST_ADD_GUEST,
        updated_at: iso(),
      });
    },

    /**
     * Registration step 2: an expert who must add a guest (MUST_ADD_GUEST) goes on to pay
     * (MUST_PAY). Runs in the caller's transaction (`tx`), which adds the guest: the row is locked
     * and read again first, so two submissions at once move the status, and add a guest, once.
     */
    async firstGuestAdded(user: UserRow, tx: Executor): Promise<StatusOutcome> {
      const repository = accountsRepository(tx);
      const current = (await repository.findForUpdate(user.id)) ?? user;
      if (current.role !== ROLE.EXPERT || current.status !== STATUS.MUST_ADD_GUEST || current.date_deleting)
        return { changed: false, user: current };
      return {
        changed: true,
        user: await repository.update(user.id, { status: STATUS.MUST_PAY, updated_at: iso() }),
      };
    },

    /**
     * Payments (resources/billing): an expert account moves `from` one of these statuses `to`
     * another, in the caller's transaction (the webhook's, with its once-only record); the row is
     * locked and read again first. Locked or deleting accounts never move here.
     */
    async paymentStatus(userId: number, tx: Executor, from: Status[], to: Status): Promise<StatusOutcome | null> {
      const repository = accountsRepository(tx);
      const current = await repository.findForUpdate(userId);
      if (!current) return null;
      if (current.role !== ROLE.EXPERT || !from.includes(current.status as Status) || current.date_deleting)
        return { changed: false, user: current };
      return { changed: true, user: await repository.update(userId, { status: to, updated_at: iso() }) };
    },

    /**
     * An account waiting for approval becomes active, is told so by mail and, if signed in, live;
     * all in one transaction with `also` (the staff action's audit line). The row is locked and
     * read again first: two approvals at once approve, mail and log once.
     */
    async approve(user: UserRow, shellUrl: string, also?: AlsoInTransaction): Promise<StatusOutcome> {
      return db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const current = (await repository.findForUpdate(user.id)) ?? user;
        if (current.status !== STATUS.WAIT_FOR_APPROVING) return { changed: false, user: current };
        const row = await repository.update(user.id, {
          status: STATUS.SIMPLE_USER,
          approved_at: iso(),
          updated_at: iso(),
        });
        await outbox(tx).mail(approvedMail(row, shellUrl));
        await pushStatus(tx, row);
        await also?.(tx, row, current);
        return { changed: true, user: row };
      });
    },

    /**
     * An account waiting for approval is refused: spec section 4 has no "rejected" status, so it is
     * locked (LOCKED_BY_ADMIN: nothing works, the person is signed out with the section-4 message)
     * and stays unapproved (`approved_at` null), so unlocking it later puts it back in the queue,
     * never straight to an active account. The reason is mailed; sessions and sockets end.
     */
    async reject(user: UserRow, reason: string, shellUrl: string, also?: AlsoInTransaction): Promise<StatusOutcome> {
      return db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const current = (await repository.findForUpdate(user.id)) ?? user;
        if (current.status !== STATUS.WAIT_FOR_APPROVING) return { changed: false, user: current };
        const row = await repository.update(user.id, {
          status: STATUS.LOCKED_BY_ADMIN,
          locked_at: iso(),
          updated_at: iso(),
        });
        await outbox(tx).mail(rejectedMail(row, reason, shellUrl));
        // Heard before the sockets close (the outbox delivers in order).
        await pushStatus(tx, row);
        await authRepository(tx, now).revokeTokens(user.id);
        await also?.(tx, row, current);
        return { changed: true, user: row };
      });
    },

    /** Locks the account and ends every session and socket of it, in one transaction. */
    async lock(user: UserRow, also?: AlsoInTransaction): Promise<StatusOutcome> {
      return db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const current = (await repository.findForUpdate(user.id)) ?? user;
        if (current.status === STATUS.LOCKED_BY_ADMIN || current.deleted_at) return { changed: false, user: current };
        const row = await repository.update(user.id, { status: STATUS.LOCKED_BY_ADMIN, locked_at: iso() });
        await pushStatus(tx, row);
        await authRepository(tx, now).revokeTokens(user.id);
        await also?.(tx, row, current);
        return { changed: true, user: row };
      });
    },

    /**
     * Unlocked: active again, except an expert with nothing paid, who must pay (never a free
     * account), and a journalist never approved (a rejected applicant), who waits for approval again.
     */
    async unlock(user: UserRow, also?: AlsoInTransaction): Promise<StatusOutcome> {
      return db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const current = (await repository.findForUpdate(user.id)) ?? user;
        if (current.status !== STATUS.LOCKED_BY_ADMIN) return { changed: false, user: current };
        const status =
          current.role === ROLE.EXPERT
            ? await activeExpertStatus(tx, user.id)
            : current.approved_at
              ? STATUS.SIMPLE_USER
              : STATUS.WAIT_FOR_APPROVING;
        const row = await repository.update(user.id, { status, locked_at: null });
        await pushStatus(tx, row);
        await also?.(tx, row, current);
        return { changed: true, user: row };
      });
    },

    /**
     * The account reads as WILL_BE_DELETED until the date (see toUserDto), and can be restored until
     * then; `changed` false when a date was already set (it stays).
     */
    async scheduleDeletion(
      user: UserRow,
      options: { graceDays?: number; also?: AlsoInTransaction } = {},
    ): Promise<StatusOutcome> {
      const when = iso(now() + (options.graceDays ?? DELETION_GRACE_DAYS) * 86_400_000);
      return db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const current = (await repository.findForUpdate(user.id)) ?? user;
        if (current.date_deleting) return { changed: false, user: current };
        const row = await repository.update(user.id, { date_deleting: when });
        await pushStatus(tx, row);
        await options.also?.(tx, row, current);
        return { changed: true, user: row };
      });
    },

    /** A scheduled deletion is cancelled; `changed` false when none was set. */
    async restore(user: UserRow, also?: AlsoInTransaction): Promise<StatusOutcome> {
      return db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const current = (await repository.findForUpdate(user.id)) ?? user;
        // A deleted (anonymised) account has nothing left to restore.
        if (!current.date_deleting || current.deleted_at) return { changed: false, user: current };
        const row = await repository.update(user.id, { date_deleting: null });
        await pushStatus(tx, row);
        await also?.(tx, row, current);
        return { changed: true, user: row };
      });
    },

    /** The profile's personal info (name, title, work phone, LinkedIn); the status never changes here. */
    updateDetails(
      user: UserRow,
      details: Pick<UserRow, 'first_name' | 'last_name' | 'title' | 'work_phone' | 'linkedin'>,
    ) {
      return accounts.update(user.id, { ...details, updated_at: iso() });
    },

    /** The profile photo's address (a committed upload), or null to remove it. */
    setAvatar(user: UserRow, avatar: string | null) {
      return accounts.update(user.id, { avatar, updated_at: iso() });
    },

    /**
     * A new sign-in email (the caller checked the password and that nobody has it). Reset links
     * mailed to the old address stop working, in the same transaction.
     */
    changeEmail(user: Pick<UserRow, 'id'>, email: string) {
      return db.transaction(async (tx) => {
        const row = await accountsRepository(tx).update(user.id, { email, updated_at: iso() });
        await authRepository(tx, now).voidResetLinks(user.id);
        return row;
      });
    },

    /** The account's company name (the profile's company tab; the owner's only). */
    setCompany(user: UserRow, company: { company_name: string; company_description?: string | null }) {
      return accounts.update(user.id, {
        company_name: company.company_name,
        ...(company.company_description !== undefined && { company_description: company.company_description || null }),
        updated_at: iso(),
      });
    },

    setCompanyLogo(user: UserRow, company_logo: string | null) {
      return accounts.update(user.id, { company_logo, updated_at: iso() });
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
