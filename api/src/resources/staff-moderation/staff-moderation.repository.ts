import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { events, guests, messages, news, reports, type ReportItemType, type ReportStatus } from '../../db/schema';

/** One reportable item as moderation reads it, whichever table it lives in. */
export interface ModerationItem {
  item_type: ReportItemType;
  item_id: number;
  title: string;
  owner_id: number;
  created_at: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  /** Shown to its public (visitors, the directory, the thread's reader) apart from a moderator's hiding. */
  published: boolean;
  /** The public page's path on the site, when it has one. */
  path: string | null;
}

/** The table and columns behind each kind of item. */
const TABLES = {
  news: { table: news, where: (id: number) => eq(news.id, id) },
  story_idea: { table: events, where: (id: number) => and(eq(events.id, id), eq(events.kind, 'story_idea'))! },
  event: { table: events, where: (id: number) => and(eq(events.id, id), eq(events.kind, 'event'))! },
  guest: { table: guests, where: (id: number) => and(eq(guests.id, id), eq(guests.is_private, false))! },
  question: { table: messages, where: (id: number) => and(eq(messages.id, id), eq(messages.type, 1))! },
} as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The SQL that reads items of every kind as one relation (item_type, item_id, title, owner_id,
 * created_at, hidden_at, hidden_reason, published, path): the queue, the recently published list
 * and single reads all go through it.
 */
const ITEMS = sql`(
  select 'news'::text as item_type, n.id as item_id, n.title::text as title, n.author_id as owner_id,
    n.created_at, n.hidden_at, n.hidden_reason, true as published, '/news/' || n.slug as path
  from news n
  union all
  select e.kind::text, e.id, e.heading::text, e.user_id, e.created_at, e.hidden_at, e.hidden_reason, true,
    case when e.kind = 'story_idea' then '/story-ideas/' || e.id else '/event-detail/' || e.id end
  from events e
  union all
  select 'guest', g.id, (g.first_name || ' ' || g.last_name)::text, g.user_id, g.created_at, g.hidden_at,
    g.hidden_reason, (not g.is_draft and not g.is_hidden and g.deleted_at is null and g.import_batch is null),
    '/contact/' || g.id || '/overview'
  from guests g where not g.is_private
  union all
  select 'question', m.id, left(m.body, 200)::text, m.sender_id, m.created_at, m.hidden_at, m.hidden_reason,
    true, null
  from messages m where m.type = 1
) items`;

/** Who owns an item: the account named on the queue and told when it is hidden. */
const OWNER = sql`join users u on u.id = items.owner_id`;

export type ItemWithOwner = ModerationItem & { owner_email: string; owner_name: string };

export interface ReportGroup extends ItemWithOwner {
  reports_count: number;
  first_reported_at: string;
  last_reported_at: string;
  reasons: Record<string, number>;
  notes: string[];
}

