import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { teamMembers, users } from '../../db/schema';

/** The expert account a team member acts for, as the profile shows it. */
export interface TeamAccount {
  id: number;
  name: string;
  company_name: string | null;
}

/** Reads the profile needs besides the user row (writes go through the accounts service). */
export function profileRepository(db: Executor) {
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
  };
}
