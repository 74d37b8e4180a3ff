import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { requestAlerts, requestPitches } from '../../db/schema';
import { rowsOf } from '../../db/database';
import { guestFits, matchScore, type SourceRequestRow } from '../requests/requests.repository';
import type { GuestCard } from 'mf-shared/types/guest';

export type PitchStatus = (typeof requestPitches.$inferSelect)['status'];

export interface PitchRow {
  id: number;
  request_id: number;
  expert_id: number;
  guest_id: number;
  answer: string;
  status: PitchStatus;
  decline_note: string | null;
  match_score: number;
  created_at: string | Date;
  updated_at: string | Date;
  guest: GuestCard;
  request_summary: string;
  request_deadline: string | Date;
  request_status: string;
}

/** `[{id, name}]` of one guest's links to a lookup table (as the directory's card has them). */
const named = (link: string, key: string, table: string, withCode = false) =>
  `coalesce((SELECT json_agg(json_build_object('id', x.id, 'name', x.name${withCode ? ", 'code', x.code" : ''}) ORDER BY x.name)
    FROM ${link} l JOIN ${table} x ON x.id = l.${key} WHERE l.guest_id = g.id), '[]'::json)`;

/** The guest's card, in the directory's shape (no search, so nothing `matched`), with the account's response time. */
const guestCard = sql.raw(`json_build_object(
  'id', g.id, 'guest_id', g.id, 'first_name', g.first_name, 'last_name', g.last_name,
  'avatar', g.avatar, 'title', g.title, 'company_name', coalesce(g.company_name, ''),
  'description', coalesce(g.description, ''), 'rating', g.rating, 'headline', g.headline,
  'last_confirmed_at', g.last_confirmed_at,
  'expertise', ${named('guest_expertises', 'expertise_id', 'expertises')},
  'country', ${named('guest_countries', 'country_id', 'countries', true)},
  'available', ${named('guest_regions', 'region_id', 'media_regions')},
  'languages', ${named('guest_languages', 'language_id', 'languages')},
  'matched', '[]'::json,
  'answers_within_hours', (SELECT CASE WHEN u.answer_count >= 3 AND u.answer_median_minutes IS NOT NULL
    THEN greatest(1, ceil(u.answer_median_minutes / 60.0))::int END FROM users u WHERE u.id = g.user_id)
)`);

const pitchSelect = sql`SELECT p.*, ${guestCard} AS guest, r.summary AS request_summary,
  r.deadline AS request_deadline, r.status AS request_status
  FROM request_pitches p JOIN guests g ON g.id = p.guest_id JOIN source_requests r ON r.id = p.request_id`;

export interface OpportunityRow extends SourceRequestRow {
  pitches_count: number;
  my_pitch_count: number;
  matches_my_guests: boolean;
  journalist_name: string;
}

export interface OpportunityFilters {
  matches: boolean;
  expertise_id?: number;
  medium?: string;
  deadline_within_hours?: number;
  sort: 'newest' | 'deadline';
}

/** The account's guests the directory shows, as filter rows. */
const mine = (accountId: number) =>
  sql`mine AS MATERIALIZED (SELECT f.* FROM guest_search_filters f JOIN guests g ON g.id = f.guest_id
    WHERE g.user_id = ${accountId} AND f.visible)`;

const opportunityColumns = (accountId: number) => sql`r.*,
  EXISTS (SELECT 1 FROM mine f WHERE ${guestFits('f', 'r')}) AS matches_my_guests,
  (SELECT count(*)::int FROM request_pitches p WHERE p.request_id = r.id AND p.status <> 'withdrawn') AS pitches_count,
  (SELECT count(*)::int FROM request_pitches p WHERE p.request_id = r.id AND p.status <> 'withdrawn'
    AND p.expert_id = ${accountId}) AS my_pitch_count,
  (SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = r.journalist_id) AS journalist_name`;