/** Reports, and the hidden state of the items they are about. */
export function moderationRepository(db: Executor) {
  return {
    /** One item with its owner, or null (none of that kind with this id). */
    async item(type: ReportItemType, id: number): Promise<ItemWithOwner | null> {
      const result = await db.execute(sql`
        select items.*, u.email as owner_email, (u.first_name || ' ' || u.last_name) as owner_name
        from ${ITEMS} ${OWNER}
        where items.item_type = ${type} and items.item_id = ${id}`);
      return rowsOf<ItemWithOwner>(result)[0] ?? null;
    },

    /** Locks the item's row for the rest of the transaction (two moderators acting at once take turns). */
    async lock(type: ReportItemType, id: number) {
      const { table, where } = TABLES[type];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(where(id) as SQL)
        .for('update');
      return rows.length > 0;
    },

    async setHidden(
      type: ReportItemType,
      id: number,
      change: { hidden_at: string; hidden_reason: string; hidden_by: number } | null,
    ) {
      const { table, where } = TABLES[type];
      await db
        .update(table)
        .set(change ?? { hidden_at: null, hidden_reason: null, hidden_by: null })
        .where(and(where(id) as SQL, change ? isNull(table.hidden_at) : isNotNull(table.hidden_at)));
    },

    async addReport(report: typeof reports.$inferInsert) {
      const [row] = await db.insert(reports).values(report).returning({ id: reports.id });
      return row;
    },

    /** Whether this reporter already has an open report on the item. */
    async hasOpenReport(type: ReportItemType, id: number, reporterKey: string) {
      const n = await db.$count(
        reports,
        and(
          eq(reports.item_type, type),
          eq(reports.item_id, id),
          eq(reports.reporter_key, reporterKey),
          eq(reports.status, 'open'),
        ),
      );
      return n > 0;
    },

    /** Closes the item's open reports (`dismissed` or `actioned`); answers how many. */
    async resolveOpen(type: ReportItemType, id: number, status: Exclude<ReportStatus, 'open'>, staffId: number) {
      const rows = await db
        .update(reports)
        .set({ status, resolved_at: sql`now()`, resolved_by: staffId })
        .where(and(eq(reports.item_type, type), eq(reports.item_id, id), eq(reports.status, 'open')))
        .returning({ id: reports.id });
      return rows.length;
    },

    /** Open reports grouped by item, the most reported first, then the most recently reported. */
    async openGroups(limit: number, offset: number): Promise<ReportGroup[]> {
      const result = await db.execute(sql`
        with groups as (
          select r.item_type, r.item_id, count(*)::int as reports_count,
            min(r.created_at) as first_reported_at, max(r.created_at) as last_reported_at,
            (select jsonb_object_agg(reason, n) from (
              select r2.reason, count(*)::int as n from reports r2
              where r2.status = 'open' and r2.item_type = r.item_type and r2.item_id = r.item_id
              group by r2.reason) x) as reasons,
            coalesce((array_agg(r.note order by r.created_at desc) filter (where r.note is not null))[1:5], '{}')
              as notes
          from reports r where r.status = 'open'
          group by r.item_type, r.item_id
        )
        select items.*, u.email as owner_email, (u.first_name || ' ' || u.last_name) as owner_name,
          groups.reports_count, groups.first_reported_at, groups.last_reported_at, groups.reasons, groups.notes
        from groups
        join ${ITEMS} on items.item_type = groups.item_type and items.item_id = groups.item_id
        ${OWNER}
        order by groups.reports_count desc, groups.last_reported_at desc, items.item_type, items.item_id
        limit ${limit} offset ${offset}`);
      return rowsOf<ReportGroup>(result);
    },

    async openGroupCount(): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as n from (
          select 1 from reports r
          join ${ITEMS} on items.item_type = r.item_type and items.item_id = r.item_id
          where r.status = 'open' group by r.item_type, r.item_id) g`);
      return rowsOf<{ n: number }>(result)[0].n;
    },

    /** Items published (made) in the last `days` days, newest first; questions are not listed. */
    async recent(days: number, type: ReportItemType | undefined, limit: number, offset: number) {
      const result = await db.execute(sql`
        select items.*, u.email as owner_email, (u.first_name || ' ' || u.last_name) as owner_name,
          (select count(*)::int from reports r where r.status = 'open' and r.item_type = items.item_type
            and r.item_id = items.item_id) as open_reports
        from ${ITEMS} ${OWNER}
        where items.item_type <> 'question' and items.published
          and items.created_at > now() - make_interval(days => ${days})
          ${type ? sql`and items.item_type = ${type}` : sql``}
        order by items.created_at desc, items.item_type, items.item_id desc
        limit ${limit} offset ${offset}`);
      return rowsOf<ItemWithOwner & { open_reports: number }>(result);
    },

    async recentCount(days: number, type: ReportItemType | undefined): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as n from ${ITEMS}
        where items.item_type <> 'question' and items.published
          and items.created_at > now() - make_interval(days => ${days})
          ${type ? sql`and items.item_type = ${type}` : sql``}`);
      return rowsOf<{ n: number }>(result)[0].n;
    },
  };
}
