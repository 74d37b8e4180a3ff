import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  blogPosts,
  eventGuests,
  eventIndustries,
  eventMedia,
  eventQuestions,
  eventRegistrations,
  eventRelated,
  events,
  guests,
  news,
  users,
} from '../../db/schema';
import { escapeLike, pagedQuery, type Paging } from '../../lib/lists';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type RelatedType = 'news' | 'blog' | 'event';
export type RelatedRef = { type: RelatedType; id: number };

/** Where each kind of item an event may point to lives: its table, its title, its newest first. */
const RELATED_SOURCES = {
  news: { table: news, title: news.title, newestFirst: [desc(news.updated_at), desc(news.id)] },
  blog: {
    table: blogPosts,
    title: blogPosts.blog_title,
    newestFirst: [desc(blogPosts.created_at), desc(blogPosts.id)],
  },
  event: { table: events, title: events.heading, newestFirst: [desc(events.created_at), desc(events.id)] },
};
type RelatedSource = (typeof RELATED_SOURCES)[RelatedType];

/** A related item as an event shows it, tagged with its kind (`key` is unique across kinds). */
const tagged = (type: RelatedType, rows: { id: number; title: string; slug: string }[]) =>
  rows.map((r) => ({ type, ...r, key: `${type}:${r.id}` }));

