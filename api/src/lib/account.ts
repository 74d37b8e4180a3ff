import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { teamMembers } from '../db/schema';

/**
 * The expert account a signed-in user acts for: their own id, or, for a user who accepted an
 * invitation to an account's team (`team_members.member_user_id`, `accepted_at` set), the owning
 * expert's id. Everything an account owns (guests, interviews, questions) is checked against it;
 * only the owner manages members and payment (compare `user.id` for that).
 */
export async function actingAccountId(db: Executor, user: { id: number }): Promise<number> {
  const [membership] = await db
    .select({ expert_id: teamMembers.expert_id })
    .from(teamMembers)
    .where(and(eq(teamMembers.member_user_id, user.id), isNotNull(teamMembers.accepted_at)))
    .limit(1);
  return membership?.expert_id ?? user.id;
}
