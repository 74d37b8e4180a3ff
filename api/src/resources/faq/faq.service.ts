import type { Database } from '../../db/database';
import type { Paging } from '../../lib/lists';
import { faqRepository } from './faq.repository';

/** The FAQ: only published entries are shown, to anyone. */
export function faqService(db: Database) {
  const faq = faqRepository(db);
  return { list: (paging: Paging) => faq.publishedPage(paging) };
}
