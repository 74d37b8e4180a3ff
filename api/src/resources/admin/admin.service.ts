import type { Database } from '../../db/database';
import { accountsService, DELETION_GRACE_DAYS, type AccountsService, type UserRow } from '../accounts/accounts.service';

/** What a command may need beyond the account: where the mails it causes link to. */
export interface AdminContext {
  shellUrl: string;
}

interface Command {
  help: string;
  run: (accounts: AccountsService, user: UserRow, context: AdminContext) => Promise<string>;
}

/** The admin commands (`npm run admin -- <command> <email>`): each is one status change of the accounts service. */
const COMMANDS: Record<string, Command> = {
  approve: {
    help: 'approve a journalist or expert waiting for approval (status 0 to 1); mails them a sign-in link',
    run: async (accounts, user, { shellUrl }) =>
      (await accounts.approve(user, shellUrl)).changed
        ? `${user.email} is approved.`
        : `${user.email} is not waiting for approval (status ${user.status}); nothing changed.`,
  },
  lock: {
    help: 'lock the account (status 10) and end its sessions',
    run: async (accounts, user) => {
      await accounts.lock(user);
      return `${user.email} is locked; its sessions are ended.`;
    },
  },
  unlock: {
    help: 'unlock a locked account (status 10 to 1)',
    run: async (accounts, user) =>
      (await accounts.unlock(user)).changed
        ? `${user.email} is unlocked.`
        : `${user.email} is not locked; nothing changed.`,
  },
  delete: {
    help: `schedule deletion in ${DELETION_GRACE_DAYS} days (the account reads as WILL_BE_DELETED, 9)`,
    run: async (accounts, user) => {
      const { user: changed } = await accounts.scheduleDeletion(user);
      return `${user.email} will be deleted on ${changed.date_deleting!.slice(0, 10)}.`;
    },
  },
  restore: {
    help: 'cancel a scheduled deletion',
    run: async (accounts, user) => {
      await accounts.restore(user);
      return `${user.email} is restored.`;
    },
  },
};

/** Runs one admin command on the account with this email; throws with the commands' list when unknown. */
export async function runAdmin(db: Database, command: string, email: string, context: AdminContext): Promise<string> {
  const action = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!action)
    throw new Error(
      `Unknown command "${command}". Commands:\n${Object.entries(COMMANDS)
        .map(([n, c]) => `  ${n.padEnd(8)} ${c.help}`)
        .join('\n')}`,
    );
  const accounts = accountsService(db);
  const user = await accounts.findByEmail(email);
  if (!user) throw new Error(`No account with the email ${email}.`);
  return action.run(accounts, user, context);
}
