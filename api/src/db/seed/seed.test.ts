import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { asc, countDistinct, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/databases';
import type { Database } from '../database';
import { blogPosts, events, guestCountries, guestExpertises, guests, news, users } from '../schema';
import { seedDemoData } from './index';

async function identity(db: Database) {
  return {
    users: await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id)),
    guests: await db
      .select({ id: guests.id, name: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}` })
      .from(guests)
      .orderBy(asc(guests.id)),
    news: await db.select({ id: news.id, slug: news.slug }).from(news).orderBy(asc(news.id)),
    blog: await db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).orderBy(asc(blogPosts.id)),
    events: await db.select({ id: events.id, slug: events.slug }).from(events).orderBy(asc(events.id)),
  };
}

it('gives the same ids and slugs every time it seeds an empty database', async () => {
  const seeded = await openTestDatabase('demo'); // seeded once in globalSetup
  const fresh = await openTestDatabase('reference');
  try {
    await seedDemoData(fresh.db);
    const [a, b] = [await identity(seeded.db), await identity(fresh.db)];
    expect(b.news.length).toBe(400);
    expect(b).toEqual(a);
  } finally {
    await seeded.close();
    await fresh.close();
  }
});

describe('the demo data', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  before(async () => (handle = await openTestDatabase('demo')));
  after(() => handle.close());

  it('has one account per role and status, with the statuses of section 4', async () => {
    const rows = await handle.db
      .select({ email: users.email, role: users.role, status: users.status, deleting: users.date_deleting })
      .from(users)
      .where(sql`${users.email} like '%@example.com'`)
      .orderBy(asc(users.id));
    expect(rows.map((r) => [r.email, r.role, r.status, r.deleting !== null])).toEqual([
      ['journalist@example.com', 1, 1, false],
      ['expert@example.com', 0, 1, false],
      ['waiting@example.com', 1, 0, false],
      ['mustaddguest@example.com', 0, 2, false],
      ['mustpay@example.com', 0, 3, false],
      ['paying@example.com', 0, 4, false],
      ['deleting@example.com', 1, 1, true],
      ['locked@example.com', 1, 10, false],
    ]);
  });

  it('spreads about 2,800 guests over 50+ expertises and 40+ countries, with descriptions of 100-510 characters', async () => {
    const [{ n, shortest, longest }] = await handle.db
      .select({
        n: sql<number>`count(*)::int`,
        shortest: sql<number>`min(length(${guests.description}))::int`,
        longest: sql<number>`max(length(${guests.description}))::int`,
      })
      .from(guests);
    expect(n).toBeGreaterThanOrEqual(2800);
    expect(shortest).toBeGreaterThanOrEqual(100);
    expect(longest).toBeLessThanOrEqual(510);
    const [{ topics }] = await handle.db
      .select({ topics: countDistinct(guestExpertises.expertise_id) })
      .from(guestExpertises);
    const [{ places }] = await handle.db
      .select({ places: countDistinct(guestCountries.country_id) })
      .from(guestCountries);
    expect(topics).toBeGreaterThanOrEqual(50);
    expect(places).toBeGreaterThanOrEqual(40);
  });

  it('has about 1,800 journalists', async () => {
    const [{ n }] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.role} = 1`);
    expect(n).toBeGreaterThanOrEqual(1800);
  });
});
