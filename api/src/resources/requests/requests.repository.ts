import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/database';
import { requestAlerts, requestPitches, sourceRequests } from '../../db/schema';

export type SourceRequestRow = typeof sourceRequests.$inferSelect;
export type SourceRequestValues = Omit<
  typeof sourceRequests.$inferInsert,
  'id' | 'journalist_id' | 'status' | 'closed_at' | 'pitches_seen_at' | 'created_at' | 'updated_at'
>;

const intList = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/**
 * The directory's rule for a guest (`f`, a `guest_search_filters` row) fitting a request (`r`):
 * visible (published, of an active expert account), one of the request's expertise, and, when the
 * request names them, one of its countries or media regions and one of its languages.
 */
export const guestFits = (f: string, r: string) =>
  sql.raw(`${f}.visible AND ${f}.expertise_ids && ${r}.expertise_ids
    AND (cardinality(${r}.country_ids) + cardinality(${r}.region_ids) = 0
      OR ${f}.country_ids && ${r}.country_ids OR ${f}.region_ids && ${r}.region_ids)
    AND (cardinality(${r}.language_ids) = 0 OR ${f}.language_ids && ${r}.language_ids)`);

/**
 * How well a guest fits a request, 0..100: 60 for the share of the request's expertise the guest
 * has, 20 for its places (or none asked), 20 for its languages (or none asked).
 */
export const matchScore = (f: string, r: string) =>
  sql.raw(`round(
    60.0 * cardinality(ARRAY(SELECT unnest(${f}.expertise_ids) INTERSECT SELECT unnest(${r}.expertise_ids)))
      / greatest(1, cardinality(${r}.expertise_ids))
    + CASE WHEN cardinality(${r}.country_ids) + cardinality(${r}.region_ids) = 0
        OR ${f}.country_ids && ${r}.country_ids OR ${f}.region_ids && ${r}.region_ids THEN 20 ELSE 0 END
    + CASE WHEN cardinality(${r}.language_ids) = 0 OR ${f}.language_ids && ${r}.language_ids THEN 20 ELSE 0 END)::int`);

/** Pitches that count (a withdrawn one does not). */
const LIVE_PITCH = sql.raw(`p.status <> 'withdrawn'`);

export interface RequestWithCounts extends SourceRequestRow {
  pitches_count: number;
  new_pitches_count: number;
}

/** Counts of a journalist's request: its pitches, and those since the journalist last opened them. */
const countColumns = sql`
  (SELECT count(*)::int FROM request_pitches p WHERE p.request_id = r.id AND ${LIVE_PITCH}) AS pitches_count,
  (SELECT count(*)::int FROM request_pitches p WHERE p.request_id = r.id AND ${LIVE_PITCH}
    AND (r.pitches_seen_at IS NULL OR p.created_at > r.pitches_seen_at)) AS new_pitches_count`;

export interface MatchedAccount {
  account_id: number;
  email: string;
  first_name: string;
  frequency: 'immediate' | 'daily';
}

