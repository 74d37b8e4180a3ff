import { and, asc, desc, eq, ilike, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { expertises, guests, news, newsExpertises, newsGuests } from '../../db/schema';
import { escapeLike, pagedList, type Paging } from '../../lib/lists';

export type NewNews = typeof news.$inferInsert;

export const MY_NEWS_SORTS = ['updated_at', 'title'] as const;
export type MyNewsQuery = Paging & {
  search?: string;
  sort?: (typeof MY_NEWS_SORTS)[number];
  direction?: 'asc' | 'desc';
};

/** News items as experts write them (public reads are in the content repository). */
export function newsRepository(db: Executor) {
  return {
    /** How many of these expertise ids exist. */
    async knownExpertiseCount(ids: number[]) {
      if (!ids.length) return 0;
      return db.$count(expertises, inArray(expertises.id, ids));
    },

    /** How many of these guests are the expert's own published ones (not removed). */
    async ownGuestCount(expertId: number, ids: number[]) {
      if (!ids.length) return 0;
      return db.$count(
        guests,
        and(
          inArray(guests.id, ids),
          eq(guests.user_id, expertId),
          eq(guests.is_draft, false),
          isNull(guests.deleted_at),
        ),
      );
    },

    /** One page of the author's items (ids only: the content repository reads them whole). */
    ownPage(authorId: number, query: MyNewsQuery) {
      const search = query.search ? `%${escapeLike(query.search)}%` : undefined;
      const where = and(
        eq(news.author_id, authorId),
        search ? or(ilike(news.title, search), ilike(news.text, search)) : undefined,
      );
      const column = query.sort === 'title' ? news.title : news.updated_at;
      const order = (query.direction ?? (query.sort === 'title' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
      return pagedList(
        query,
        async (limit, offset) =>
          (
            await db
              .select({ id: news.id })
              .from(news)
              .where(where)
              .orderBy(order(column), order(news.id))
              .limit(limit)
              .offset(offset)
          ).map((r) => r.id),
        () => db.$count(news, where),
      );
    },

    async byId(id: number) {
      const [row] = await db.select().from(news).where(eq(news.id, id));
      return row ?? null;
    },

    async guestIds(newsId: number) {
      const rows = await db.select({ id: newsGuests.guest_id }).from(newsGuests).where(eq(newsGuests.news_id, newsId));
      return rows.map((r) => r.id);
    },

    async expertiseIds(newsId: number) {
      const rows = await db
        .select({ id: newsExpertises.expertise_id })
        .from(newsExpertises)
        .where(eq(newsExpertises.news_id, newsId));
      return rows.map((r) => r.id);
    },

    /** Writes the item's fields and replaces its expertises and guests. */
    async update(id: number, values: Partial<NewNews>, expertiseIds: number[], guestIds: number[]) {
      await db
        .update(news)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(news.id, id));
      await db.delete(newsExpertises).where(eq(newsExpertises.news_id, id));
      await db.insert(newsExpertises).values(expertiseIds.map((expertise_id) => ({ news_id: id, expertise_id })));
      await db.delete(newsGuests).where(eq(newsGuests.news_id, id));
      if (guestIds.length) await db.insert(newsGuests).values(guestIds.map((guest_id) => ({ news_id: id, guest_id })));
    },

    async slugsStartingWith(base: string) {
      const rows = await db
        .select({ slug: news.slug })
        .from(news)
        .where(like(news.slug, `${escapeLike(base)}%`));
      return rows.map((r) => r.slug);
    },

    /** The item with its expertises and suggested guests; answers its id. */
    async insert(values: NewNews, expertiseIds: number[], guestIds: number[]) {
      const [row] = await db.insert(news).values(values).returning({ id: news.id });
      await db.insert(newsExpertises).values(expertiseIds.map((expertise_id) => ({ news_id: row.id, expertise_id })));
      if (guestIds.length)
        await db.insert(newsGuests).values(guestIds.map((guest_id) => ({ news_id: row.id, guest_id })));
      return row.id;
    },

    /** Deletes one of the author's items; answers its picture, or undefined when the author has no such item. */
    async deleteOwn(authorId: number, id: number) {
      const [gone] = await db
        .delete(news)
        .where(and(eq(news.id, id), eq(news.author_id, authorId)))
        .returning({ picture: news.picture });
      return gone;
    },
  };
}
