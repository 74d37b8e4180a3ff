import { desc, eq, sql } from 'drizzle-orm';
import { INTERVIEW_STATUS } from 'mf-shared/roles';
import type { JournalistDashboard } from 'mf-shared/types/dashboard';
import type { Executor } from '../../db/database';
import { savedSearches } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The journalist dashboard's figures, each one query over the journalist's own rows. */
export function dashboardRepository(db: Executor) {
  return {
    async interviewsByStatus(journalistId: number) {
      const rows = rowsOf<{ status: number; n: number }>(
        await db.execute(
          sql`SELECT status, count(*)::int AS n FROM interviews WHERE journalist_id = ${journalistId} GROUP BY status`,
        ),
      );
      const of = (status: number) => rows.find((r) => Number(r.status) === status)?.n ?? 0;
      const figures = {
        pending: of(INTERVIEW_STATUS.PENDING),
        approved: of(INTERVIEW_STATUS.APPROVED),
        rejected: of(INTERVIEW_STATUS.REJECTED),
        cancelled: of(INTERVIEW_STATUS.CANCELLED),
        done: of(INTERVIEW_STATUS.DONE),
      };
      return { ...figures, total: rows.reduce((sum, r) => sum + r.n, 0) };
    },

    async upcoming(journalistId: number, limit: number): Promise<JournalistDashboard['upcoming']> {
      return rowsOf<JournalistDashboard['upcoming'][number]>(
        await db.execute(sql`
          SELECT i.id, i.guest_id, g.first_name || ' ' || g.last_name AS guest_fullname,
            to_char(i.date_interview AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date, i.time_zone
          FROM interviews i JOIN guests g ON g.id = i.guest_id
          WHERE i.journalist_id = ${journalistId} AND i.status = ${INTERVIEW_STATUS.APPROVED} AND i.date_interview > now()
          ORDER BY i.date_interview, i.id LIMIT ${limit}`),
      );
    },

    /** Conversations whose newest sent message is the journalist's: a question still unanswered. */
    async questionsWaiting(journalistId: number) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`
          SELECT count(*)::int AS n FROM chats c
          WHERE c.journalist_id = ${journalistId}
            AND (SELECT m.sender_id FROM messages m WHERE m.chat_id = c.id AND m.type = 1
                 ORDER BY m.id DESC LIMIT 1) = ${journalistId}`),
      );
      return row?.n ?? 0;
    },

    async contacts(journalistId: number) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM journalist_contacts WHERE journalist_id = ${journalistId}`),
      );
      return row?.n ?? 0;
    },

    savedSearches(journalistId: number): Promise<JournalistDashboard['saved_searches']> {
      return db
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          query: savedSearches.query,
          is_paused: savedSearches.is_paused,
          last_new_count: savedSearches.last_new_count,
          last_run_at: savedSearches.last_run_at,
        })
        .from(savedSearches)
        .where(eq(savedSearches.user_id, journalistId))
        .orderBy(
          desc(sql`${savedSearches.last_new_count} > 0 AND NOT ${savedSearches.is_paused}`),
          desc(savedSearches.created_at),
          desc(savedSearches.id),
        );
    },

    /** Median hours from a request to its (first) approval, over the journalist's approved requests. */
    async approvalTimes(journalistId: number) {
      const [row] = rowsOf<{ median: number | null; n: number }>(
        await db.execute(sql`
          SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.approved_at - i.created_at) / 3600) AS median,
            count(*)::int AS n
          FROM interviews i
          JOIN LATERAL (SELECT min(c.created_at) AS approved_at FROM interview_status_changes c
                        WHERE c.interview_id = i.id AND c.status = ${INTERVIEW_STATUS.APPROVED}) a ON a.approved_at IS NOT NULL
          WHERE i.journalist_id = ${journalistId}`),
      );
      return {
        median: row?.median === null || row?.median === undefined ? null : Number(row.median),
        count: row?.n ?? 0,
      };
    },
  };
}
