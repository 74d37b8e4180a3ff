import type { Database } from '../../db/database';
import { accountsService, DELETION_GRACE_DAYS, type AccountsService, type UserRow } from '../accounts/accounts.service';
import { AUDIT_ACTIONS, auditAccountChange } from '../audit/audit.service';
import { staffService } from '../staff/staff.service';
import { STAFF_ROLES } from '../staff/staff.permissions';

/** What a command may need beyond the account: where the mails it causes link to, and the staff settings. */
export interface AdminContext {
  shellUrl: string;
  /** create-staff: the role (support, moderator, owner). */
  role?: string;
  /** create-staff: the password (STAFF_PASSWORD); unset, a random one is made and printed once. */
  staffPassword?: string;
  /** create-staff: staff must use an authenticator (STAFF_REQUIRE_2FA), so one is set up at once. */
  staffRequireTwoFactor?: boolean;
}

interface Command {
  help: string;
  run: (accounts: AccountsService, user: UserRow, context: AdminContext) => Promise<string>;
}

/** The command line's audit line: no staff member (staff_id null), the command's action. */
const byCommandLine = (action: string) => auditAccountChange(null, action, null, { via: 'command line' });

/** The admin commands (`npm run admin -- <command> <email>`): each is one status change of the accounts service. */
const COMMANDS: Record<string, Command> = {
  approve: {
    help: 'approve a journalist or expert waiting for approval (status 0 to 1); mails them a sign-in link',
    run: async (accounts, user, { shellUrl }) =>
      (await accounts.approve(user, shellUrl, byCommandLine(AUDIT_ACTIONS.APPROVE))).changed
        ? `${user.email} is approved.`
        : `${user.email} is not waiting for approval (status ${user.status}); nothing changed.`,
  },
  lock: {
    help: 'lock the account (status 10) and end its sessions',
    run: async (accounts, user) =>
      (await accounts.lock(user, byCommandLine(AUDIT_ACTIONS.LOCK))).changed
        ? `${user.email} is locked; its sessions are ended.`
        : `${user.email} is already locked; nothing changed.`,
  },
  unlock: {
    help: 'unlock a locked account (status 10 to 1; an account never approved waits for approval again)',
    run: async (accounts, user) =>
      (await accounts.unlock(user, byCommandLine(AUDIT_ACTIONS.UNLOCK))).changed
        ? `${user.email} is unlocked.`
        : `${user.email} is not locked; nothing changed.`,
  },
  delete: {
    help: `schedule deletion in ${DELETION_GRACE_DAYS} days (the account reads as WILL_BE_DELETED, 9)`,
    run: async (accounts, user) => {
      const { user: changed } = await accounts.scheduleDeletion(user, {
        also: byCommandLine(AUDIT_ACTIONS.SCHEDULE_DELETION),
      });
      return `${user.email} will be deleted on ${changed.date_deleting!.slice(0, 10)}.`;
    },
  },
  restore: {
    help: 'cancel a scheduled deletion',
    run: async (accounts, user) => {
      await accounts.restore(user, byCommandLine(AUDIT_ACTIONS.RESTORE));
      return `${user.email} is restored.`;
    },
  },
};

/** Commands on staff accounts (the operations console), by their email. */
const STAFF_COMMANDS: Record<
  string,
  { help: string; run: (db: Database, email: string, context: AdminContext) => Promise<string> }
> = {
  'create-staff': {
    help: `create a staff account: create-staff <email> <${STAFF_ROLES.join('|')}> (password from STAFF_PASSWORD, else printed once)`,
    run: async (db, email, context) => {
      const created = await staffService(db, { requireTwoFactor: Boolean(context.staffRequireTwoFactor) }).create(
        email,
        context.role ?? '',
        context.staffPassword,
      );
      return [
        `Staff account ${created.member.email} (${created.member.role}) is created.`,
        ...(created.generatedPassword
          ? [`Its password, shown this once: ${created.generatedPassword}`]
          : ['Its password is the one in STAFF_PASSWORD.']),
        ...(created.twoFactor
          ? [`Its authenticator (add it to an app; shown this once): ${created.twoFactor.otpauth_url}`]
          : []),
      ].join('\n');
    },
  },
  'staff-2fa': {
    help: 'give a staff account a new authenticator secret (the old codes stop working); printed once',
    run: async (db, email) => {
      const setup = await staffService(db, { requireTwoFactor: true }).resetTwoFactor(email);
      return `A new authenticator for ${email} (add it to an app; shown this once): ${setup.otpauth_url}`;
    },
  },
};

const commandList = () =>
  [...Object.entries(COMMANDS), ...Object.entries(STAFF_COMMANDS)]
    .map(([n, c]) => `  ${n.padEnd(12)} ${c.help}`)
    .join('\n');

/** Runs one admin command on the account with this email; throws with the commands' list when unknown. */
export async function runAdmin(db: Database, command: string, email: string, context: AdminContext): Promise<string> {
  if (Object.hasOwn(STAFF_COMMANDS, command)) return STAFF_COMMANDS[command].run(db, email, context);
  const action = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!action) throw new Error(`Unknown command "${command}". Commands:\n${commandList()}`);
  const accounts = accountsService(db);
  const user = await accounts.findByEmail(email);
  if (!user) throw new Error(`No account with the email ${email}.`);
  return action.run(accounts, user, context);
}
