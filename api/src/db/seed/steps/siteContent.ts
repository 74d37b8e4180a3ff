import type { Database } from '../../database';
import * as s from '../../schema';
import { FAQ, REVIEWS } from '../fixedContent';
import { insertMany } from '../insertMany';

/** The FAQ (in its fixed order) and the reviews: fixed text, no draws. */
export async function seedSiteContent(db: Database) {
  await insertMany(
    db,
    s.faqEntries,
    FAQ.map((f, i) => ({ ...f, sort_order: i + 1 })),
  );
  await insertMany(db, s.reviews, REVIEWS);
}
