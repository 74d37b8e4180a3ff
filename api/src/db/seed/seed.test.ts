import { after, before, describe, it } from 'node:test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from '../../../test/expect';
import { buildTestApp } from '../../../test/helper';
import { asc, countDistinct, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/databases';
import type { Database } from '../database';
import {
  blogPosts,
  events,
  guestCountries,
  guestExpertises,
  guestImages,
  guests,
  guestVideos,
  news,
  users,
} from '../schema';
import { seedDemoData } from './index';
import { AVATAR_COUNT, DEMO_FOLDER, GALLERY_COUNT, storeDemoPictures } from './pictures';

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
      ['expert2@example.com', 0, 1, false],
      ['team@example.com', 0, 1, false],
    ]);
  });

  it('gives the demo expert complete guests, and the second expert a team member who accepted', async () => {
    const showcase = await handle.db
      .select({ headline: guests.headline, avatar: guests.avatar, confirmed: guests.last_confirmed_at })
      .from(guests)
      .where(sql`${guests.user_id} = 2`);
    expect(showcase.length).toBe(6);
    expect(showcase.every((g) => g.headline && g.avatar && g.confirmed)).toBe(true);
    const [member] = (
      (await handle.db.execute(sql`select t.accepted_at, e.email as expert, m.email as member from team_members t
        join users e on e.id = t.expert_id join users m on m.id = t.member_user_id`)) as unknown as {
        rows: { accepted_at: string | null; expert: string; member: string }[];
      }
    ).rows;
    expect(member).toMatchObject({ expert: 'expert2@example.com', member: 'team@example.com' });
    expect(member!.accepted_at).not.toBeNull();
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

  // The steps share one seeded faker, so these pin the order of its draws: the first generated
  // expert and guest, the first news, and the payment drawn last. A step moved, or a draw added or
  // dropped, changes them (so does a new faker version: then update them on purpose).
  it('draws the same names in the same order', async () => {
    const first = async (query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows[0];
    expect(await first(sql`select email from users where email like '%.e1@example.org'`)).toEqual({
      email: 'kellennienow.feil.e1@example.org',
    });
    expect(await first(sql`select first_name, last_name from guests order by id limit 1`)).toEqual({
      first_name: 'Edward',
      last_name: 'Gottlieb',
    });
    expect(await first(sql`select slug from news order by id limit 1`)).toEqual({
      slug: 'what-the-next-rate-decision-means-for-food-security-1',
    });
    expect(await first(sql`select provider_ref from payments order by id desc limit 1`)).toEqual({
      provider_ref: 'pay_l8Hk5KDo7EHXB2',
    });
  });

  it('has about 1,800 journalists', async () => {
    const [{ n }] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.role} = 1`);
    expect(n).toBeGreaterThanOrEqual(1800);
  });
});

describe('the demo pictures', () => {
  it('are a few PNG files under uploads, served at /storage with the upload headers', async () => {
    const t = await buildTestApp();
    try {
      const { avatars, gallery } = await storeDemoPictures(t.settings.DATA_DIR, t.settings.API_PUBLIC_URL);
      expect(avatars).toHaveLength(AVATAR_COUNT);
      expect(gallery).toHaveLength(GALLERY_COUNT);
      expect(readdirSync(path.join(t.settings.DATA_DIR, 'uploads', DEMO_FOLDER))).toHaveLength(
        AVATAR_COUNT + GALLERY_COUNT,
      );
      for (const url of [avatars[0], gallery[0]]) {
        expect(url.startsWith(`${t.settings.API_PUBLIC_URL}/storage/${DEMO_FOLDER}/`)).toBe(true);
        const res = await t.app.inject({ method: 'GET', url: url.slice(t.settings.API_PUBLIC_URL.length) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain('sandbox');
        const { width, height } = await sharp(res.rawPayload).metadata();
        expect([width, height]).toEqual(url === avatars[0] ? [256, 256] : [640, 400]);
      }
    } finally {
      await t.app.close();
    }
  });

  it('give every guest a stored avatar, most a gallery, many a video, and the demo expert’s guests all three', async () => {
    const handle = await openTestDatabase('reference');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'presspoint-seed-'));
    try {
      await seedDemoData(handle.db, { storage: { dataDir, publicUrl: 'https://api.example.org' }, guests: 1_000 });
      const counted = async (table: typeof guestImages | typeof guestVideos) =>
        new Map(
          (
            await handle.db
              .select({ id: table.guest_id, n: sql<number>`count(*)::int` })
              .from(table)
              .groupBy(table.guest_id)
          ).map((r) => [r.id, r.n]),
        );
      const [images, videos] = [await counted(guestImages), await counted(guestVideos)];
      const rows = (
        await handle.db.select({ id: guests.id, user_id: guests.user_id, avatar: guests.avatar }).from(guests)
      ).map((g) => ({ ...g, images: images.get(g.id) ?? 0, videos: videos.get(g.id) ?? 0 }));
      expect(rows).toHaveLength(1_000 + 3); // and the second demo expert's three
      expect(rows.every((g) => g.avatar?.startsWith('https://api.example.org/storage/demo/avatar-'))).toBe(true);
      expect(new Set(rows.map((g) => g.avatar)).size).toBe(AVATAR_COUNT);
      expect(rows.filter((g) => g.images > 0).length).toBeGreaterThan(500);
      expect(rows.filter((g) => g.videos > 0).length).toBeGreaterThan(300);
      const showcase = rows.filter((g) => g.user_id === 2); // the demo expert
      expect(showcase.length).toBeGreaterThanOrEqual(6);
      expect(showcase.every((g) => g.images === 3 && g.videos >= 2)).toBe(true);
      const [{ url }] = await handle.db.select({ url: guestVideos.url }).from(guestVideos).limit(1);
      expect(url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      // Twenty files serve them all.
      expect(readdirSync(path.join(dataDir, 'uploads', DEMO_FOLDER))).toHaveLength(AVATAR_COUNT + GALLERY_COUNT);
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
