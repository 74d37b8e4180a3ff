import { and, asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database } from '../../database';
import { events, guests, news, reports } from '../../schema';

const keyOf = (address: string) => createHash('sha256').update(`ip:${address}`).digest('hex');

/**
 * A few open reports for the console's moderation queue (issue 26): a story idea reported twice,
 * a news article and a guest profile once each, from visitors. Fixed text and no faker draws:
 * nothing seeded before them moves. Items of other accounts than the demo expert's, so journeys
 * on the demo expert's content meet no report.
 */
export async function seedReports(db: Database, daysFromNow: (days: number) => string, demoExpertId: number) {
  const ideas = await db
    .select({ id: events.id, owner: events.user_id })
    .from(events)
    .where(eq(events.kind, 'story_idea'))
    .orderBy(asc(events.id))
    .limit(20);
  const articles = await db.select({ id: news.id, owner: news.author_id }).from(news).orderBy(asc(news.id)).limit(20);
  const people = await db
    .select({ id: guests.id, owner: guests.user_id })
    .from(guests)
    .where(and(eq(guests.is_private, false), eq(guests.is_draft, false), eq(guests.is_hidden, false)))
    .orderBy(asc(guests.id))
    .limit(40);
  const pick = (rows: { id: number; owner: number }[]) => rows.find((row) => row.owner !== demoExpertId)?.id;
  const storyIdea = pick(ideas);
  const article = pick(articles);
  const guest = pick(people);

  const rows: (typeof reports.$inferInsert)[] = [];
  if (storyIdea)
    rows.push(
      {
        item_type: 'story_idea',
        item_id: storyIdea,
        reason: 'spam',
        note: 'This reads like an advert for a paid workshop, not a story idea.',
        reporter_key: keyOf('203.0.113.10'),
        created_at: daysFromNow(-0.3),
      },
      {
        item_type: 'story_idea',
        item_id: storyIdea,
        reason: 'misleading',
        reporter_key: keyOf('198.51.100.24'),
        created_at: daysFromNow(-0.1),
      },
    );
  if (article)
    rows.push({
      item_type: 'news',
      item_id: article,
      reason: 'misleading',
      note: 'The figures in the second paragraph do not match the source it links to.',
      reporter_key: keyOf('192.0.2.33'),
      created_at: daysFromNow(-1.2),
    });
  if (guest)
    rows.push({
      item_type: 'guest',
      item_id: guest,
      reason: 'personal_data',
      note: 'The description gives a private mobile number.',
      reporter_key: keyOf('203.0.113.77'),
      created_at: daysFromNow(-2),
    });
  if (rows.length) await db.insert(reports).values(rows);
  return rows.length;
}
