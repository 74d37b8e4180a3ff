import { and, desc, eq, sql } from 'drizzle-orm';
import { ROLE, STATUS } from 'mf-shared/roles';
import type { SavedSearch, SavedSearchQuery } from 'mf-shared/types/saved-search';
import type { Executor } from '../../db/database';
import { savedSearches, users } from '../../db/schema';

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  is_paused: savedSearches.is_paused,
  last_run_at: savedSearches.last_run_at,
  last_new_count: savedSearches.last_new_count,
  created_at: savedSearches.created_at,
};

/** A journalist's saved directory searches; every query but the digest's is limited to the owner's. */
export function savedSearchesRepository(db: Executor) {
  const mine = (userId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.user_id, userId));

  return {
    list: (userId: number): Promise<SavedSearch[]> =>
      db
        .select(columns)
        .from(savedSearches)
        .where(eq(savedSearches.user_id, userId))
        .orderBy(desc(savedSearches.created_at), desc(savedSearches.id)) as Promise<SavedSearch[]>,

    async count(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(eq(savedSearches.user_id, userId));
      return row!.n;
    },

    async insert(userId: number, name: string, query: SavedSearchQuery): Promise<SavedSearch> {
      const [row] = await db.insert(savedSearches).values({ user_id: userId, name, query }).returning(columns);
      return row as SavedSearch;
    },

    async update(userId: number, id: number, changes: { name?: string; is_paused?: boolean }) {
      const [row] = await db
        .update(savedSearches)
        .set({ ...changes, updated_at: sql`now()` })
        .where(mine(userId, id))
        .returning(columns);
      return (row as SavedSearch | undefined) ?? null;
    },

    async remove(userId: number, id: number) {
      const rows = await db.delete(savedSearches).where(mine(userId, id)).returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * Searches whose digest is due: not paused, last run before `dueBefore`, owner an active
     * journalist; the oldest first, at most `limit`.
     */
    due: (dueBefore: string, limit: number) =>
      db
        .select({ ...columns, user_id: savedSearches.user_id, email: users.email, first_name: users.first_name })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.user_id))
        .where(
          and(
            eq(savedSearches.is_paused, false),
            sql`${savedSearches.last_run_at} < ${dueBefore}`,
            eq(users.role, ROLE.JOURNALIST),
            eq(users.status, STATUS.SIMPLE_USER),
            sql`${users.date_deleting} is null`,
          ),
        )
        .orderBy(savedSearches.last_run_at)
        .limit(limit),

    /** Records a digest run: when it looked, and how many new or changed guests it found. */
    markRun: (id: number, ranAt: string, newCount: number) =>
      db.update(savedSearches).set({ last_run_at: ranAt, last_new_count: newCount }).where(eq(savedSearches.id, id)),
  };
}
