import * as s from '../../schema';
import { slugify } from '../../../lib/slug';
import type { SeedContext } from '../context';
import { BLOG_TITLES } from '../fixedContent';
import { insertMany } from '../insertMany';
import { articleHtml, headline } from '../text';
import type { ReferenceData } from './referenceData';

/** Blog posts: the fixed titles first, then generated ones in parts. Returns how many. */
export async function seedBlogPosts(ctx: SeedContext, ref: Pick<ReferenceData, 'expertises'>): Promise<number> {
  const { faker, pick, daysFromNow, scale } = ctx;
  const blogRows = Array.from({ length: 60 * scale }, (_, i) => {
    const topic = pick(ref.expertises);
    const blog_title =
      i < BLOG_TITLES.length
        ? BLOG_TITLES[i]
        : `${headline(faker, topic.name)} (part ${Math.floor(i / BLOG_TITLES.length) + 1})`;
    const created = daysFromNow(-faker.number.int({ min: 1, max: 900 }));
    return {
      slug: `${slugify(blog_title)}-${i + 1}`,
      blog_title,
      blog_description: articleHtml(faker, topic.name),
      expertise_id: topic.id,
      created_at: created,
      updated_at: created,
    };
  });
  await insertMany(ctx.db, s.blogPosts, blogRows);
  return blogRows.length;
}
