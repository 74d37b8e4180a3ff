import * as s from '../../schema';
import { slugify } from '../../../lib/slug';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';
import { articleHtml, headline } from '../text';
import type { DemoIds } from './accounts';
import type { SeededGuests } from './guests';
import type { ReferenceData } from './referenceData';

/** News with topics and suggested guests: the demo expert writes the first twelve. Returns the news ids. */
export async function seedNews(
  ctx: SeedContext,
  ref: Pick<ReferenceData, 'expertises'>,
  people: { demo: DemoIds; authors: number[] },
  guests: Pick<SeededGuests, 'guestIds' | 'guestsByOwner'>,
): Promise<number[]> {
  const { db, faker, pick, some, daysFromNow, scale } = ctx;
  const { demo, authors } = people;
  const newsRows = Array.from({ length: 400 * scale }, (_, i) => {
    const author_id = i < 12 ? demo.expert : pick(authors);
    const topics = some(ref.expertises, 1, 3);
    const title = headline(faker, topics[0].name);
    // The demo expert's twelve are the newest, so the stories hub opens on an author with pages.
    const age = faker.number.int({ min: 12, max: 700 });
    const updated = daysFromNow(i < 12 ? -i / 24 : -age);
    return {
      row: {
        slug: `${slugify(title)}-${i + 1}`,
        author_id,
        title,
        text: articleHtml(faker, topics[0].name),
        link: `https://www.example.org/news/${i + 1}`,
        picture: null,
        created_at: updated,
        updated_at: updated,
      },
      topics: topics.map((t) => t.id),
      guests: some(guests.guestsByOwner.get(author_id) ?? guests.guestIds.slice(0, 4), 1, 4),
    };
  });
  const newsIds = await insertMany(
    db,
    s.news,
    newsRows.map((n) => n.row),
  );
  await insertMany(
    db,
    s.newsExpertises,
    newsIds.flatMap((news_id, i) => newsRows[i].topics.map((expertise_id) => ({ news_id, expertise_id }))),
  );
  await insertMany(
    db,
    s.newsGuests,
    newsIds.flatMap((news_id, i) => newsRows[i].guests.map((guest_id) => ({ news_id, guest_id }))),
  );
  return newsIds;
}
