import { LIFECYCLE_MESSAGES } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { outbox } from '../../lib/outbox';
import type { PaymentProvider } from '../../lib/payments';
import { HttpError } from '../../plugins/errors';
import { fieldError } from '../../lib/validation';
import { accountsService, type UserRow } from '../accounts/accounts.service';
import { longDate } from '../billing/billing.service';
import { deletionScheduledMail, exportReadyMail } from './account-lifecycle.mail';
import { accountLifecycleRepository } from './account-lifecycle.repository';

/** Accounts a deletion run takes at most, and archives an export run makes at most. */
const DELETIONS_PER_RUN = 50;
const EXPORTS_PER_RUN = 10;

export interface LifecycleDeps {
  shellUrl: string;
  /** Checks the signed-in user's password (the auth service's, with its throttle). */
  checkPassword: (user: UserRow, password: string, ip: string) => Promise<void>;
  /** Removes a stored file by its public address (the upload store's). */
  discardFile: (url: string) => Promise<void>;
  /** Where a live subscription is cancelled before its account is deleted. */
  provider: Pick<PaymentProvider, 'cancelSubscription'>;
  log: { error: (obj: object, msg: string) => void };
  now?: () => number;
}

/**
 * The account's own lifecycle (issue 26): "Delete my account" (a date 30 days ahead; the account
 * reads WILL_BE_DELETED and can be restored until then), the daily job that anonymises accounts
 * whose date has passed, and "Download my data" (an archive made by a job, mailed when ready).
 */
export function accountLifecycleService(db: Database, deps: LifecycleDeps) {
  const now = deps.now ?? Date.now;
  const accounts = accountsService(db, { now });
  const repository = accountLifecycleRepository(db);

  return {
    async scheduleDeletion(user: UserRow, password: string, ip: string) {
      if (user.password === null) throw fieldError('password', LIFECYCLE_MESSAGES.SET_PASSWORD_FIRST);
      await deps.checkPassword(user, password, ip);
      const outcome = await accounts.scheduleDeletion(user, {
        also: (tx, row) => outbox(tx).mail(deletionScheduledMail(row, longDate(row.date_deleting!), deps.shellUrl)),
      });
      return {
        user: outcome.user,
        message: LIFECYCLE_MESSAGES.DELETION_SCHEDULED(longDate(outcome.user.date_deleting!)),
      };
    },

    async restore(user: UserRow) {
      const outcome = await accounts.restore(user);
      if (!outcome.changed) throw new HttpError(409, LIFECYCLE_MESSAGES.NOT_SCHEDULED);
      return { user: outcome.user, message: LIFECYCLE_MESSAGES.RESTORED };
    },

    /** Queues an archive; one at a time (409 while one is being made). */
    async requestExport(user: UserRow) {
      if (await repository.pendingExport(user.id)) throw new HttpError(409, LIFECYCLE_MESSAGES.EXPORT_BUSY);
      const row = await repository.queueExport(user.id);
      return { id: row.id, message: LIFECYCLE_MESSAGES.EXPORT_QUEUED };
    },

    listExports: (user: UserRow) => repository.listExports(user.id, new Date(now()).toISOString()),

    async download(user: UserRow, exportId: number) {
      const row = await repository.readyExport(user.id, exportId, new Date(now()).toISOString());
      if (!row?.archive) throw new HttpError(404, LIFECYCLE_MESSAGES.EXPORT_NOT_FOUND);
      return { archive: row.archive, fileName: `presspoint-data-${row.created_at.slice(0, 10)}.json` };
    },

    /** The export job: makes the queued archives, mails each owner, and removes expired ones. */
    async runExports() {
      const at = new Date(now());
      await repository.pruneExports(at.toISOString());
      for (const job of await repository.queuedExports(EXPORTS_PER_RUN)) {
        let archive: string | null = null;
        try {
          const data = await repository.gatherArchive(job.user_id);
          if (data) archive = JSON.stringify({ exported_at: at.toISOString(), ...data }, null, 2);
        } catch (error) {
          deps.log.error({ err: error, exportId: job.id }, 'data export failed');
        }
        // Read before the transaction: on PGlite's one connection a read outside it would wait for it.
        const user = await accounts.findById(job.user_id);
        await db.transaction(async (tx) => {
          const finished = await accountLifecycleRepository(tx).finishExport(job.id, archive, at);
          if (finished.length && archive !== null && user && !user.deleted_at)
            await outbox(tx).mail(exportReadyMail(user, deps.shellUrl));
        });
      }
    },

    /**
     * The daily deletion job: every account whose date has passed loses its personal data and
     * files (see the repository's `anonymise` for what stays). A live subscription is cancelled at
     * the provider first, so nobody is charged after their account is gone.
     */
    async runDeletions(): Promise<number[]> {
      const at = new Date(now()).toISOString();
      const deleted: number[] = [];
      for (const { id } of await repository.dueForDeletion(at, DELETIONS_PER_RUN)) {
        try {
          const live = await repository.liveSubscriptions(id);
          for (const sub of live) await deps.provider.cancelSubscription(sub.provider_ref!);
          const files = await repository.filesOf(id);
          const done = await db.transaction(async (tx) => {
            const lifecycle = accountLifecycleRepository(tx);
            if (!(await lifecycle.claimForDeletion(id, at))) return false;
            if (live.length)
              await lifecycle.cancelSubscriptions(
                live.map((sub) => sub.id),
                at,
              );
            await lifecycle.anonymise(id, at);
            await outbox(tx).closeSockets(id);
            return true;
          });
          if (!done) continue;
          // Files go once the rows no longer point at them; a file left behind is only storage.
          for (const url of files) await deps.discardFile(url).catch(() => undefined);
          deleted.push(id);
        } catch (error) {
          deps.log.error({ err: error, userId: id }, 'account deletion failed');
        }
      }
      return deleted;
    },
  };
}

export type AccountLifecycleService = ReturnType<typeof accountLifecycleService>;
