import { sql, type SQL } from 'drizzle-orm';
import * as s from '../../schema';
import type { Database } from '../../database';
import { seededRandom } from '../../../lib/random';
import { slugify } from '../../../lib/slug';
import { avatarDataUri } from '../avatars';
import { SEED, type SeedContext } from '../context';
import { insertTogether } from '../insertMany';
import { AVATAR_COUNT, DEMO_VIDEOS, GALLERY_COUNT } from '../pictures';
import { guestDescription, guestHeadline, guestTitle } from '../text';
import type { Accounts } from './accounts';
import type { ReferenceData } from './referenceData';

/** Guests generated and inserted at a time. */
const GUEST_BATCH = 20_000;

/** The tables whose statement triggers keep the directory's derived rows: documents, filter rows, counts, version. */
const SEARCH_SOURCES = ['guests', 'guest_expertises', 'guest_countries', 'guest_regions', 'guest_languages'];

/**
 * Bulk load first, derived rows after (issue 28): with the triggers on, each guest's search document
 * was built twice and its filter row five times (once a table), each time a dead row. The seeder owns an empty database, so it switches them off for its load.
 */
async function searchTriggers(db: Database, on: boolean) {
  for (const table of SEARCH_SOURCES)
    await db.execute(sql.raw(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`));
}

/** How long each phase of a step took (the seeder's progress at scale), or nothing. */
export type PhaseLog = ((phase: string, ms: number) => void) | undefined;

/** Runs the items' work on two connections side by side (both cores; PGlite takes them in turn). */
async function twoAtATime<T>(items: T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Statements in a transaction of their own, with settings for it alone: no statement or lock timeout (an
 * index build at 1,000,000 guests takes minutes, and a foreign key's check on the same table waits for it)
 * and, on PostgreSQL, a `maintenance_work_mem` that builds a GIN index in one pass rather than in pieces
 * merged after, and a `work_mem` that lets a foreign key's check join in memory.
 */
async function unbounded(db: Database, ...statements: SQL[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('statement_timeout', '0', true), set_config('lock_timeout', '0', true),
      set_config('maintenance_work_mem', CASE WHEN version() LIKE '%PGlite%'
        THEN current_setting('maintenance_work_mem') ELSE '1GB' END, true),
      set_config('work_mem', CASE WHEN version() LIKE '%PGlite%'
        THEN current_setting('work_mem') ELSE '256MB' END, true)`);
    for (const statement of statements) await tx.execute(statement);
  });
}

/** The tables the guests' load and refresh write: their foreign keys are off for it. */
const LOADED_TABLES = [
  'guests',
  'guest_expertises',
  'guest_countries',
  'guest_regions',
  'guest_languages',
  'guest_videos',
  'guest_images',
  'guest_search_documents',
  'guest_search_filters',
];

/**
 * Drops the indexes of LOADED_TABLES that back no constraint (all but the primary keys); returns their
 * definitions (pg_indexes, options included). Built once from all their rows after: the GIN indexes (guests'
 * own search column, the derived rows) and the btrees on names, ratings and link values, whose row-by-row
 * upkeep in random key order cost the load more than a sort after. The GIN indexes come first: the
 * longest builds, started first, so the two connections end together.
 */
async function dropIndexes(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(sql`SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename IN (${sql.join(
      LOADED_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )}) AND indexdef NOT LIKE 'CREATE UNIQUE %'
    ORDER BY indexdef LIKE '% USING gin %' DESC, indexname`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const { indexname } of rows) await db.execute(sql.raw(`DROP INDEX "${indexname}"`));
  return rows.map((r) => r.indexdef);
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Drops the foreign keys of LOADED_TABLES; returns them (pg_get_constraintdef) to add again after. Checked
 * row by row they cost more than the rows themselves (a lookup and a row lock in the referenced table for
 * each of about 10 million rows at 1,000,000 guests); checked once after, each is one join.
 */
async function dropForeignKeys(db: Database): Promise<ForeignKey[]> {
  const { rows } = (await db.execute(sql`SELECT c.relname AS table, k.conname AS name,
      pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
    WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace AND c.relname IN (${sql.join(
      LOADED_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )}) ORDER BY c.relname, k.conname`)) as unknown as { rows: ForeignKey[] };
  for (const { table, name } of rows) await db.execute(sql.raw(`ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`));
  return rows;
}

/**
 * Adds the foreign keys back unchecked (a moment's lock each); returns, a statement list per table, the
 * checks that make them valid as before, to run beside the index builds (they lock the rows' table
 * against writes only, and the referenced one not at all).
 */
async function restoreForeignKeys(db: Database, keys: ForeignKey[]): Promise<SQL[][]> {
  const checks = new Map<string, SQL[]>();
  for (const { table, name, definition } of keys) {
    await db.execute(sql.raw(`ALTER TABLE "${table}" ADD CONSTRAINT "${name}" ${definition} NOT VALID`));
    checks.set(table, [...(checks.get(table) ?? []), sql.raw(`ALTER TABLE "${table}" VALIDATE CONSTRAINT "${name}"`)]);
  }
  return [...checks.values()];
}

/**
 * The next `count` ids of the guests' sequence, in order: on the seeder's own database, the ids an insert
 * of that many guests would have been given by the column's default.
 */
async function reserveGuestIds(db: Database, count: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`SELECT nextval(pg_get_serial_sequence('guests', 'id'))::int AS id
    FROM generate_series(1, ${count}::int) ORDER BY 1`)) as unknown as { rows: { id: number }[] };
  return rows.map((r) => Number(r.id));
}

