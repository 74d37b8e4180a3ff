// `npm run admin -- approve|lock|unlock|delete|restore <email>`: moves an account between the
// statuses of spec section 4 on the configured database.
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from './config/settings';
import { loadSettings } from './config/settings';
import { connectFromSettings } from './db/connect';
import type { Database } from './db/database';
import { accessTokens, users } from './db/schema';
import { STATUS } from 'mf-shared/roles';

const { SIMPLE_USER, LOCKED_BY_ADMIN, WAIT_FOR_APPROVING } = STATUS;
/** How long a deleted account can still be restored. */
const DELETION_GRACE_DAYS = 30;

type User = typeof users.$inferSelect;

const COMMANDS: Record<string, { help: string; run: (db: Database, user: User) => Promise<string> }> = {
  approve: {
    help: 'approve a journalist or expert waiting for approval (status 0 to 1)',
    run: async (db, user) => {
      if (user.status !== WAIT_FOR_APPROVING)
        return `${user.email} is not waiting for approval (status ${user.status}); nothing changed.`;
      await db
        .update(users)
        .set({ status: SIMPLE_USER, approved_at: new Date().toISOString() })
        .where(eq(users.id, user.id));
      return `${user.email} is approved.`;
    },
  },
  lock: {
    help: 'lock the account (status 10) and end its sessions',
    run: async (db, user) => {
      await db
        .update(users)
        .set({ status: LOCKED_BY_ADMIN, locked_at: new Date().toISOString() })
        .where(eq(users.id, user.id));
      await db
        .update(accessTokens)
        .set({ revoked_at: new Date().toISOString() })
        .where(eq(accessTokens.user_id, user.id));
      return `${user.email} is locked; its sessions are ended.`;
    },
  },
  unlock: {
    help: 'unlock a locked account (status 10 to 1)',
    run: async (db, user) => {
      if (user.status !== LOCKED_BY_ADMIN) return `${user.email} is not locked; nothing changed.`;
      await db.update(users).set({ status: SIMPLE_USER, locked_at: null }).where(eq(users.id, user.id));
      return `${user.email} is unlocked.`;
    },
  },
  delete: {
    help: `schedule deletion in ${DELETION_GRACE_DAYS} days (the account reads as WILL_BE_DELETED, 9)`,
    run: async (db, user) => {
      const when = new Date(Date.now() + DELETION_GRACE_DAYS * 86_400_000).toISOString();
      await db.update(users).set({ date_deleting: when }).where(eq(users.id, user.id));
      return `${user.email} will be deleted on ${when.slice(0, 10)}.`;
    },
  },
  restore: {
    help: 'cancel a scheduled deletion',
    run: async (db, user) => {
      await db.update(users).set({ date_deleting: null }).where(eq(users.id, user.id));
      return `${user.email} is restored.`;
    },
  },
};

export async function runAdmin(db: Database, command: string, email: string): Promise<string> {
  const action = COMMANDS[command];
  if (!action)
    throw new Error(
      `Unknown command "${command}". Commands:\n${Object.entries(COMMANDS)
        .map(([n, c]) => `  ${n.padEnd(8)} ${c.help}`)
        .join('\n')}`,
    );
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user) throw new Error(`No account with the email ${email}.`);
  return action.run(db, user);
}

export const adminTokenFile = (settings: Pick<Settings, 'DATA_DIR'>) => path.join(settings.DATA_DIR, '.admin-token');

/** Through the running API, when there is one (PGlite allows one process); null when none answers. */
async function viaRunningApi(settings: Settings, command: string, email: string): Promise<string | null> {
  if (!fs.existsSync(adminTokenFile(settings))) return null;
  const token = fs.readFileSync(adminTokenFile(settings), 'utf8');
  const host = settings.HOST === '0.0.0.0' ? '127.0.0.1' : settings.HOST;
  let res: Response;
  try {
    res = await fetch(`http://${host}:${settings.API_PORT}/internal/admin/${encodeURIComponent(command)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify({ email }),
    });
  } catch {
    return null;
  }
  const body = (await res.json()) as { message: string };
  if (!res.ok) throw new Error(body.message);
  return body.message;
}

if (require.main === module) {
  const [command, email] = process.argv.slice(2);
  (async () => {
    if (!command || !email) throw new Error('Usage: npm run admin -- approve|lock|unlock|delete|restore <email>');
    const settings = loadSettings();
    const answer = settings.DATABASE_URL ? null : await viaRunningApi(settings, command, email);
    if (answer !== null) return console.log(answer);
    const handle = await connectFromSettings(settings);
    try {
      console.log(await runAdmin(handle.db, command, email));
    } finally {
      await handle.close();
    }
  })().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
