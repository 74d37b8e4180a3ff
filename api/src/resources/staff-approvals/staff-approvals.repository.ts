import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { STATUS } from 'mf-shared/roles';

/** Accounts waiting for approval (spec section 4, WAIT_FOR_APPROVING), not being deleted. */
const waiting = and(eq(users.status, STATUS.WAIT_FOR_APPROVING), isNull(users.date_deleting));

/** The approval queue's reads: who waits, oldest first, with what helps decide. */
export function staffApprovalsRepository(db: Executor) {
  return {
    page() {
      return (
        db
          // The subqueries name the outer row `users.id` in words: Drizzle writes a one-table query's
          // columns unqualified, and a bare "id" inside them would be the inner table's own.
          .select({
            id: users.id,
            role: users.role,
            email: users.email,
            first_name: users.first_name,
            last_name: users.last_name,
            title: users.title,
            company_name: users.company_name,
            publication: users.publication,
            linkedin: users.linkedin,
            created_at: users.created_at,
            // Live guests only: removed ones and unfinished imports do not count.
            guests_count: sql<number>`(select count(*)::int from guests g where g.user_id = users.id and g.deleted_at is null and g.import_batch is null)`,
          })
          .from(users)
          .where(waiting)
          .orderBy(asc(users.created_at), asc(users.id))
      );
    },

    async count(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(waiting);
      return row.n;
    },
  };
}