export function requestsRepository(db: Executor) {
  return {
    async insert(journalistId: number, values: SourceRequestValues) {
      const [row] = await db
        .insert(sourceRequests)
        .values({ ...values, journalist_id: journalistId })
        .returning();
      return row!;
    },

    async update(id: number, values: SourceRequestValues) {
      await db
        .update(sourceRequests)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(sourceRequests.id, id));
    },

    /** A journalist's own request (with its counts), locked for the transaction when asked. */
    async own(journalistId: number, id: number, { lock = false } = {}): Promise<RequestWithCounts | undefined> {
      if (lock) await db.execute(sql`SELECT id FROM source_requests WHERE id = ${id} FOR UPDATE`);
      const [row] = await rowsOf<RequestWithCounts>(
        db,
        sql`SELECT r.*, ${countColumns} FROM source_requests r WHERE r.id = ${id} AND r.journalist_id = ${journalistId}`,
      );
      return row;
    },

    async byId(id: number, { lock = false } = {}): Promise<SourceRequestRow | undefined> {
      const [row] = await rowsOf<SourceRequestRow>(
        db,
        sql`SELECT * FROM source_requests WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
      );
      return row;
    },

    /** A journalist's requests of one status: open by deadline (soonest first), closed newest first. */
    async listOwn(journalistId: number, status: 'open' | 'closed', limit: number, offset: number) {
      const order = status === 'open' ? sql`r.deadline ASC, r.id ASC` : sql`r.closed_at DESC NULLS LAST, r.id DESC`;
      const [rows, [total]] = await Promise.all([
        rowsOf<RequestWithCounts>(
          db,
          sql`SELECT r.*, ${countColumns} FROM source_requests r
            WHERE r.journalist_id = ${journalistId} AND r.status = ${status}
            ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM source_requests WHERE journalist_id = ${journalistId} AND status = ${status}`,
        ),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The dashboard's figures: open requests, new pitches on them, minutes from each request to its first pitch. */
    async summary(journalistId: number) {
      const [counts] = await rowsOf<{ open_count: number; new_pitches_count: number }>(
        db,
        sql`SELECT count(*)::int AS open_count, coalesce(sum(c.new_pitches_count), 0)::int AS new_pitches_count
          FROM (SELECT r.id, ${countColumns} FROM source_requests r
            WHERE r.journalist_id = ${journalistId} AND r.status = 'open') c`,
      );
      const firsts = await rowsOf<{ minutes: number }>(
        db,
        sql`SELECT extract(epoch FROM (min(p.created_at) - r.created_at)) / 60.0 AS minutes
          FROM source_requests r JOIN request_pitches p ON p.request_id = r.id
          WHERE r.journalist_id = ${journalistId} GROUP BY r.id, r.created_at`,
      );
      return { ...counts!, firsts: firsts.map((f) => Number(f.minutes)) };
    },

    async markPitchesSeen(id: number) {
      await db
        .update(sourceRequests)
        .set({ pitches_seen_at: sql`now()` })
        .where(eq(sourceRequests.id, id));
    },

    /**
     * Closes an open request; 'pitched' pitches become 'closed'. Answers the accounts to tell (those
     * with a pitched or shortlisted pitch), or null when it was not open.
     */
    async close(id: number): Promise<number[] | null> {
      const closed = await db
        .update(sourceRequests)
        .set({ status: 'closed', closed_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(sourceRequests.id, id), eq(sourceRequests.status, 'open')))
        .returning({ id: sourceRequests.id });
      if (!closed.length) return null;
      const pitchers = await rowsOf<{ expert_id: number }>(
        db,
        sql`SELECT DISTINCT expert_id FROM request_pitches WHERE request_id = ${id} AND status IN ('pitched', 'shortlisted')`,
      );
      await db
        .update(requestPitches)
        .set({ status: 'closed', updated_at: sql`now()` })
        .where(and(eq(requestPitches.request_id, id), eq(requestPitches.status, 'pitched')));
      return pitchers.map((p) => Number(p.expert_id));
    },

    /** Open requests whose deadline has passed, oldest first. */
    async due(limit: number) {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`SELECT id FROM source_requests WHERE status = 'open' AND deadline <= now() ORDER BY deadline LIMIT ${limit}`,
      );
      return rows.map((r) => Number(r.id));
    },

    /**
     * The expert accounts a request reaches: those with a guest the directory shows that fits it,
     * whose alerts are not paused and whose topics (when set) include one of its expertise.
     */
    async matchedAccounts(requestId: number): Promise<MatchedAccount[]> {
      // The request first, as one row: the guests' side is then an index search on its lists, not a
      // subquery run again for every user.
      const rows = await rowsOf<MatchedAccount>(
        db,
        sql`WITH r AS MATERIALIZED (SELECT * FROM source_requests WHERE id = ${requestId}),
          fits AS MATERIALIZED (SELECT DISTINCT g.user_id FROM r, guest_search_filters f JOIN guests g ON g.id = f.guest_id
            WHERE ${guestFits('f', 'r')})
          SELECT u.id AS account_id, u.email, u.first_name, coalesce(a.frequency, 'immediate') AS frequency
          FROM fits JOIN users u ON u.id = fits.user_id LEFT JOIN request_alerts a ON a.user_id = u.id, r
          WHERE NOT coalesce(a.paused, false)
            AND (a.expertise_ids IS NULL OR cardinality(a.expertise_ids) = 0 OR a.expertise_ids && r.expertise_ids)
          ORDER BY u.id`,
      );
      return rows.map((r) => ({ ...r, account_id: Number(r.account_id) }));
    },

    /** Each account and its accepted team members, who read for it (as conversations' readersOf), in one query. */
    async readersOfMany(accountIds: number[]): Promise<number[]> {
      if (!accountIds.length) return [];
      const members = await rowsOf<{ id: number }>(
        db,
        sql`SELECT member_user_id AS id FROM team_members
          WHERE expert_id = ANY(${intList(accountIds)}) AND member_user_id IS NOT NULL AND accepted_at IS NOT NULL`,
      );
      return [...new Set([...accountIds, ...members.map((m) => Number(m.id))])];
    },

    /** Names of lookup ids, per table. */
    async names(ids: { expertises: number[]; countries: number[]; media_regions: number[]; languages: number[] }) {
      const read = async (table: string, list: number[]) =>
        list.length
          ? rowsOf<{ id: number; name: string }>(
              db,
              sql`SELECT id, name FROM ${sql.raw(table)} WHERE id = ANY(${intList([...new Set(list)])})`,
            )
          : [];
      const [expertises, countries, regions, languages] = await Promise.all([
        read('expertises', ids.expertises),
        read('countries', ids.countries),
        read('media_regions', ids.media_regions),
        read('languages', ids.languages),
      ]);
      const map = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [Number(r.id), r.name]));
      return {
        expertises: map(expertises),
        countries: map(countries),
        regions: map(regions),
        languages: map(languages),
      };
    },

    async journalistName(id: number) {
      const [row] = await rowsOf<{ name: string }>(
        db,
        sql`SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = ${id}`,
      );
      return row?.name ?? '';
    },

    /** Accounts on daily alerts whose last digest is a day old (or never sent), not paused. */
    async dailyDue(before: string, limit: number) {
      const rows = await rowsOf<{ user_id: number; email: string; since: string | Date }>(
        db,
        sql`SELECT a.user_id, u.email, coalesce(a.last_digest_at, now() - interval '1 day') AS since
          FROM request_alerts a JOIN users u ON u.id = a.user_id
          WHERE a.frequency = 'daily' AND NOT a.paused AND (a.last_digest_at IS NULL OR a.last_digest_at <= ${before})
          ORDER BY a.user_id LIMIT ${limit}`,
      );
      return rows.map((r) => ({ ...r, user_id: Number(r.user_id), since: new Date(r.since).toISOString() }));
    },

    /** Open requests posted since `since` that reach `accountId` (its guests and topics). */
    async matchingSince(accountId: number, since: string) {
      return rowsOf<{ id: number; summary: string; deadline: string | Date }>(
        db,
        sql`SELECT r.id, r.summary, r.deadline FROM source_requests r
          LEFT JOIN request_alerts a ON a.user_id = ${accountId}
          WHERE r.status = 'open' AND r.deadline > now() AND r.created_at > ${since}
            AND EXISTS (SELECT 1 FROM guest_search_filters f JOIN guests g ON g.id = f.guest_id
              WHERE g.user_id = ${accountId} AND ${guestFits('f', 'r')})
            AND (a.expertise_ids IS NULL OR cardinality(a.expertise_ids) = 0 OR a.expertise_ids && r.expertise_ids)
          ORDER BY r.created_at LIMIT 50`,
      );
    },

    async markDigest(accountId: number, at: string) {
      await db.update(requestAlerts).set({ last_digest_at: at }).where(eq(requestAlerts.user_id, accountId));
    },
  };
}

export type RequestsRepository = ReturnType<typeof requestsRepository>;
