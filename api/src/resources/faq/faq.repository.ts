import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { faqEntries } from '../../db/schema';
import { pagedList, type Paging } from '../../lib/lists';

export function faqRepository(db: Executor) {
  return {
    /** Published entries in their set order. */
    publishedPage(paging: Paging) {
      const published = eq(faqEntries.published, true);
      return pagedList(
        paging,
        (limit, offset) =>
          db
            .select({
              id: faqEntries.id,
              question: faqEntries.question,
              answer: faqEntries.answer,
              audience: faqEntries.audience,
            })
            .from(faqEntries)
            .where(published)
            .orderBy(asc(faqEntries.sort_order), asc(faqEntries.id))
            .limit(limit)
            .offset(offset),
        () => db.$count(faqEntries, published),
      );
    },
  };
}