export function pitchesRepository(db: Executor) {
  const openWhere = (accountId: number, filters: OpportunityFilters): SQL => {
    const parts = [sql`r.status = 'open'`, sql`r.deadline > now()`];
    if (filters.matches) parts.push(sql`EXISTS (SELECT 1 FROM mine f WHERE ${guestFits('f', 'r')})`);
    if (filters.expertise_id) parts.push(sql`r.expertise_ids @> ARRAY[${filters.expertise_id}::int]`);
    if (filters.medium) parts.push(sql`r.medium = ${filters.medium}`);
    if (filters.deadline_within_hours)
      parts.push(sql`r.deadline <= now() + ${`${filters.deadline_within_hours} hours`}::interval`);
    void accountId;
    return sql.join(parts, sql` AND `);
  };

  return {
    /** A page of open requests for an expert account, newest or soonest deadline first. */
    async opportunities(accountId: number, filters: OpportunityFilters, limit: number, offset: number) {
      const where = openWhere(accountId, filters);
      const order = filters.sort === 'deadline' ? sql`r.deadline ASC, r.id ASC` : sql`r.created_at DESC, r.id DESC`;
      const [rows, [total]] = await Promise.all([
        rowsOf<OpportunityRow>(
          db,
          sql`WITH ${mine(accountId)}, page AS (SELECT r.id FROM source_requests r WHERE ${where}
              ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
            SELECT ${opportunityColumns(accountId)} FROM page JOIN source_requests r ON r.id = page.id ORDER BY ${order}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`WITH ${mine(accountId)} SELECT count(*)::int AS n FROM source_requests r WHERE ${where}`,
        ),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** One request as an opportunity for the account. */
    async opportunity(accountId: number, id: number): Promise<OpportunityRow | undefined> {
      const [row] = await rowsOf<OpportunityRow>(
        db,
        sql`WITH ${mine(accountId)} SELECT ${opportunityColumns(accountId)} FROM source_requests r WHERE r.id = ${id}`,
      );
      return row;
    },

    /** Open matching requests posted after `since` (all open matching ones when never seen). */
    async newCount(accountId: number, since: string | null) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`WITH ${mine(accountId)} SELECT count(*)::int AS n FROM source_requests r
          WHERE r.status = 'open' AND r.deadline > now() ${since ? sql`AND r.created_at > ${since}` : sql``}
            AND EXISTS (SELECT 1 FROM mine f WHERE ${guestFits('f', 'r')})`,
      );
      return Number(row?.n ?? 0);
    },

    /** The account's guests the directory shows, with the score each would have on the request. */
    async eligibleGuests(accountId: number, requestId: number) {
      return rowsOf<{ id: number; name: string; title: string | null; photo_url: string | null; score: number }>(
        db,
        sql`SELECT g.id, trim(g.first_name || ' ' || g.last_name) AS name, g.title, g.avatar AS photo_url,
            ${matchScore('f', 'r')} AS score
          FROM guests g JOIN guest_search_filters f ON f.guest_id = g.id AND f.visible, source_requests r
          WHERE g.user_id = ${accountId} AND r.id = ${requestId}
            AND NOT EXISTS (SELECT 1 FROM request_pitches p WHERE p.request_id = r.id AND p.guest_id = g.id
              AND p.status <> 'withdrawn')
          ORDER BY score DESC, g.last_name, g.first_name`,
      );
    },

    /** A guest of the account the directory shows, and its score on the request; undefined otherwise. */
    async eligibleGuest(accountId: number, guestId: number, requestId: number) {
      const [row] = await rowsOf<{ id: number; name: string; score: number }>(
        db,
        sql`SELECT g.id, trim(g.first_name || ' ' || g.last_name) AS name, ${matchScore('f', 'r')} AS score
          FROM guests g JOIN guest_search_filters f ON f.guest_id = g.id AND f.visible, source_requests r
          WHERE g.id = ${guestId} AND g.user_id = ${accountId} AND r.id = ${requestId}`,
      );
      return row;
    },

    async pitchOfGuest(requestId: number, guestId: number) {
      const [row] = await db
        .select()
        .from(requestPitches)
        .where(sql`${requestPitches.request_id} = ${requestId} AND ${requestPitches.guest_id} = ${guestId}`);
      return row;
    },

    async liveCount(requestId: number) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM request_pitches WHERE request_id = ${requestId} AND status <> 'withdrawn'`,
      );
      return Number(row?.n ?? 0);
    },

    async insert(values: typeof requestPitches.$inferInsert) {
      const [row] = await db.insert(requestPitches).values(values).returning({ id: requestPitches.id });
      return row!.id;
    },

    /** A withdrawn pitch taken up again. */
    async revive(id: number, values: { answer: string; match_score: number; author_id: number }) {
      await db
        .update(requestPitches)
        .set({
          ...values,
          status: 'pitched',
          decline_note: null,
          created_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where(eq(requestPitches.id, id));
    },

    async setStatus(id: number, status: PitchStatus, note?: string | null) {
      await db
        .update(requestPitches)
        .set({ status, ...(note !== undefined ? { decline_note: note } : {}), updated_at: sql`now()` })
        .where(eq(requestPitches.id, id));
    },

    async setAnswer(id: number, answer: string) {
      await db
        .update(requestPitches)
        .set({ answer, updated_at: sql`now()` })
        .where(eq(requestPitches.id, id));
    },

    /** One pitch with its guest's card and request. */
    async byId(id: number): Promise<PitchRow | undefined> {
      const [row] = await rowsOf<PitchRow>(db, sql`${pitchSelect} WHERE p.id = ${id}`);
      return row;
    },

    /** A pitch with the request's owner, for the permission checks. */
    async withOwner(id: number, { lock = false } = {}) {
      const [row] = await rowsOf<{
        id: number;
        request_id: number;
        expert_id: number;
        guest_id: number;
        status: PitchStatus;
        journalist_id: number;
        request_status: string;
        deadline: string | Date;
        summary: string;
      }>(
        db,
        sql`SELECT p.id, p.request_id, p.expert_id, p.guest_id, p.status, r.journalist_id,
            r.status AS request_status, r.deadline, r.summary
          FROM request_pitches p JOIN source_requests r ON r.id = p.request_id WHERE p.id = ${id}
          ${lock ? sql`FOR UPDATE OF p` : sql``}`,
      );
      return row;
    },

    /** A request's pitches (not withdrawn), best fitting first. */
    async ofRequest(requestId: number) {
      return rowsOf<PitchRow>(
        db,
        sql`${pitchSelect} WHERE p.request_id = ${requestId} AND p.status <> 'withdrawn'
          ORDER BY p.match_score DESC, p.created_at ASC, p.id ASC`,
      );
    },

    /** An account's pitches on one request. */
    async ofAccountOnRequest(accountId: number, requestId: number) {
      return rowsOf<PitchRow>(
        db,
        sql`${pitchSelect} WHERE p.request_id = ${requestId} AND p.expert_id = ${accountId} AND p.status <> 'withdrawn'
          ORDER BY p.created_at ASC`,
      );
    },

    /** An account's pitches, newest first, and the share shortlisted (or taken to an interview). */
    async ofAccount(accountId: number, limit: number, offset: number) {
      const [rows, [stats]] = await Promise.all([
        rowsOf<PitchRow>(
          db,
          sql`${pitchSelect} WHERE p.expert_id = ${accountId} AND p.status <> 'withdrawn'
            ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        rowsOf<{ n: number; shortlisted: number }>(
          db,
          sql`SELECT count(*)::int AS n,
              count(*) FILTER (WHERE status IN ('shortlisted', 'interview_requested'))::int AS shortlisted
            FROM request_pitches WHERE expert_id = ${accountId} AND status <> 'withdrawn'`,
        ),
      ]);
      return { rows, total: Number(stats?.n ?? 0), shortlisted: Number(stats?.shortlisted ?? 0) };
    },

    async alerts(accountId: number) {
      const [row] = await db.select().from(requestAlerts).where(eq(requestAlerts.user_id, accountId));
      return row;
    },

    async saveAlerts(
      accountId: number,
      values: { expertise_ids: number[]; frequency: 'immediate' | 'daily'; paused: boolean },
    ) {
      await db
        .insert(requestAlerts)
        .values({ user_id: accountId, ...values })
        .onConflictDoUpdate({ target: requestAlerts.user_id, set: { ...values, updated_at: sql`now()` } });
    },

    async markOpportunitiesSeen(accountId: number) {
      await db
        .insert(requestAlerts)
        .values({ user_id: accountId, opportunities_seen_at: sql`now()` })
        .onConflictDoUpdate({ target: requestAlerts.user_id, set: { opportunities_seen_at: sql`now()` } });
    },
  };
}

export type PitchesRepository = ReturnType<typeof pitchesRepository>;
