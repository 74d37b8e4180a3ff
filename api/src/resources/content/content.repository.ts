import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  blogPosts,
  eventGuests,
  eventIndustries,
  eventMedia,
  events,
  expertises,
  guests,
  news,
  newsExpertises,
  newsGuests,
  users,
  reviews,
} from '../../db/schema';
import { pagedList, pagedQuery, type Paging } from '../../lib/lists';

const newsSummary = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  picture: news.picture,
  updated_at: news.updated_at,
  author_id: news.author_id,
  author: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
};

/**
 * A guest as public pages show it: who they are, and the expert account offering them (whose
 * news the author page lists). Details need a signed-in user (GET /guests/{id}).
 */
const suggestedGuest = {
  guest_id: guests.id,
  first_name: guests.first_name,
  last_name: guests.last_name,
  title: guests.title,
  company_name: guests.company_name,
  avatar: guests.avatar,
  expert_id: guests.user_id,
  expert_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
};

/** Public reads of news, blog posts, events and story ideas. */
export function contentRepository(db: Executor) {
  async function expertiseOf(newsIds: number[]) {
    if (newsIds.length === 0) return new Map<number, { id: number; name: string }[]>();
    const rows = await db
      .select({ news_id: newsExpertises.news_id, id: expertises.id, name: expertises.name })
      .from(newsExpertises)
      .innerJoin(expertises, eq(expertises.id, newsExpertises.expertise_id))
      .where(inArray(newsExpertises.news_id, newsIds));
    const map = new Map<number, { id: number; name: string }[]>();
    for (const r of rows) map.set(r.news_id, [...(map.get(r.news_id) ?? []), { id: r.id, name: r.name }]);
    return map;
  }

  function newsPage(asked: SQL | undefined, paging: Paging) {
    // What a moderator hid leaves every public list (issue 26).
    const where = and(asked, isNull(news.hidden_at));
    return pagedList(
      paging,
      async (limit, offset) => {
        const rows = await db
          .select(newsSummary)
          .from(news)
          .innerJoin(users, eq(users.id, news.author_id))
          .where(where)
          .orderBy(desc(news.updated_at), desc(news.id))
          .limit(limit)
          .offset(offset);
        const topics = await expertiseOf(rows.map((r) => r.id));
        return rows.map((r) => ({
          ...r,
          expertise: (topics.get(r.id) ?? []).map((t) => t.id),
          expertises: topics.get(r.id) ?? [],
        }));
      },
      () => db.$count(news, where),
    );
  }

  const byExpertise = (expertiseId?: number) =>
    expertiseId
      ? inArray(
          news.id,
          db
            .select({ id: newsExpertises.news_id })
            .from(newsExpertises)
            .where(eq(newsExpertises.expertise_id, expertiseId)),
        )
      : undefined;

  return {
    reviews: () =>
      db
        .select({
          id: reviews.id,
          author_name: reviews.author_name,
          author_title: reviews.author_title,
          rating: reviews.rating,
          text: reviews.text,
        })
        .from(reviews)
        .orderBy(desc(reviews.rating), reviews.id),
    newsBlock: () => newsPage(undefined, { page: 1, per_page: 6 }).then((p) => p.data),
    stories: (paging: Paging, expertiseId?: number) => newsPage(byExpertise(expertiseId), paging),
    newsByAuthor: (authorId: number, paging: Paging) => newsPage(eq(news.author_id, authorId), paging),

    /**
     * One article with its expertise (ids and an id-to-name map) and suggested guests. One a
     * moderator hid is found only for its owner's own reads (`withHidden`).
     */
    async article(where: SQL, { withHidden = false } = {}) {
      const [row] = await db
        .select({
          ...newsSummary,
          text: news.text,
          link: news.link,
          picture_type: news.picture_type,
          hidden_at: news.hidden_at,
          hidden_reason: news.hidden_reason,
        })
        .from(news)
        .innerJoin(users, eq(users.id, news.author_id))
        .where(withHidden ? where : and(where, isNull(news.hidden_at)));
      if (!row) return null;
      const [topics, suggested] = await Promise.all([
        expertiseOf([row.id]),
        db
          .select(suggestedGuest)
          .from(newsGuests)
          .innerJoin(guests, eq(guests.id, newsGuests.guest_id))
          .innerJoin(users, eq(users.id, guests.user_id))
          .where(and(eq(newsGuests.news_id, row.id), isNull(guests.hidden_at))),
      ]);
      const list = topics.get(row.id) ?? [];
      return {
        ...row,
        expertise: list.map((t) => t.id),
        expertise_names: Object.fromEntries(list.map((t) => [t.id, t.name])),
        guests: suggested,
      };
    },
    newsSlug: (slug: string) => eq(news.slug, slug),
    newsId: (id: number) => eq(news.id, id),

    async authorExpertises(authorId: number) {
      return db
        .selectDistinct({ id: expertises.id, name: expertises.name })
        .from(newsExpertises)
        .innerJoin(news, eq(news.id, newsExpertises.news_id))
        .innerJoin(expertises, eq(expertises.id, newsExpertises.expertise_id))
        .where(and(eq(news.author_id, authorId), isNull(news.hidden_at)))
        .orderBy(expertises.name);
    },

    async author(id: number) {
      const [row] = await db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, role: users.role })
        .from(users)
        .where(eq(users.id, id));
      return row?.role === 0 ? row : null;
    },

    blogPage(paging: Paging, expertiseId?: number) {
      const where = expertiseId ? eq(blogPosts.expertise_id, expertiseId) : undefined;
      const columns = {
        id: blogPosts.id,
        slug: blogPosts.slug,
        blog_title: blogPosts.blog_title,
        picture: blogPosts.picture,
        created_at: blogPosts.created_at,
        expertise_id: blogPosts.expertise_id,
      };
      return pagedQuery(
        paging,
        db.select(columns).from(blogPosts).where(where).orderBy(desc(blogPosts.created_at), desc(blogPosts.id)),
        () => db.$count(blogPosts, where),
      );
    },

    async blogPost(where: SQL) {
      const [row] = await db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          blog_title: blogPosts.blog_title,
          blog_description: blogPosts.blog_description,
          picture: blogPosts.picture,
          created_at: blogPosts.created_at,
        })
        .from(blogPosts)
        .where(where);
      return row ?? null;
    },
    blogSlug: (slug: string) => eq(blogPosts.slug, slug),
    blogId: (id: number) => eq(blogPosts.id, id),

    eventPage(kind: 'event' | 'story_idea', paging: Paging) {
      const where = and(eq(events.kind, kind), isNull(events.hidden_at));
      const columns = {
        id: events.id,
        slug: events.slug,
        heading: events.heading,
        header_image: events.header_image,
        start_date: events.start_date,
        end_date: events.end_date,
        location: events.location,
        created_at: events.created_at,
        embargo_until: events.embargo_until,
      };
      return pagedQuery(
        paging,
        db.select(columns).from(events).where(where).orderBy(desc(events.start_date), desc(events.id)),
        () => db.$count(events, where),
      );
    },

    /**
     * An event or story idea page: the fields of spec section 3 with media, guests and industries.
     * One a moderator hid is found only for its owner (`withHidden`).
     */
    async event(where: SQL, { withHidden = false } = {}) {
      const [row] = await db
        .select()
        .from(events)
        .where(withHidden ? where : and(where, isNull(events.hidden_at)));
      if (!row) return null;
      const [medias, suggested, industries] = await Promise.all([
        db
          .select({ file: eventMedia.file, type: eventMedia.type })
          .from(eventMedia)
          .where(eq(eventMedia.event_id, row.id)),
        db
          .select(suggestedGuest)
          .from(eventGuests)
          .innerJoin(guests, eq(guests.id, eventGuests.guest_id))
          .innerJoin(users, eq(users.id, guests.user_id))
          .where(and(eq(eventGuests.event_id, row.id), isNull(guests.hidden_at))),
        db.select({ name: eventIndustries.name }).from(eventIndustries).where(eq(eventIndustries.event_id, row.id)),
      ]);
      const { user_id: _owner, hidden_by: _by, ...event } = row;
      return {
        ...event,
        header_image_json: row.header_image_json ?? (row.header_image ? [{ url: row.header_image }] : []),
        medias,
        guests: suggested,
        industries,
      };
    },
    eventSlug: (slug: string) => eq(events.slug, slug),
    eventId: (id: number, kind?: 'event' | 'story_idea') =>
      kind ? and(eq(events.id, id), eq(events.kind, kind))! : eq(events.id, id),
  };
}