/**
 * Statistics for tables just loaded. The server here runs without autovacuum (and PGlite has none), so
 * without this the refresh planned its joins on empty-table guesses: the documents' expertise names
 * probed every expertise for every guest (68 index lookups a guest, half of a batch's time).
 */
async function analyze(db: Database, tables: string[]) {
  await db.execute(sql.raw(`ANALYZE ${tables.join(', ')}`));
}

/** Whether the database is PGlite: one connection, whatever runs side by side takes turns on it. */
async function onPglite(db: Database): Promise<boolean> {
  const { rows } = (await db.execute(sql`SELECT version() LIKE '%PGlite%' AS pglite`)) as unknown as {
    rows: { pglite: boolean }[];
  };
  return rows[0].pglite;
}

/** Times one phase for the log. */
async function timed(phase: PhaseLog, name: string, work: () => Promise<unknown>) {
  const started = Date.now();
  await work();
  phase?.(name, Date.now() - started);
}

/**
 * The search documents, then the filter rows, of batches of
 * guests as they are stored, each batch in a transaction of its own. During the load one connection works
 * through the stored batches beside the load's two (on PostgreSQL: the load's own processes, faker and
 * the server, kept about 1.4 of 2 cores busy); `finish` adds a second and returns when all are done. On
 * PGlite (one connection: a refresh's transaction would take in the load's statements) nothing starts
 * before `finish`.
 */
function searchRowsRefresher(db: Database, overlap: boolean) {
  const parts: string[] = [];
  let next = 0;
  let active = 0;
  const running: Promise<void>[] = [];
  let failure: unknown;
  let sourcesAnalyzed: Promise<void> | undefined;
  let documentsAnalyzed: Promise<void> | undefined;
  const refresh = async (part: string) => {
    await (sourcesAnalyzed ??= analyze(db, ['users', 'expertises', ...SEARCH_SOURCES]));
    await unbounded(db, sql`SELECT refresh_guest_search_documents(${part}::int[])`);
    // The filter rows join the documents: statistics once some exist (taken on one batch, they scale).
    await (documentsAnalyzed ??= analyze(db, ['guest_search_documents']));
    await unbounded(db, sql`SELECT refresh_guest_search_filters(${part}::int[])`);
  };
  const start = () => {
    const work = (async () => {
      active++;
      try {
        while (next < parts.length) await refresh(parts[next++]);
      } finally {
        active--;
      }
    })();
    // Thrown by the next `add` (the load stops) or by `finish`; not an unhandled rejection meanwhile.
    work.catch((error: unknown) => (failure ??= error));
    running.push(work);
  };
  return {
    /** A batch stored: its rows are made when the connection is free (throws if one failed). */
    add(ids: number[]) {
      if (failure) throw failure;
      parts.push(`{${ids.join(',')}}`);
      if (overlap && active === 0) start();
    },
    /** The rest, on two connections (beside the one still at work, if any). */
    async finish() {
      for (let n = active; n < 2; n++) start();
      await Promise.all(running);
    },
    /** Nothing more started; returns when nothing runs (after a failure, before the indexes are built). */
    async stop() {
      next = parts.length;
      await Promise.allSettled(running);
    },
  };
}

/** The stored demo pictures (storeDemoPictures), or null: inline avatars and no gallery. */
export type DemoPictures = { avatars: string[]; gallery: string[] } | null;

export interface SeededGuests {
  guestIds: number[];
  guestsByOwner: Map<number, number[]>;
  ownerOf: Map<number, number>;
}

/**
 * Who owns each guest: six for the demo expert, one each for the experts who must pay and who pay,
 * then four per generated expert; `limit` cuts the list (`--guests`).
 */
export function guestOwners(accounts: Pick<Accounts, 'demo' | 'expertIds'>, limit?: number): number[] {
  const { demo, expertIds } = accounts;
  return [
    ...Array(6).fill(demo.expert),
    demo.mustpay,
    demo.paying,
    ...expertIds.flatMap((id) => [id, id, id, id]),
  ].slice(0, limit ?? Infinity);
}

