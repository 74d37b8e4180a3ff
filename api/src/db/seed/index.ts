import { Faker, en } from '@faker-js/faker';
import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import * as s from '../schema';
import { avatarDataUri } from './avatars';
import { seededRandom } from '../../lib/random';
import { AVATAR_COUNT, DEMO_VIDEOS, GALLERY_COUNT, storeDemoPictures } from './pictures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEAM_ACCOUNTS, type DemoAccount } from './demoAccounts';
import { FAQ, PLANS, REVIEWS, BLOG_TITLES } from './fixedContent';
import { withGst } from 'mf-shared/billing';
import { slugify } from '../../lib/slug';
import { articleHtml, guestDescription, guestHeadline, guestTitle, headline } from './text';

export const SEED = 2026;
/** Guests generated and inserted at a time. */
const GUEST_BATCH = 20_000;
const ROLE = { EXPERT: 0, JOURNALIST: 1 } as const;
const STATUS = { SIMPLE_USER: 1 } as const;

export interface SeedOptions {
  /** Multiplies the volume (guests, journalists, content, activity) for benchmarks. */
  scale?: number;
  /** The moment dates are spread around; defaults to now so "upcoming" stays upcoming. */
  now?: Date;
  /** How many guests (default four per expert account); more adds expert accounts, for search benchmarks. */
  guests?: number;
  /**
   * Where uploads live (DATA_DIR) and the API's public address: guests get stored avatar and
   * gallery pictures. Without it, avatars are inline placeholders and guests have no gallery.
   */
  storage?: { dataDir: string; publicUrl: string };
}

export interface SeedSummary {
  [table: string]: number;
}

/** One value as an element of a PostgreSQL array literal. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Inserts rows in batches, one array parameter a column (`insert … select * from unnest($1::int[], …)`):
 * a batch costs one statement and a few parameters on either engine, where a multi-row VALUES list
 * costs a parameter a cell (PostgreSQL takes at most 65,535) and the ORM's work on each. Returns the
 * new ids in order. Columns no row sets are left to their defaults.
 */
