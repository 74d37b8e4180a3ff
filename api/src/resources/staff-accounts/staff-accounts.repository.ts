import { asc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { escapeLike } from '../../lib/lists';

/** Accounts whose name ("first last") or email contains `q`, any case. */
export function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(users.email, pattern), sql`(${users.first_name} || ' ' || ${users.last_name}) ilike ${pattern}`);
}

/** The console's accounts list: every journalist and expert, with what support needs to see. */
export function staffAccountsRepository(db: Executor) {
  return {
    page(q: string | undefined) {
      return (
        db
          // The subqueries name the outer row `users.id` in words: Drizzle writes a one-table query's
          // columns unqualified, and a bare "id" inside them would be the inner table's own.
          .select({
            id: users.id,
            role: users.role,
            status: users.status,
            date_deleting: users.date_deleting,
            deleted_at: users.deleted_at,
            email: users.email,
            first_name: users.first_name,
            last_name: users.last_name,
            company_name: users.company_name,
            approved_at: users.approved_at,
            locked_at: users.locked_at,
            created_at: users.created_at,
            // Sign-ins make access tokens: the newest one's creation is the last sign-in.
            last_sign_in_at: sql<
              string | null
            >`(select max(t.created_at) from access_tokens t where t.user_id = users.id)`,
            guests_count: sql<number>`(select count(*)::int from guests g where g.user_id = users.id and g.deleted_at is null and g.import_batch is null)`,
            subscription: sql<{
              plan: string;
              status: string;
              current_period_end: string | null;
            } | null>`(select json_build_object('plan', p.slug, 'status', s.status, 'current_period_end', s.current_period_end) from subscriptions s join subscription_plans p on p.id = s.plan_id where s.user_id = users.id order by s.id desc limit 1)`,
            team_owner: sql<{
              id: number;
              email: string;
            } | null>`(select json_build_object('id', o.id, 'email', o.email) from team_members m join users o on o.id = m.expert_id where m.member_user_id = users.id and m.accepted_at is not null limit 1)`,
            team_members_count: sql<number>`(select count(*)::int from team_members m where m.expert_id = users.id)`,
          })
          .from(users)
          .where(matching(q))
          .orderBy(asc(users.id))
      );
    },

    async count(q: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(matching(q));
      return row.n;
    },
  };
}
