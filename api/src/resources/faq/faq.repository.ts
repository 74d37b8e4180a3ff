import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { faqEntries } from '../../db/schema';
import { pagedQuery, type Paging } from '../../lib/lists';

export function faqRepository(db: Executor) {
  return {
    /** Published entries in their set order. */
    publishedPage(paging: Paging) {
      const published = eq(faqEntries.published, true);
      return pagedQuery(
        paging,
        db
          .select({
            id: faqEntries.id,
            question: faqEntries.question,
            answer: faqEntries.answer,
            audience: faqEntries.audience,
          })
          .from(faqEntries)
          .where(published)
          .orderBy(asc(faqEntries.sort_order), asc(faqEntries.id)),
        () => db.$count(faqEntries, published),
      );
    },
  };
}
