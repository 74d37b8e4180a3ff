import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accessTokens, teamMembers, users } from '../../db/schema';

export const memberColumns = {
  id: teamMembers.id,
  first_name: teamMembers.first_name,
  last_name: teamMembers.last_name,
  email: teamMembers.email,
  title: teamMembers.title,
  invited_at: teamMembers.invited_at,
  accepted_at: teamMembers.accepted_at,
  /** When the member last used the product (their newest session's last use). */
  last_sign_in_at: sql<
    string | null
  >`(SELECT max(t.last_used_at) FROM ${accessTokens} t WHERE t.user_id = ${teamMembers.member_user_id})`,
};

/** The people of one expert account's team; every query names the account. */
export function teamMembersRepository(db: Executor) {
  const ofAccount = (accountId: number, id: number) =>
    and(eq(teamMembers.id, id), eq(teamMembers.expert_id, accountId));

  return {
    list: (accountId: number) =>
      db
        .select(memberColumns)
        .from(teamMembers)
        .where(eq(teamMembers.expert_id, accountId))
        .orderBy(desc(teamMembers.created_at), desc(teamMembers.id)),

    async count(accountId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(teamMembers)
        .where(eq(teamMembers.expert_id, accountId));
      return row!.n;
    },

    async byEmail(accountId: number, email: string) {
      const [row] = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(and(eq(teamMembers.expert_id, accountId), sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`));
      return row ?? null;
    },

    async insert(
      accountId: number,
      values: { first_name: string; last_name: string; email: string; title: string | null },
      tokenHash: string,
    ) {
      const [row] = await db
        .insert(teamMembers)
        .values({ ...values, expert_id: accountId, invite_token_hash: tokenHash, invited_at: sql`now()` as never })
        .returning({ id: teamMembers.id });
      return row!.id;
    },

    async renewInvitation(accountId: number, id: number, tokenHash: string) {
      const rows = await db
        .update(teamMembers)
        .set({ invite_token_hash: tokenHash, invited_at: sql`now()` as never, updated_at: sql`now()` as never })
        .where(and(ofAccount(accountId, id), sql`${teamMembers.accepted_at} IS NULL`))
        .returning(memberColumns);
      return rows[0] ?? null;
    },

    async one(accountId: number, id: number) {
      const [row] = await db.select(memberColumns).from(teamMembers).where(ofAccount(accountId, id));
      return row ?? null;
    },

    async remove(accountId: number, id: number) {
      const rows = await db.delete(teamMembers).where(ofAccount(accountId, id)).returning({
        member_user_id: teamMembers.member_user_id,
      });
      return rows[0] ?? null;
    },

    /** The invitation a link's token names, with the inviting account's name. */
    async invitation(tokenHash: string) {
      const [row] = await db
        .select({
          id: teamMembers.id,
          expert_id: teamMembers.expert_id,
          email: teamMembers.email,
          first_name: teamMembers.first_name,
          last_name: teamMembers.last_name,
          title: teamMembers.title,
          invited_at: teamMembers.invited_at,
          account_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
          company_name: users.company_name,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.expert_id))
        .where(and(eq(teamMembers.invite_token_hash, tokenHash), sql`${teamMembers.accepted_at} IS NULL`));
      return row ?? null;
    },

    /** Links the member's user to the team; the link's token is used up. */
    accept: (id: number, userId: number) =>
      db
        .update(teamMembers)
        .set({
          member_user_id: userId,
          accepted_at: sql`now()` as never,
          invite_token_hash: null,
          updated_at: sql`now()` as never,
        })
        .where(eq(teamMembers.id, id)),

    /** Whether the user already acts for an account's team. */
    async membershipOf(userId: number) {
      const [row] = await db
        .select({ expert_id: teamMembers.expert_id })
        .from(teamMembers)
        .where(eq(teamMembers.member_user_id, userId));
      return row ?? null;
    },
  };
}