/** Guests with their expertises, countries, regions, languages, talks and pictures. */
export async function seedGuests(
  ctx: SeedContext,
  ref: ReferenceData,
  accounts: Pick<Accounts, 'demo' | 'expertIds'>,
  options: { guests?: number; pictures: DemoPictures; phase?: PhaseLog },
): Promise<SeededGuests> {
  const { db, faker, pick, some, daysFromNow } = ctx;
  const { demo } = accounts;
  const { pictures } = options;
  const { expertises, regions, topCountries, commonLanguages } = ref;
  const owners = guestOwners(accounts, options.guests);
  // Media choices draw from their own sequence, so faker's (names, texts, ids) stays as it was.
  const media = seededRandom(SEED);
  const mediaIndex = (n: number) => Math.floor(media() * n);
  const topicId = new Map(expertises.map((e) => [e.name, e.id]));
  const guestIds: number[] = [];
  const guestsByOwner = new Map<number, number[]>();
  const ownerOf = new Map<number, number>();
  // Bulk load, derived rows made as its batches are stored (after it on PGlite), indexes and foreign keys'
  // checks last (issue 28): each index built once from all its rows and each key checked in one join, not
  // fed a million guests one by one (which also leaves long pending lists).
  const indexes = await dropIndexes(db);
  const keys = await dropForeignKeys(db);
  const overlap = !(await onPglite(db));
  const refresher = searchRowsRefresher(db, overlap);
  try {
    await searchTriggers(db, false);
    try {
      await timed(
        options.phase,
        `guests loaded (search triggers, foreign keys and indexes off)${overlap ? ', search rows made meanwhile' : ''}`,
        loadGuests,
      );
    } finally {
      await searchTriggers(db, true);
    }
    await timed(options.phase, 'search documents and filter rows left after the load', refresher.finish);
  } finally {
    await refresher.stop();
    await timed(options.phase, `${indexes.length} indexes built, ${keys.length} foreign keys checked`, async () => {
      const checks = await restoreForeignKeys(db, keys);
      await twoAtATime([...indexes.map((indexdef) => [sql.raw(indexdef)]), ...checks], (statements) =>
        unbounded(db, ...statements),
      );
    });
  }
  return { guestIds, guestsByOwner, ownerOf };

  async function loadGuests() {
    // Large runs go in batches, so a million guests never sit in memory at once. A batch takes its ids
    // from the guests' sequence first (what their default would have given), so it is made whole, guests
    // and links, before it is stored; the next one is made while it is stored, the guests on one
    // connection and the link tables (one statement) on another: with the foreign keys off, neither
    // waits for the other, and faker's work overlaps the database's. Once stored, a batch goes to the
    // refresher (its search documents and filter rows, on a third connection).
    let storing: Promise<unknown> = Promise.resolve();
    for (let start = 0; start < owners.length; start += GUEST_BATCH) {
      const batchOwners = owners.slice(start, start + GUEST_BATCH);
      const ids = await reserveGuestIds(db, batchOwners.length);
      const guestRows = batchOwners.map((user_id, k) => {
        const i = start + k;
        const first_name = faker.person.firstName();
        const last_name = faker.person.lastName();
        const topic = pick(expertises).name;
        const region = pick(regions).name;
        const avatar = mediaIndex(AVATAR_COUNT);
        return {
          id: ids[k],
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
      const guestExpertise: (typeof s.guestExpertises.$inferInsert)[] = [];
      const guestCountry: (typeof s.guestCountries.$inferInsert)[] = [];
      const guestRegion: (typeof s.guestRegions.$inferInsert)[] = [];
      const guestLanguage: (typeof s.guestLanguages.$inferInsert)[] = [];
      const guestVideo: (typeof s.guestVideos.$inferInsert)[] = [];
      const guestImage: (typeof s.guestImages.$inferInsert)[] = [];
      ids.forEach((guest_id, k) => {
        const owner = batchOwners[k];
        guestIds.push(guest_id);
        ownerOf.set(guest_id, owner);
        guestsByOwner.set(owner, [...(guestsByOwner.get(owner) ?? []), guest_id]);
        const main = topicId.get(guestRows[k]._topic)!;
        const extra = some(expertises, 0, 2)
          .map((e) => e.id)
          .filter((id) => id !== main);
        for (const expertise_id of [main, ...extra]) guestExpertise.push({ guest_id, expertise_id });
        for (const c of some(topCountries, 1, 2)) guestCountry.push({ guest_id, country_id: c.id });
        for (const r of some(regions, 1, 3)) guestRegion.push({ guest_id, region_id: r.id });
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
      await storing;
      storing = Promise.all([
        insertTogether(db, [[s.guests, guestRows.map(({ _topic, ...row }) => row)]]),
        insertTogether(db, [
          [s.guestExpertises, guestExpertise],
          [s.guestCountries, guestCountry],
          [s.guestRegions, guestRegion],
          [s.guestLanguages, guestLanguage],
          [s.guestVideos, guestVideo],
          [s.guestImages, guestImage],
        ]),
      ]).then(() => refresher.add(ids));
      // Awaited with the next batch made; a failure meanwhile is not an unhandled rejection.
      storing.catch(() => undefined);
    }
    await storing;
  }
}