export const EVENT_SORTS = ['start_date', 'heading', 'created_at'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

const listColumns = {
  id: events.id,
  kind: events.kind,
  slug: events.slug,
  heading: events.heading,
  header_image: events.header_image,
  start_date: events.start_date,
  end_date: events.end_date,
  start_time: events.start_time,
  end_time: events.end_time,
  all_day: events.all_day,
  time_zone: events.time_zone,
  location: events.location,
  organised_by: events.organised_by,
  embargo_until: events.embargo_until,
  created_at: events.created_at,
  updated_at: events.updated_at,
};

/**
 * The instant an event starts: its date and time (midnight when all day or unset) read in its
 * zone (UTC when unset). Computed by the database, so the reminder job finds due events in SQL.
 */
export const eventStart = sql<string>`((${events.start_date} + coalesce(${events.start_time}, time '00:00')) at time zone coalesce(${events.time_zone}, 'UTC'))`;

const matching = (search?: string) =>
  search
    ? or(ilike(events.heading, `%${escapeLike(search)}%`), ilike(events.location, `%${escapeLike(search)}%`))
    : undefined;

/** Events and story ideas as their owner account writes them, and briefing registrations. */
export function eventsRepository(db: Executor) {
  /** One kind's items, `{ id, title, slug }`, that `where` keeps; never one a moderator hid. */
  const relatedItems = (type: RelatedType, where: (source: RelatedSource) => SQL | undefined) => {
    const source: RelatedSource = RELATED_SOURCES[type];
    const shown = type === 'news' ? isNull(news.hidden_at) : type === 'event' ? isNull(events.hidden_at) : undefined;
    return db
      .select({ id: source.table.id, title: source.title, slug: source.table.slug })
      .from(source.table)
      .where(and(where(source), shown));
  };
  /** These related items, those that still exist, with their titles (news, then blog, then events). */
  const relatedOf = async (refs: RelatedRef[]) => {
    const existing = (type: RelatedType) => {
      const ids = refs.filter((r) => r.type === type).map((r) => r.id);
      return ids.length
        ? relatedItems(type, (source) => inArray(source.table.id, ids)).then((rows) => tagged(type, rows))
        : [];
    };
    const [n, b, e] = await Promise.all([existing('news'), existing('blog'), existing('event')]);
    return [...n, ...b, ...e];
  };
  return {
    async byId(id: number) {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row ?? null;
    },

    async slugsStartingWith(base: string) {
      const rows = await db
        .select({ slug: events.slug })
        .from(events)
        .where(sql`${events.slug} like ${`${escapeLike(base)}%`}`);
      return rows.map((r) => r.slug);
    },

    /** The account's own events (both kinds unless `kind`), with registrant and question counts. */
    own(
      ownerId: number,
      query: Paging & { search?: string; sort?: EventSort; direction?: 'asc' | 'desc'; kind?: EventRow['kind'] },
    ) {
      const where = and(
        eq(events.user_id, ownerId),
        query.kind ? eq(events.kind, query.kind) : undefined,
        matching(query.search),
      );
      const column = { start_date: events.start_date, heading: events.heading, created_at: events.created_at }[
        query.sort ?? 'start_date'
      ];
      const order = query.direction === 'asc' ? asc : desc;
      return pagedQuery(
        query,
        db
          .select({
            ...listColumns,
            registrants_count: sql<number>`(select count(*)::int from ${eventRegistrations} r where r.event_id = "events"."id")`,
            questions_count: sql<number>`(select count(*)::int from ${eventQuestions} q where q.event_id = "events"."id")`,
            hidden_at: events.hidden_at,
            hidden_reason: events.hidden_reason,
          })
          .from(events)
          .where(where)
          .orderBy(order(column), order(events.id)),
        () => db.$count(events, where),
      );
    },

    /**
     * The industries (topics) and suggested guests of these events, for the owner's list: names in
     * the order written, guests by name.
     */
    async listExtras(eventIds: number[]) {
      const industries = new Map<number, { name: string }[]>();
      const suggested = new Map<
        number,
        { guest_id: number; first_name: string; last_name: string; avatar: string | null }[]
      >();
      if (!eventIds.length) return { industries, guests: suggested };
      const [names, people] = await Promise.all([
        db
          .select({ event_id: eventIndustries.event_id, name: eventIndustries.name })
          .from(eventIndustries)
          .where(inArray(eventIndustries.event_id, eventIds))
          .orderBy(asc(eventIndustries.id)),
        db
          .select({
            event_id: eventGuests.event_id,
            guest_id: guests.id,
            first_name: guests.first_name,
            last_name: guests.last_name,
            avatar: guests.avatar,
          })
          .from(eventGuests)
          .innerJoin(guests, eq(guests.id, eventGuests.guest_id))
          .where(inArray(eventGuests.event_id, eventIds))
          .orderBy(asc(guests.first_name), asc(guests.last_name), asc(guests.id)),
      ]);
      for (const { event_id, name } of names) industries.set(event_id, [...(industries.get(event_id) ?? []), { name }]);
      for (const { event_id, ...guest } of people) suggested.set(event_id, [...(suggested.get(event_id) ?? []), guest]);
      return { industries, guests: suggested };
    },

    /** Published events or story ideas, newest start first. */
    publicList(kind: EventRow['kind'], query: Paging & { search?: string }) {
      const where = and(
        eq(events.kind, kind),
        isNull(events.hidden_at),
        query.search ? ilike(events.heading, `%${escapeLike(query.search)}%`) : undefined,
      );
      return pagedQuery(
        query,
        db.select(listColumns).from(events).where(where).orderBy(desc(events.start_date), desc(events.id)),
        () => db.$count(events, where),
      );
    },

    /** How many of these guests are the account's own, complete and not removed. */
    async ownGuestCount(ownerId: number, ids: number[]) {
      if (!ids.length) return 0;
      return db.$count(
        guests,
        and(
          inArray(guests.id, ids),
          eq(guests.user_id, ownerId),
          eq(guests.is_draft, false),
          isNull(guests.deleted_at),
        ),
      );
    },

    /** Which of these related items exist (news, blog posts, events). */
    async existingRelated(refs: RelatedRef[]) {
      const found = await relatedOf(refs);
      return new Set(found.map((r) => r.key));
    },

    /** The related items of an event that still exist, with their titles. */
    async related(eventId: number) {
      const refs = await db
        .select({ type: eventRelated.related_type, id: eventRelated.related_id })
        .from(eventRelated)
        .where(eq(eventRelated.event_id, eventId));
      return relatedOf(refs);
    },

    /** What an event may point to: news, blog posts and events whose title matches, newest first. */
    async relatedCandidates(search: string | undefined, type: RelatedType | undefined, limit = 20) {
      const like = search ? `%${escapeLike(search)}%` : undefined;
      const matching = (kind: RelatedType) =>
        !type || type === kind
          ? relatedItems(kind, (source) => (like ? ilike(source.title, like) : undefined))
              .orderBy(...RELATED_SOURCES[kind].newestFirst)
              .limit(limit)
              .then((rows) => tagged(kind, rows))
          : [];
      const [n, b, e] = await Promise.all([matching('news'), matching('blog'), matching('event')]);
      // Interleaved so each kind shows when the search matches many.
      const lists = [n, e, b];
      const out: ReturnType<typeof tagged> = [];
      for (let i = 0; out.length < limit && lists.some((l) => i < l.length); i++)
        for (const l of lists) if (i < l.length && out.length < limit) out.push(l[i]);
      return out;
    },

    async insert(values: NewEvent) {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return row.id;
    },

    async update(id: number, values: Partial<NewEvent>) {
      await db
        .update(events)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(events.id, id));
    },

    async replaceGuests(eventId: number, guestIds: number[]) {
      await db.delete(eventGuests).where(eq(eventGuests.event_id, eventId));
      if (guestIds.length)
        await db.insert(eventGuests).values(guestIds.map((guest_id) => ({ event_id: eventId, guest_id })));
    },

    async replaceIndustries(eventId: number, names: string[]) {
      await db.delete(eventIndustries).where(eq(eventIndustries.event_id, eventId));
      if (names.length) await db.insert(eventIndustries).values(names.map((name) => ({ event_id: eventId, name })));
    },

    async replaceRelated(eventId: number, refs: RelatedRef[]) {
      await db.delete(eventRelated).where(eq(eventRelated.event_id, eventId));
      if (refs.length)
        await db
          .insert(eventRelated)
          .values(refs.map((r) => ({ event_id: eventId, related_type: r.type, related_id: r.id })));
    },

    async mediaOf(eventId: number) {
      return db
        .select({ id: eventMedia.id, file: eventMedia.file, type: eventMedia.type })
        .from(eventMedia)
        .where(eq(eventMedia.event_id, eventId))
        .orderBy(eventMedia.id);
    },

    async addMedia(eventId: number, files: { file: string; type: 'image' | 'video' }[]) {
      if (files.length) await db.insert(eventMedia).values(files.map((f) => ({ event_id: eventId, ...f })));
    },

    /** Removes these gallery files of the event; answers their addresses. */
    async removeMedia(eventId: number, ids: number[]) {
      if (!ids.length) return [];
      const gone = await db
        .delete(eventMedia)
        .where(and(eq(eventMedia.event_id, eventId), inArray(eventMedia.id, ids)))
        .returning({ file: eventMedia.file });
      return gone.map((g) => g.file);
    },

    /** Deletes the event (its media rows, guests, registrations and questions go with it). */
    async delete(id: number) {
      await db.delete(events).where(eq(events.id, id));
      // Other events that pointed to it drop it.
      await db.delete(eventRelated).where(and(eq(eventRelated.related_type, 'event'), eq(eventRelated.related_id, id)));
    },

    async registration(eventId: number, userId: number) {
      const [row] = await db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.user_id, userId)));
      return row ?? null;
    },

    /** Registers once: a second call answers the first registration. */
    async register(eventId: number, userId: number, acknowledgedAt: string | null) {
      const [row] = await db
        .insert(eventRegistrations)
        .values({ event_id: eventId, user_id: userId, embargo_acknowledged_at: acknowledgedAt })
        .onConflictDoNothing()
        .returning();
      if (row) return { row, created: true };
      const [existing] = await db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.user_id, userId)));
      return { row: existing, created: false };
    },

    async unregister(eventId: number, userId: number) {
      const gone = await db
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.user_id, userId)))
        .returning({ id: eventRegistrations.id });
      return gone.length > 0;
    },

    async registrantCount(eventId: number) {
      return db.$count(eventRegistrations, eq(eventRegistrations.event_id, eventId));
    },

    /** Registrants with who they are, first registered first. */
    async registrants(eventId: number) {
      return db
        .select({
          id: eventRegistrations.id,
          user_id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          publication: users.company_name,
          registered_at: eventRegistrations.created_at,
          acknowledged_at: eventRegistrations.embargo_acknowledged_at,
        })
        .from(eventRegistrations)
        .innerJoin(users, eq(users.id, eventRegistrations.user_id))
        .where(eq(eventRegistrations.event_id, eventId))
        .orderBy(eventRegistrations.created_at, eventRegistrations.id);
    },

    async addQuestion(eventId: number, userId: number, body: string) {
      const [row] = await db
        .insert(eventQuestions)
        .values({ event_id: eventId, user_id: userId, body })
        .returning({ id: eventQuestions.id });
      return row.id;
    },

    /** Questions of the event (of one asker when `userId`), oldest first. */
    async questions(eventId: number, userId?: number) {
      return db
        .select({
          id: eventQuestions.id,
          question: eventQuestions.body,
          created_at: eventQuestions.created_at,
          user_id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          publication: users.company_name,
        })
        .from(eventQuestions)
        .innerJoin(users, eq(users.id, eventQuestions.user_id))
        .where(and(eq(eventQuestions.event_id, eventId), userId ? eq(eventQuestions.user_id, userId) : undefined))
        .orderBy(eventQuestions.created_at, eventQuestions.id);
    },

    /**
     * Registrations not yet reminded whose briefing starts within `withinMs` from `now` (and not
     * before now), with what the reminder mail needs.
     */
    async dueReminders(now: Date, withinMs: number): Promise<DueReminder[]> {
      const from = now.toISOString();
      const until = new Date(now.getTime() + withinMs).toISOString();
      return db
        .select({
          registration_id: eventRegistrations.id,
          event_id: events.id,
          heading: events.heading,
          start_date: events.start_date,
          start_time: events.start_time,
          all_day: events.all_day,
          time_zone: events.time_zone,
          location: events.location,
          email: users.email,
          first_name: users.first_name,
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.event_id))
        .innerJoin(users, eq(users.id, eventRegistrations.user_id))
        .where(
          and(
            isNull(eventRegistrations.reminded_at),
            eq(events.kind, 'event'),
            gt(eventStart, sql`${from}::timestamptz`),
            lte(eventStart, sql`${until}::timestamptz`),
          ),
        );
    },

    /** Marks one registration reminded; false when another run did it first. */
    async markReminded(registrationId: number, at: string) {
      const done = await db
        .update(eventRegistrations)
        .set({ reminded_at: at })
        .where(and(eq(eventRegistrations.id, registrationId), isNull(eventRegistrations.reminded_at)))
        .returning({ id: eventRegistrations.id });
      return done.length === 1;
    },

    /** The owner account's name and address (the invitation's organizer). */
    async owner(userId: number) {
      const [row] = await db
        .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export interface DueReminder {
  registration_id: number;
  event_id: number;
  heading: string;
  start_date: string | null;
  start_time: string | null;
  all_day: number;
  time_zone: string | null;
  location: string | null;
  email: string;
  first_name: string;
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
