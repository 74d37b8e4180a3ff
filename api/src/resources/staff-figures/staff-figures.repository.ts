import { sql, type SQL } from 'drizzle-orm';
import { INTERVIEW_STATUS, ROLE, STATUS } from 'mf-shared/roles';
import type { Executor } from '../../db/database';

/** A day's row of one query: `day` is `YYYY-MM-DD` (UTC), null on the row of the whole range. */
type DayRow<T> = T & { day: string | null };

/** The range as the queries read it: from the first day's start to the day after the last (UTC). */
export interface Span {
  start: string;
  end: string;
}

const dayOf = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * The console's figures, straight from the tables (no copy to keep up to date): each query groups
 * by UTC day with ROLLUP, so its last row (day null) is the whole range; plain SQL both engines run.
 */
export function staffFiguresRepository(db: Executor) {
  async function rows<T>(query: SQL): Promise<DayRow<T>[]> {
    return ((await db.execute(query)) as unknown as { rows: DayRow<T>[] }).rows;
  }
  const within = (column: SQL, span: Span) =>
    sql`${column} >= ${span.start}::timestamptz AND ${column} < ${span.end}::timestamptz`;

  return {
    /** Accounts made per day, by role. */
    signUps: (span: Span) =>
      rows<{ journalists: number; experts: number }>(sql`
        SELECT day, count(*) FILTER (WHERE role = ${ROLE.JOURNALIST})::int AS journalists,
          count(*) FILTER (WHERE role = ${ROLE.EXPERT})::int AS experts
        FROM (SELECT ${dayOf(sql`created_at`)} AS day, role FROM users WHERE ${within(sql`created_at`, span)}) s
        GROUP BY ROLLUP(day) ORDER BY day NULLS LAST`),

    /**
     * Accounts approved per day, and the median hours from sign-up to approval. An approval dated
     * before its sign-up (an account made with its approval already given, as the demo data's are)
     * counts as an approval but measures no wait.
     */
    approvals: (span: Span) =>
      rows<{ approved: number; median_hours: number | null }>(sql`
        SELECT day, count(*)::int AS approved,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY hours)::float8 AS median_hours
        FROM (SELECT ${dayOf(sql`approved_at`)} AS day,
            CASE WHEN approved_at >= created_at
              THEN extract(epoch FROM approved_at - created_at)::float8 / 3600 END AS hours
          FROM users WHERE ${within(sql`approved_at`, span)}) s
        GROUP BY ROLLUP(day) ORDER BY day NULLS LAST`),

    /** Who waits for approval now (the queue's own rule: not being deleted). */
    async waitingNow(): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`
        SELECT NULL AS day, count(*)::int AS n FROM users
        WHERE status = ${STATUS.WAIT_FOR_APPROVING} AND date_deleting IS NULL`);
      return row.n;
    },

    /** Interview requests made per day, by where each stands now. */
    interviews: (span: Span) =>
      rows<{ requests: number; pending: number; accepted: number; rejected: number; cancelled: number; done: number }>(
        sql`
        SELECT day, count(*)::int AS requests,
          count(*) FILTER (WHERE status = ${INTERVIEW_STATUS.PENDING})::int AS pending,
          count(*) FILTER (WHERE status = ${INTERVIEW_STATUS.APPROVED})::int AS accepted,
          count(*) FILTER (WHERE status = ${INTERVIEW_STATUS.REJECTED})::int AS rejected,
          count(*) FILTER (WHERE status = ${INTERVIEW_STATUS.CANCELLED})::int AS cancelled,
          count(*) FILTER (WHERE status = ${INTERVIEW_STATUS.DONE})::int AS done
        FROM (SELECT ${dayOf(sql`created_at`)} AS day, status FROM interviews WHERE ${within(sql`created_at`, span)}) s
        GROUP BY ROLLUP(day) ORDER BY day NULLS LAST`,
      ),

    /** Questions (threads) asked per day, how many are answered, and the median minutes to the first answer. */
    questions: (span: Span) =>
      rows<{ questions: number; answered: number; median_minutes: number | null }>(sql`
        SELECT day, count(*)::int AS questions, count(minutes)::int AS answered,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes)::float8 AS median_minutes
        FROM (SELECT ${dayOf(sql`created_at`)} AS day,
            extract(epoch FROM first_answered_at - created_at)::float8 / 60 AS minutes
          FROM chats WHERE ${within(sql`created_at`, span)}) s
        GROUP BY ROLLUP(day) ORDER BY day NULLS LAST`),

    /**
     * Monthly recurring revenue at each day's end: a twelfth of the yearly price (before GST) of
     * every subscription running then. A subscription runs from its row's creation (the paid
     * checkout) while active; a cancelled or expired one ran until its row last changed.
     */
    recurring: (span: Span) =>
      rows<{ mrr_cents: number; subscriptions: number }>(sql`
        SELECT ${dayOf(sql`d.day_start`)} AS day,
          coalesce(round(sum(p.price_cents) / 12.0), 0)::int AS mrr_cents, count(s.id)::int AS subscriptions
        FROM generate_series(${span.start}::timestamptz, ${span.end}::timestamptz - interval '24 hours', interval '24 hours')
          AS d(day_start)
        LEFT JOIN subscriptions s ON s.created_at < d.day_start + interval '24 hours'
          AND (s.status = 'active' OR (s.status IN ('cancelled', 'expired') AND s.updated_at >= d.day_start + interval '24 hours'))
        LEFT JOIN subscription_plans p ON p.id = s.plan_id
        GROUP BY d.day_start ORDER BY d.day_start`),
  };
}
