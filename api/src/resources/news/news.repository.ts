import { and, eq, inArray, like } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { expertises, guests, news, newsExpertises, newsGuests } from '../../db/schema';
import { escapeLike } from '../../lib/lists';

export type NewNews = typeof news.$inferInsert;

/** News items as experts write them (public reads are in the content repository). */
export function newsRepository(db: Executor) {
  return {
    /** How many of these expertise ids exist. */
    async knownExpertiseCount(ids: number[]) {
      if (!ids.length) return 0;
      return db.$count(expertises, inArray(expertises.id, ids));
    },

    /** How many of these guests are the expert's own published ones. */
    async ownGuestCount(expertId: number, ids: number[]) {
      if (!ids.length) return 0;
      return db.$count(guests, and(inArray(guests.id, ids), eq(guests.user_id, expertId), eq(guests.is_draft, false)));
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