async function insertMany<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  batch = 5_000,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const config = getTableConfig(table);
  const hasId = config.columns.some((c) => c.name === 'id');
  const entries = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !column.generated && rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    entries.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    const part = rows.slice(i, i + batch) as Record<string, unknown>[];
    const arrays = entries.map(([key, column]) => {
      const literal = `{${part.map((row) => arrayElement(row[key] == null ? null : column.mapToDriverValue(row[key]))).join(',')}}`;
      return sql`${literal}::${sql.raw(column.getSQLType())}[]`;
    });
    const query = sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`;
    if (hasId) {
      const result = (await db.execute(sql`${query} returning id`)) as unknown as { rows: { id: number }[] };
      ids.push(...result.rows.map((r) => Number(r.id)));
    } else {
      await db.execute(query);
    }
  }
  return ids;
}

/**
 * Realistic demo data, the same on every run from a fixed seed: the same ids and slugs each time
 * on an empty database. Lookups must exist first (bringUpToDate).
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const now = options.now ?? new Date();
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  const pick = faker.helpers.arrayElement;
  const some = <T>(items: T[], min: number, max: number) => faker.helpers.arrayElements(items, { min, max });
  const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

  const [countryIds, expertiseRows, languageIds, regionIds, mediumIds, areaIds] = await Promise.all([
    db.select({ id: s.countries.id }).from(s.countries).orderBy(s.countries.id),
    db.select({ id: s.expertises.id, name: s.expertises.name }).from(s.expertises).orderBy(s.expertises.id),
    db.select({ id: s.languages.id, code: s.languages.code }).from(s.languages).orderBy(s.languages.id),
    db.select({ id: s.mediaRegions.id, name: s.mediaRegions.name }).from(s.mediaRegions).orderBy(s.mediaRegions.id),
    db.select({ id: s.mediums.id }).from(s.mediums).orderBy(s.mediums.id),
    db.select({ id: s.areas.id }).from(s.areas).orderBy(s.areas.id),
  ]);
  if (expertiseRows.length === 0)
    throw new Error('Reference data is missing: bring the database up to date first (bringUpToDate)');
  // Guests mostly speak widely used languages; a realistic spread, not uniform over 180 codes.
  const commonLanguages = languageIds.filter((l) =>
    [
      'en',
      'zh',
      'ms',
      'id',
      'ta',
      'hi',
      'ja',
      'ko',
      'fr',
      'de',
      'es',
      'ar',
      'pt',
      'th',
      'vi',
      'ru',
      'it',
      'nl',
    ].includes(l.code),
  );
  const topCountries = faker.helpers.arrayElements(countryIds, 60);

  // Users: the demo accounts first, so their ids are small and stable.
  const demoHash = await hash(DEMO_PASSWORD);
  const closedHash = await hash(randomBytes(24).toString('base64url'));
  const person = (role: number, i: number) => {
    const first_name = faker.person.firstName();
    const last_name = faker.person.lastName();
    return {
      role,
      status: STATUS.SIMPLE_USER,
      email: `${slugify(`${first_name}.${last_name}`).replace(/-/g, '.')}.${role === ROLE.EXPERT ? 'e' : 'j'}${i}@example.org`,
      password: closedHash,
      first_name,
      last_name,
      title:
        role === ROLE.EXPERT
          ? 'Account manager'
          : pick(['Reporter', 'Editor', 'Producer', 'Correspondent', 'Podcast host', 'Columnist']),
      company_name:
        role === ROLE.EXPERT
          ? faker.company.name()
          : `${faker.location.city()} ${pick(['Times', 'Post', 'Herald', 'Business Review', 'Radio', 'Today', 'Insider'])}`,
      work_phone: faker.string.numeric(8),
      linkedin: `https://www.linkedin.com/in/${slugify(`${first_name}-${last_name}`)}-${i}`,
      publication: null as string | null,
      medium_id: role === ROLE.JOURNALIST ? pick(mediumIds).id : null,
      area_id: role === ROLE.JOURNALIST ? pick(areaIds).id : null,
      approved_at: daysFromNow(-faker.number.int({ min: 10, max: 900 })),
    };
  };
  const demoRows = DEMO_ACCOUNTS.map((a: DemoAccount) => ({
    role: a.role,
    status: a.status,
    email: a.email,
    password: demoHash,
    first_name: a.first_name,
    last_name: a.last_name,
    title: a.title,
    company_name: a.company_name,
    work_phone: a.work_phone,
    linkedin: a.linkedin,
    date_deleting: a.deleting ? daysFromNow(14) : null,
    approved_at: a.status === 0 ? null : daysFromNow(-30),
    locked_at: a.status === 10 ? daysFromNow(-2) : null,
    medium_id: a.role === ROLE.JOURNALIST ? mediumIds[0].id : null,
    area_id: a.role === ROLE.JOURNALIST ? areaIds[0].id : null,
  }));
  const demoIds = await insertMany(db, s.users, demoRows);
  const demo = Object.fromEntries(DEMO_ACCOUNTS.map((a, i) => [a.key, demoIds[i]])) as Record<
    DemoAccount['key'],
    number
  >;

  // Enough experts for the guests asked for, four each (the demo accounts hold eight).
  const expertCount = Math.max(700 * scale, Math.ceil(((options.guests ?? 0) - 8) / 4));
  const journalistCount = 1800 * scale;
  const expertIds = await insertMany(
    db,
    s.users,
    Array.from({ length: expertCount }, (_, i) => person(ROLE.EXPERT, i + 1)),
  );
  const journalistIds = await insertMany(
    db,
    s.users,
    Array.from({ length: journalistCount }, (_, i) => person(ROLE.JOURNALIST, i + 1)),
  );

  // Guests: four per expert account, six for the demo expert, one for the expert who must pay.
  const guestOwners = [
    ...Array(6).fill(demo.expert),
    demo.mustpay,
    demo.paying,
    ...expertIds.flatMap((id) => [id, id, id, id]),
  ].slice(0, options.guests ?? Infinity);
  // Pictures: a few stored files shared by every guest; with no storage, inline placeholders and no gallery.
  const pictures = options.storage ? await storeDemoPictures(options.storage.dataDir, options.storage.publicUrl) : null;
  // Media choices draw from their own sequence, so faker's (names, texts, ids) stays as it was.
  const media = seededRandom(SEED);
  const mediaIndex = (n: number) => Math.floor(media() * n);
  const topicId = new Map(expertiseRows.map((e) => [e.name, e.id]));
  const guestIds: number[] = [];
  const guestsByOwner = new Map<number, number[]>();
  const ownerOf = new Map<number, number>();
  // Large runs go in batches, so a million guests never sit in memory at once.
  for (let start = 0; start < guestOwners.length; start += GUEST_BATCH) {
    const owners = guestOwners.slice(start, start + GUEST_BATCH);
    const guestRows = owners.map((user_id, k) => {
      const i = start + k;
      const first_name = faker.person.firstName();
      const last_name = faker.person.lastName();
      const topic = pick(expertiseRows).name;
      const region = pick(regionIds).name;
      const avatar = mediaIndex(AVATAR_COUNT);
      return {
        user_id,
        first_name,
        last_name,
        gender: pick(s.GENDERS),
        title: guestTitle(faker, topic),
        company_name: faker.company.name(),
        linkedin: `https://www.linkedin.com/in/${slugify(`${first_name}-${last_name}`)}-g${i + 1}`,
        description: guestDescription(faker, `${first_name} ${last_name}`, topic, region),
        rating: faker.number.int({ min: 6, max: 10 }) / 2,
        avatar: pictures ? pictures.avatars[avatar] : avatarDataUri(first_name, last_name, i),
        is_company_logo_visible: false,
        is_company_description_visible: faker.datatype.boolean(0.3),
        guest_company_description: faker.company.catchPhrase(),
        last_date_trained: faker.datatype.boolean(0.5)
          ? daysFromNow(-faker.number.int({ min: 5, max: 600 })).slice(0, 10)
          : null,
        // Derived, not drawn (faker's sequence stays as it was): the demo expert's guests all have a
        // headline and were confirmed in the last weeks; two in three others have one, and every
        // guest was confirmed within 80 days, so the 90-day reminder has nobody to remind at first.
        headline: user_id === demo.expert || i % 3 !== 0 ? guestHeadline(topic, region, i) : null,
        last_confirmed_at: daysFromNow(user_id === demo.expert ? -(i % 6) * 4 : -(i % 81)),
        _topic: topic,
      };
    });
    const ids = await insertMany(
      db,
      s.guests,
      guestRows.map(({ _topic, ...row }) => row),
    );
    const guestExpertise: (typeof s.guestExpertises.$inferInsert)[] = [];
    const guestCountry: (typeof s.guestCountries.$inferInsert)[] = [];
    const guestRegion: (typeof s.guestRegions.$inferInsert)[] = [];
    const guestLanguage: (typeof s.guestLanguages.$inferInsert)[] = [];
    const guestVideo: (typeof s.guestVideos.$inferInsert)[] = [];
    const guestImage: (typeof s.guestImages.$inferInsert)[] = [];
    ids.forEach((guest_id, k) => {
      const owner = owners[k];
      guestIds.push(guest_id);
      ownerOf.set(guest_id, owner);
      guestsByOwner.set(owner, [...(guestsByOwner.get(owner) ?? []), guest_id]);
      const main = topicId.get(guestRows[k]._topic)!;
      const extra = some(expertiseRows, 0, 2)
        .map((e) => e.id)
        .filter((id) => id !== main);
      for (const expertise_id of [main, ...extra]) guestExpertise.push({ guest_id, expertise_id });
      for (const c of some(topCountries, 1, 2)) guestCountry.push({ guest_id, country_id: c.id });
      for (const r of some(regionIds, 1, 3)) guestRegion.push({ guest_id, region_id: r.id });
      const langs = new Set([
        commonLanguages.find((l) => l.code === 'en')!.id,
        ...some(commonLanguages, 0, 2).map((l) => l.id),
      ]);
      for (const language_id of langs) guestLanguage.push({ guest_id, language_id });
      // The demo expert's guests show everything: three pictures and two talks.
      const showcase = owner === demo.expert;
      const videos = new Set<number>();
      if (faker.datatype.boolean(0.2)) {
        faker.string.alphanumeric(11); // drawn as before (a random id), so later demo data keeps its values
        videos.add(mediaIndex(DEMO_VIDEOS.length));
      }
      if (showcase || media() < 0.35) videos.add(mediaIndex(DEMO_VIDEOS.length));
      for (let k = 0; showcase && videos.size < 2; k++) videos.add((guest_id + k) % DEMO_VIDEOS.length);
      for (const v of videos) guestVideo.push({ guest_id, url: DEMO_VIDEOS[v] });
      const imageCount = showcase ? 3 : media() < 0.6 ? 1 + mediaIndex(3) : 0;
      const first = mediaIndex(GALLERY_COUNT);
      if (pictures)
        for (let n = 0; n < imageCount; n++)
          guestImage.push({ guest_id, image: pictures.gallery[(first + n) % GALLERY_COUNT] });
    });
    await insertMany(db, s.guestExpertises, guestExpertise);
    await insertMany(db, s.guestCountries, guestCountry);
    await insertMany(db, s.guestRegions, guestRegion);
    await insertMany(db, s.guestLanguages, guestLanguage);
    await insertMany(db, s.guestVideos, guestVideo);
    await insertMany(db, s.guestImages, guestImage);
  }

  // Team members for the demo expert and three in ten expert accounts.
  const teamRows = [demo.expert, ...expertIds.filter(() => faker.datatype.boolean(0.3))].flatMap((expert_id) =>
    Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
      const first_name = faker.person.firstName();
      const last_name = faker.person.lastName();
      return {
        expert_id,
        first_name,
        last_name,
        email: faker.internet
          .email({ firstName: first_name, lastName: last_name, provider: 'example.org' })
          .toLowerCase(),
        title: pick(['Media officer', 'Communications lead', 'Assistant', 'PR manager']),
      };
    }),
  );
  await insertMany(db, s.teamMembers, teamRows);

  // News with suggested guests: the demo expert writes the first twelve.
  const authors = [demo.expert, ...expertIds];
  const newsRows = Array.from({ length: 400 * scale }, (_, i) => {
    const author_id = i < 12 ? demo.expert : pick(authors);
    const topics = some(expertiseRows, 1, 3);
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
      guests: some(guestsByOwner.get(author_id) ?? guestIds.slice(0, 4), 1, 4),
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

  // Blog posts.
  const blogRows = Array.from({ length: 60 * scale }, (_, i) => {
    const topic = pick(expertiseRows);
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
  await insertMany(db, s.blogPosts, blogRows);

  // Background-briefing events and story ideas.
  const eventRows = Array.from({ length: 140 * scale }, (_, i) => {
    const kind = i % 7 < 3 ? ('event' as const) : ('story_idea' as const);
    const user_id = i < 6 ? demo.expert : pick(authors);
    const topic = pick(expertiseRows).name;
    const heading = kind === 'event' ? `Background briefing: ${topic}` : headline(faker, topic);
    const start = faker.number.int({ min: -120, max: 120 });
    const allDay = faker.datatype.boolean(0.25);
    return {
      row: {
        kind,
        slug: `${slugify(heading)}-${i + 1}`,
        user_id,
        heading,
        description: articleHtml(faker, topic),
        start_date: daysFromNow(start).slice(0, 10),
        end_date: daysFromNow(start + faker.number.int({ min: 0, max: 2 })).slice(0, 10),
        start_time: allDay ? null : `${faker.number.int({ min: 8, max: 16 })}:00:00`,
        end_time: allDay ? null : `${faker.number.int({ min: 17, max: 20 })}:30:00`,
        all_day: allDay ? 1 : 0,
        location:
          kind === 'event'
            ? `${faker.location.streetAddress()}, ${pick(['Singapore', 'Kuala Lumpur', 'Jakarta', 'Hong Kong', 'Online'])}`
            : null,
        organised_by: faker.company.name(),
        phone_number: faker.string.numeric(8),
        email: `events${i + 1}@example.org`,
        signups_url: `https://www.example.org/signup/${i + 1}`,
        // The demo places are in South-East Asia; one zone keeps the calendar invitations simple.
        time_zone: 'Asia/Singapore',
      },
      guests: some(guestsByOwner.get(user_id) ?? guestIds.slice(0, 4), 1, 3),
      industries: some(['Finance', 'Technology', 'Healthcare', 'Energy', 'Public sector', 'Retail', 'Education'], 1, 3),
    };
  });
  const eventIds = await insertMany(
    db,
    s.events,
    eventRows.map((e) => e.row),
  );
  await insertMany(
    db,
    s.eventGuests,
    eventIds.flatMap((event_id, i) => eventRows[i].guests.map((guest_id) => ({ event_id, guest_id }))),
  );
  await insertMany(
    db,
    s.eventIndustries,
    eventIds.flatMap((event_id, i) => eventRows[i].industries.map((name) => ({ event_id, name }))),
  );
  await insertMany(
    db,
    s.eventRelated,
    eventIds.slice(0, 40).map((event_id, i) => ({ event_id, related_type: 'news' as const, related_id: newsIds[i] })),
  );
  // The demo journalist registered for the demo expert's briefings still to come, with a question
  // in advance on the first (issue 16: the registrants and questions the expert sees).
  const today = daysFromNow(0).slice(0, 10);
  const upcoming = eventIds.filter((_, i) => {
    const { row } = eventRows[i];
    return row.user_id === demo.expert && row.kind === 'event' && row.start_date >= today;
  });
  if (upcoming.length) {
    await insertMany(
      db,
      s.eventRegistrations,
      upcoming.map((event_id) => ({ event_id, user_id: demo.journalist })),
    );
    await insertMany(db, s.eventQuestions, [
      { event_id: upcoming[0], user_id: demo.journalist, body: 'Will the figures behind the briefing be shared?' },
    ]);
  }

  // Email templates: every journalist has a default one; the demo journalist three.
  const templateRows = [demo.journalist, demo.deleting, ...journalistIds].flatMap((user_id, i) =>
    Array.from({ length: user_id === demo.journalist ? 3 : 1 }, (_, k) => ({
      user_id,
      title: ['Interview request', 'Quick comment on deadline', 'Podcast guest invitation'][k],
      content: `<p>Hello {guest_name},</p><p>I am writing a story for ${pick(['tomorrow', 'this week', 'next month'])} and would value your view on {topic}. Would you be available for a short interview?</p><p>Best regards</p>`,
      is_default: k === 0,
      _i: i,
    })),
  );
  const templateIds = await insertMany(
    db,
    s.emailTemplates,
    templateRows.map(({ _i, ...row }) => row),
  );
  const defaultTemplate = new Map(templateRows.map((t, i) => [t.user_id, templateIds[i]]));

  // Interviews in every status; the demo pair has a planned one in two days.
  const statusFor = () =>
    faker.helpers.weightedArrayElement([
      { weight: 3, value: 0 },
      { weight: 3, value: 1 },
      { weight: 1, value: 2 },
      { weight: 1, value: 3 },
      { weight: 3, value: 4 },
    ]);
  const interviewRows = Array.from({ length: 3000 * scale + 20 }, (_, i) => {
    const demoPair = i < 20;
    const journalist_id = demoPair ? demo.journalist : pick(journalistIds);
    const guest_id = demoPair ? pick(guestsByOwner.get(demo.expert)!) : pick(guestIds);
    const status = demoPair ? [0, 1, 1, 2, 3, 4][i % 6] : statusFor();
    const future = status === 0 || status === 1;
    const date =
      i === 1
        ? daysFromNow(2)
        : daysFromNow(future ? faker.number.int({ min: 1, max: 60 }) : -faker.number.int({ min: 1, max: 400 }));
    return {
      journalist_id,
      guest_id,
      expert_id: ownerOf.get(guest_id)!,
      email_template_id: defaultTemplate.get(journalist_id) ?? null,
      invitation_subject: 'Interview request',
      date_interview: date,
      comment: faker.datatype.boolean(0.5)
        ? `Story on ${pick(expertiseRows).name.toLowerCase()}, about 15 minutes.`
        : null,
      status,
      note: status === 4 && faker.datatype.boolean(0.4) ? 'Great answers, quoted in the piece.' : null,
    };
  });
  const interviewIds = await insertMany(db, s.interviews, interviewRows);
  await seedDemoInterviewLives(db, {
    ids: interviewIds.slice(0, 20),
    journalist: demo.journalist,
    expert: demo.expert,
    now,
  });

  // Questions: chats with a sent question and sometimes answers, two hours apart (all sent: type 1).
  const chatRows = Array.from({ length: 1500 * scale + 8 }, (_, i) => {
    const journalist_id = i < 8 ? demo.journalist : pick(journalistIds);
    const guest_id = i < 8 ? guestsByOwner.get(demo.expert)![i % 6] : pick(guestIds);
    return {
      journalist_id,
      guest_id,
      expert_id: ownerOf.get(guest_id)!,
      subject: `${pick(['Quick question', 'Comment request', 'Fact check', 'Follow-up'])}: ${pick(expertiseRows).name}`,
      last_message_at: daysFromNow(-faker.number.int({ min: 0, max: 120 })),
    };
  });
  const chatIds = await insertMany(db, s.chats, chatRows);
  const messageRows = chatIds.flatMap((chat_id, i) => {
    const c = chatRows[i];
    const n = faker.number.int({ min: 1, max: 4 });
    return Array.from({ length: n }, (_, k) => {
      const fromJournalist = k % 2 === 0;
      const body = fromJournalist
        ? `Could you tell me how ${pick(expertiseRows).name.toLowerCase()} will change over the next year?`
        : `Happy to help. ${faker.company.catchPhrase()}. I can expand on this in a short call.`;
      const randomlyRead = faker.datatype.boolean(0.7);
      // The demo journalist's first thread ends with one unread message; their other threads are read.
      const read = i < 8 ? !(i === 0 && k === n - 1) : randomlyRead;
      const at = new Date(Date.parse(c.last_message_at) - (n - 1 - k) * 2 * 3_600_000).toISOString();
      return {
        chat_id,
        sender_id: fromJournalist ? c.journalist_id : c.expert_id,
        recipient_id: fromJournalist ? c.expert_id : c.journalist_id,
        type: 1,
        body,
        read_at: read ? at : null,
        created_at: at,
      };
    });
  });
  await insertMany(db, s.messages, messageRows);
  // Each thread starts at its question and was first answered at its first answer; each account's
  // median time to first answer follows (as the conversations service keeps it).
  await db.execute(sql`
    UPDATE chats c SET created_at = s.first_at, updated_at = s.first_at, first_answered_at = s.answered_at
    FROM (SELECT m.chat_id, min(m.created_at) AS first_at,
        min(m.created_at) FILTER (WHERE m.sender_id = ch.expert_id) AS answered_at
      FROM messages m JOIN chats ch ON ch.id = m.chat_id GROUP BY m.chat_id) s
    WHERE s.chat_id = c.id`);
  await db.execute(sql`
    UPDATE users u SET answer_median_minutes = s.median, answer_count = s.n
    FROM (SELECT expert_id, count(*)::int AS n, round(percentile_cont(0.5) WITHIN GROUP (
        ORDER BY extract(epoch FROM (first_answered_at - created_at)) / 60))::int AS median
      FROM chats WHERE first_answered_at IS NOT NULL GROUP BY expert_id) s
    WHERE u.id = s.expert_id`);

  // Notifications: a handful unread for the demo accounts, history for others.
  const notificationRows = [
    ...Array.from({ length: 6 }, (_, i) => ({
      user_id: demo.expert,
      type: i % 2 ? ('Question' as const) : ('Interview' as const),
      data:
        i % 2
          ? '<p>You have a new question from <b>Jordan Lee</b>.</p>'
          : '<p>New interview request for <b>your guest</b>.</p>',
      read_at: i < 3 ? null : daysFromNow(-1),
      created_at: daysFromNow(-i),
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      user_id: demo.journalist,
      type: i % 2 ? ('Interview' as const) : ('Question' as const),
      data:
        i % 2
          ? '<p>Your interview request was <b>approved</b>.</p>'
          : '<p>An expert <b>answered</b> your question.</p>',
      read_at: i < 2 ? null : daysFromNow(-1),
      created_at: daysFromNow(-i),
    })),
    ...Array.from({ length: 3000 * scale }, () => ({
      user_id: pick([...journalistIds, ...expertIds]),
      type: pick(['Interview', 'Question'] as const),
      data: '<p>Activity on your account.</p>',
      read_at: faker.datatype.boolean(0.8) ? daysFromNow(-2) : null,
      created_at: daysFromNow(-faker.number.int({ min: 0, max: 300 })),
    })),
  ];
  await insertMany(db, s.notifications, notificationRows);

  // Plans, subscriptions and payments.
  const planIds = await insertMany(db, s.subscriptionPlans, PLANS);
  const payers = [demo.expert, ...expertIds];
  const subRows = payers.map((user_id) => ({
    user_id,
    plan_id: pick(planIds),
    status: 'active' as const,
    provider: 'sandbox' as const,
    provider_ref: `sub_${faker.string.alphanumeric(14)}`,
    current_period_end: daysFromNow(faker.number.int({ min: 10, max: 360 })),
  }));
  const subIds = await insertMany(db, s.subscriptions, subRows);
  await insertMany(
    db,
    s.payments,
    subIds.map((subscription_id, i) => ({
      user_id: subRows[i].user_id,
      subscription_id,
      plan_id: subRows[i].plan_id,
      // What was charged: the plan's price and its GST (spec section 9 prices are before GST).
      amount_cents: withGst(PLANS[planIds.indexOf(subRows[i].plan_id)].price_cents).total_cents,
      gst_cents: withGst(PLANS[planIds.indexOf(subRows[i].plan_id)].price_cents).gst_cents,
      receipt_number: `PP-DEMO-${String(i + 1).padStart(6, '0')}`,
      period_end: subRows[i].current_period_end,
      currency: 'SGD',
      status: 'succeeded' as const,
      provider: 'sandbox' as const,
      provider_ref: `pay_${faker.string.alphanumeric(14)}`,
    })),
  );

  await insertMany(
    db,
    s.faqEntries,
    FAQ.map((f, i) => ({ ...f, sort_order: i + 1 })),
  );
  await insertMany(db, s.reviews, REVIEWS);

  const team = await seedTeamAccount(db, {
    password: demoHash,
    planId: planIds[0],
    now: daysFromNow,
    lists: { countries: topCountries, expertises: expertiseRows, regions: regionIds, languages: commonLanguages },
    pictures,
  });

  // paying@ left a sandbox checkout open (Doctor Proficiency): the sandbox page can still complete or fail it.
  const proficiency = withGst(PLANS[1].price_cents);
  await insertMany(db, s.checkoutSessions, [
    {
      id: 'cs_sandbox_demo_paying',
      user_id: demo.paying,
      plan_id: planIds[1],
      provider: 'sandbox' as const,
      amount_cents: proficiency.total_cents,
      gst_cents: proficiency.gst_cents,
      currency: 'SGD',
    },
  ]);

  return {
    users: demoIds.length + expertIds.length + journalistIds.length + team.users,
    guests: guestIds.length + team.guests,
    news: newsIds.length,
    blog_posts: blogRows.length,
    events: eventIds.length,
    interviews: interviewRows.length,
    chats: chatIds.length,
    messages: messageRows.length,
    notifications: notificationRows.length,
    email_templates: templateIds.length,
  };
}

/**
 * The second demo expert (`expert2@example.com`) with three complete guests and a paid plan, and
 * `team@example.com`, an accepted member of its team who manages the same guests (issue 14). No
 * faker draws: the same rows every time, whatever the volume.
 */
async function seedTeamAccount(
  db: Database,
  options: {
    password: string;
    planId: number;
    now: (days: number) => string;
    lists: {
      countries: { id: number }[];
      expertises: { id: number; name: string }[];
      regions: { id: number; name: string }[];
      languages: { id: number; code: string }[];
    };
    pictures: { avatars: string[]; gallery: string[] } | null;
  },
) {
  const { now, lists, pictures } = options;
  const [expertId, memberId] = await insertMany(
    db,
    s.users,
    DEMO_TEAM_ACCOUNTS.map((a) => ({
      role: a.role,
      status: a.status,
      email: a.email,
      password: options.password,
      first_name: a.first_name,
      last_name: a.last_name,
      title: a.title,
      company_name: a.company_name,
      work_phone: a.work_phone,
      linkedin: a.linkedin,
      approved_at: now(-20),
    })),
  );
  const member = DEMO_TEAM_ACCOUNTS[1];
  await insertMany(db, s.teamMembers, [
    {
      expert_id: expertId,
      member_user_id: memberId,
      first_name: member.first_name,
      last_name: member.last_name,
      email: member.email,
      title: member.title,
      invited_at: now(-10),
      accepted_at: now(-9),
    },
  ]);
  const people = [
    ['Farah', 'Aziz', 'Female', 'Director of Energy Policy'],
    ['Tomas', 'Lindqvist', 'Male', 'Senior Fellow, Climate Finance'],
    ['Mei Ling', 'Goh', 'Female', 'Head of Urban Mobility Research'],
  ] as const;
  const english = lists.languages.find((l) => l.code === 'en') ?? lists.languages[0];
  const rows = people.map(([first_name, last_name, gender, title], k) => {
    const topic = lists.expertises[(k * 7) % lists.expertises.length];
    const region = lists.regions[k % lists.regions.length];
    return {
      user_id: expertId,
      first_name,
      last_name,
      gender,
      title,
      company_name: DEMO_TEAM_ACCOUNTS[0].company_name,
      linkedin: `https://www.linkedin.com/in/${slugify(`${first_name}-${last_name}`)}-lpi`,
      description: `${first_name} ${last_name} leads the institute's work on ${topic.name.toLowerCase()}, briefs ministers and boards across ${region.name}, and explains new rules and their costs in plain words for newsrooms on short deadlines.`,
      rating: 4.5,
      avatar: pictures ? pictures.avatars[k] : avatarDataUri(first_name, last_name, k),
      headline: guestHeadline(topic.name, region.name, k),
      last_confirmed_at: now(-(k + 1) * 3),
      _topic: topic.id,
      _region: region.id,
    };
  });
  const ids = await insertMany(
    db,
    s.guests,
    rows.map(({ _topic, _region, ...row }) => row),
  );
  await insertMany(
    db,
    s.guestExpertises,
    ids.map((guest_id, k) => ({ guest_id, expertise_id: rows[k]._topic })),
  );
  await insertMany(
    db,
    s.guestCountries,
    ids.map((guest_id, k) => ({ guest_id, country_id: lists.countries[k % lists.countries.length].id })),
  );
  await insertMany(
    db,
    s.guestRegions,
    ids.map((guest_id, k) => ({ guest_id, region_id: rows[k]._region })),
  );
  await insertMany(
    db,
    s.guestLanguages,
    ids.map((guest_id) => ({ guest_id, language_id: english.id })),
  );
  await insertMany(
    db,
    s.guestVideos,
    ids.map((guest_id, k) => ({ guest_id, url: DEMO_VIDEOS[k % DEMO_VIDEOS.length] })),
  );
  if (pictures)
    await insertMany(
      db,
      s.guestImages,
      ids.map((guest_id, k) => ({ guest_id, image: pictures.gallery[k % pictures.gallery.length] })),
    );
  await insertMany(db, s.subscriptions, [
    {
      user_id: expertId,
      plan_id: options.planId,
      status: 'active' as const,
      // A legacy PayPal subscription (GET /paypal/subscription/show and cancel answer for it).
      provider: 'paypal' as const,
      provider_ref: 'I-DEMOLEGACY2',
      current_period_end: now(200),
    },
  ]);
  return { users: 2, guests: ids.length };
}

/**
 * The demo pair's interviews as they would have lived (issue 15): requested days before, answered
 * hours later, each change in the history with who made it; the requester's and the expert's zones;
 * one approved interview whose date has passed (to be marked done), a done one with its published
 * link (the expert's coverage), the journalist's notes. No faker draws: the other data stays as it was.
 */
async function seedDemoInterviewLives(
  db: Database,
  options: { ids: number[]; journalist: number; expert: number; now: Date },
) {
  const { ids, journalist, expert, now } = options;
  const HOUR = 3_600_000;
  const rows = await db
    .select({
      id: s.interviews.id,
      status: s.interviews.status,
      date: s.interviews.date_interview,
      note: s.interviews.note,
    })
    .from(s.interviews)
    .where(inArray(s.interviews.id, ids))
    .orderBy(s.interviews.id);
  const history: (typeof s.interviewStatusChanges.$inferInsert)[] = [];
  const notes: (typeof s.interviewNotes.$inferInsert)[] = [];
  for (const [i, row] of rows.entries()) {
    // The eighth is approved but already past: the one either side may now mark done.
    const date = i === 7 ? new Date(now.getTime() - 26 * HOUR) : new Date(row.date);
    const requested = new Date(Math.min(date.getTime(), now.getTime()) - (5 * 24 + i) * HOUR);
    const answered = new Date(requested.getTime() + (2 + (i % 5)) * HOUR);
    const at = (d: Date, status: number, changed_by: number) => ({
      interview_id: row.id,
      status,
      changed_by,
      kind: 'status' as const,
      date_interview: date.toISOString(),
      created_at: d.toISOString(),
    });
    history.push(at(requested, 0, journalist));
    if (row.status === 1 || row.status === 4) history.push(at(answered, 1, expert));
    if (row.status === 2) history.push(at(answered, 2, expert));
    if (row.status === 3) history.push(at(answered, 3, journalist));
    if (row.status === 4) history.push(at(new Date(date.getTime() + HOUR), 4, journalist));
    if (row.note)
      notes.push({ interview_id: row.id, user_id: journalist, body: row.note, created_at: date.toISOString() });
    await db
      .update(s.interviews)
      .set({
        date_interview: date.toISOString(),
        time_zone: 'Asia/Singapore',
        expert_time_zone: row.status === 1 || row.status === 4 ? 'Asia/Kolkata' : null,
        sequence: row.status === 1 || row.status === 4 ? 1 : 0,
        published_link:
          i === 5 ? 'https://news.example.com/straits-business-daily/health-costs-what-clinics-expect' : null,
        created_at: requested.toISOString(),
        updated_at: (history.at(-1)?.created_at as string) ?? requested.toISOString(),
      })
      .where(inArray(s.interviews.id, [row.id]));
  }
  await insertMany(db, s.interviewStatusChanges, history);
  await insertMany(db, s.interviewNotes, notes);
}
