import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emailChanges, teamMembers, users } from '../../db/schema';

const iso = (ms: number) => new Date(ms).toISOString();

/** The expert account a team member acts for, as the profile shows it. */
export interface TeamAccount {
  id: number;
  name: string;
  company_name: string | null;
}

/**
 * Reads the profile needs besides the user row (writes to it go through the accounts service), and
 * the email changes waiting for their link.
 */
export function profileRepository(db: Executor, now: () => number = Date.now) {
  return {
    /** The account whose team the user joined (an accepted invitation), or null for an owner. */
    async teamAccountOf(userId: number): Promise<TeamAccount | null> {
      const [row] = await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          company_name: users.company_name,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.expert_id))
        .where(and(eq(teamMembers.member_user_id, userId), isNotNull(teamMembers.accepted_at)))
        .limit(1);
      return row ? { id: row.id, name: `${row.first_name} ${row.last_name}`, company_name: row.company_name } : null;
    },

    /** A new email change of the user; the ones asked for before stop working (only the newest link does). */
    async insertEmailChange(userId: number, newEmail: string, tokenHash: string, expiresAtMs: number) {
      await this.voidEmailChanges(userId);
      await db
        .insert(emailChanges)
        .values({ user_id: userId, new_email: newEmail, token_hash: tokenHash, expires_at: iso(expiresAtMs) });
    },

    /** Every email change of the user not yet confirmed stops working (marked used). */
    async voidEmailChanges(userId: number) {
      await db
        .update(emailChanges)
        .set({ used_at: iso(now()) })
        .where(and(eq(emailChanges.user_id, userId), isNull(emailChanges.used_at)));
    },

    /**
     * Spends a link atomically (unused, unexpired, the user's newest): of two requests with the same
     * link only one gets the change back.
     */
    async spendEmailChange(tokenHash: string) {
      const [change] = await db
        .update(emailChanges)
        .set({ used_at: iso(now()) })
        .where(
          and(
            eq(emailChanges.token_hash, tokenHash),
            isNull(emailChanges.used_at),
            gt(emailChanges.expires_at, iso(now())),
            sql`not exists (select 1 from email_changes newer where newer.user_id = ${emailChanges.user_id} and newer.id > ${emailChanges.id})`,
          ),
        )
        .returning({ user_id: emailChanges.user_id, new_email: emailChanges.new_email });
      return change ?? null;
    },
  };
}
