import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ROLE, STATUS } from 'mf-shared/roles';
import type { ExpertGuestItem, ExpertGuestSort } from 'mf-shared/types/guest';
import type { GuestCsvLookups, GuestInput } from 'mf-shared/validation';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import {
  countries,
  expertises,
  guestCountries,
  guestExpertises,
  guestImages,
  guestImportBatches,
  guestLanguages,
  guestRegions,
  guests,
  guestReminders,
  guestSearchFilters,
  guestVideos,
  journalistContacts,
  languages,
  mediaRegions,
  users,
} from '../../db/schema';
import { escapeLike, pagedList, type Paging } from '../../lib/lists';

/**
 * The outer query's guest id inside a correlated subquery. Drizzle writes columns without their
 * table in a select from one table with no join ("id", not "guests"."id"), and inside a subquery
 * over a link table that has an `id` of its own (guest_images) the bare name would mean that table's.
 */
const GUEST_ID = sql.raw('"guests"."id"');

/**
 * Whether the directory lists the outer query's guest: its filter row's `visible`, the directory's
 * one rule (published, not private, hidden or removed, its account an active, paid-up expert), kept
 * by triggers. Reads that show a guest to anyone but its account ask this, never a restatement.
 */
export const listedGuest = sql<boolean>`exists (select 1 from ${guestSearchFilters} f
  where f.guest_id = ${GUEST_ID} and f.visible)`;

/** `[{id, name}]` of one guest's links to a lookup table, as a JSON array (same query as the guest). */
export function named(
  link: PgTable & { guest_id: AnyPgColumn },
  linkKey: AnyPgColumn,
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn },
): SQL<{ id: number; name: string }[]> {
  return sql`coalesce((select json_agg(json_build_object('id', ${table.id}, 'name', ${table.name}) order by ${table.name})
    from ${link} join ${table} on ${table.id} = ${linkKey} where ${link.guest_id} = ${GUEST_ID}), '[]'::json)`;
}

/** What a list shows of each guest record (an expert's guests, a journalist's contacts). */
export const recordItemColumns = {
  id: guests.id,
  guest_id: guests.id,
  first_name: guests.first_name,
  last_name: guests.last_name,
  avatar: guests.avatar,
  title: guests.title,
  expertise: named(guestExpertises, guestExpertises.expertise_id, expertises),
};

/** A list's search over guest records: the words in the full name or one of `columns`; none without words. */
export function recordSearch(search: string | undefined, columns: AnyPgColumn[]) {
  if (!search) return undefined;
  const words = `%${escapeLike(search)}%`;
  return or(
    ilike(sql`${guests.first_name} || ' ' || ${guests.last_name}`, words),
    ...columns.map((column) => ilike(column, words)),
  );
}

/** A list's order: the sort's columns then `tie`, in the direction asked; unsorted, the newest first. */
export function recordOrder(
  sorted: (SQL | AnyPgColumn)[] | undefined,
  direction: 'asc' | 'desc' | undefined,
  tie: AnyPgColumn,
  newest: AnyPgColumn,
) {
  const order = direction === 'desc' ? desc : asc;
  return sorted ? [...sorted.map((c) => order(c)), order(tie)] : [desc(newest), desc(tie)];
}

/** A guest's gallery: its images and video links, first added first (its profile and its media). */
function galleryOf(db: Executor, guestId: number) {
  return Promise.all([
    db
      .select({ id: guestImages.id, image: guestImages.image })
      .from(guestImages)
      .where(eq(guestImages.guest_id, guestId))
      .orderBy(asc(guestImages.id)),
    db
      .select({ id: guestVideos.id, url: guestVideos.url })
      .from(guestVideos)
      .where(eq(guestVideos.guest_id, guestId))
      .orderBy(asc(guestVideos.id)),
  ]);
}

export function guestsRepository(db: Executor) {
  return {
    /**
     * A guest's full profile (spec section 3, Guest read and form fields) with the names of its
     * lists and the account managing it. Removed guests are gone for everyone; drafts, hidden guests
     * and a journalist's private contacts are only seen by the account that owns them.
     */
    async detail(id: number, viewerAccountId: number) {
      const [row] = await db
        .select({
          id: guests.id,
          guest_id: guests.id,
          first_name: guests.first_name,
          last_name: guests.last_name,
          gender: guests.gender,
          title: guests.title,
          company_name: guests.company_name,
          linkedin: guests.linkedin,
          description: guests.description,
          rating: guests.rating,
          avatar: guests.avatar,
          last_date_trained: guests.last_date_trained,
          headline: guests.headline,
          is_private: guests.is_private,
          is_company_logo_visible: guests.is_company_logo_visible,
          guest_company_logo: guests.guest_company_logo,
          is_company_description_visible: guests.is_company_description_visible,
          guest_company_description: guests.guest_company_description,
          manager_company_description: guests.manager_company_description,
          manager_company_logo: guests.manager_company_logo,
          is_draft: guests.is_draft,
          is_hidden: guests.is_hidden,
          hidden_at: guests.hidden_at,
          hidden_reason: guests.hidden_reason,
          last_confirmed_at: guests.last_confirmed_at,
          expert: sql<{
            id: number;
            name: string;
          }>`json_build_object('id', ${users.id}, 'name', ${users.first_name} || ' ' || ${users.last_name})`,
          country: named(guestCountries, guestCountries.country_id, countries),
          expertise: named(guestExpertises, guestExpertises.expertise_id, expertises),
          available: named(guestRegions, guestRegions.region_id, mediaRegions),
          languages: named(guestLanguages, guestLanguages.language_id, languages),
        })
        .from(guests)
        .innerJoin(users, eq(users.id, guests.user_id))
        .where(
          and(
            eq(guests.id, id),
            isNull(guests.deleted_at),
            // Drafts, hidden guests, private contacts and the guests of an account that is not active
            // (unpaid, paying, locked, leaving) are seen only by the account that owns them.
            or(listedGuest, eq(guests.user_id, viewerAccountId)),
          ),
        );
      if (!row) return null;
      const [images, videos] = await galleryOf(db, id);
      return {
        ...row,
        // Company logo and description are shown only when the expert chose to show them.
        guest_company_logo: row.is_company_logo_visible ? row.guest_company_logo : null,
        guest_company_description: row.is_company_description_visible ? row.guest_company_description : null,
        images,
        videos,
        video: videos[0]?.url ?? null,
      };
    },

    /** One page of an account's own guests (drafts and hidden ones too; removed ones never). */
    accountPage(accountId: number, { search, sort, direction, ...paging }: AccountGuestQuery) {
      const where = and(
        accountGuests(accountId),
        recordSearch(search, [guests.title, guests.headline, guests.company_name]),
      );
      const ordering = recordOrder(sort && ACCOUNT_SORTS[sort], direction, guests.id, guests.created_at);
      return pagedList<ExpertGuestItem>(
        paging,
        async (limit, offset) =>
          (
            await db
              .select({
                ...recordItemColumns,
                headline: guests.headline,
                is_draft: guests.is_draft,
                is_hidden: guests.is_hidden,
                hidden_at: guests.hidden_at,
                hidden_reason: guests.hidden_reason,
                last_confirmed_at: guests.last_confirmed_at,
                percent: completenessPercent,
                missing: completenessMissing,
                updated_at: guests.updated_at,
              })
              .from(guests)
              .where(where)
              .orderBy(...ordering)
              .limit(limit)
              .offset(offset)
          ).map(({ percent, missing, ...row }) => ({ ...row, completeness: { percent: Number(percent), missing } })),
        async () => {
          const [row] = await db.select({ n: count() }).from(guests).where(where);
          return row!.n;
        },
      );
    },

    /** An account's live guest (not removed, not a private contact), with what permission checks need. */
    async owned(accountId: number, guestId: number) {
      const [row] = await db
        .select({
          id: guests.id,
          is_draft: guests.is_draft,
          is_hidden: guests.is_hidden,
          avatar: guests.avatar,
          guest_company_logo: guests.guest_company_logo,
          manager_company_logo: guests.manager_company_logo,
        })
        .from(guests)
        .where(and(eq(guests.id, guestId), accountGuests(accountId)));
      return row ?? null;
    },

    /** The guest an image or a video belongs to (to check its owner first). */
    async guestOfImage(imageId: number) {
      const [row] = await db
        .select({ guest_id: guestImages.guest_id })
        .from(guestImages)
        .where(eq(guestImages.id, imageId));
      return row?.guest_id ?? null;
    },

    async guestOfVideo(videoId: number) {
      const [row] = await db
        .select({ guest_id: guestVideos.guest_id })
        .from(guestVideos)
        .where(eq(guestVideos.id, videoId));
      return row?.guest_id ?? null;
    },

    /** Every live guest of the account with its lists' names, for the CSV download (oldest first). */
    exportRows(accountId: number) {
      const names = (
        link: Parameters<typeof named>[0],
        key: Parameters<typeof named>[1],
        table: Parameters<typeof named>[2],
      ) =>
        sql<string>`coalesce((select string_agg(${table.name}, '; ' order by ${table.name})
          from ${link} join ${table} on ${table.id} = ${key} where ${link.guest_id} = ${GUEST_ID}), '')`;
      return db
        .select({
          id: guests.id,
          first_name: guests.first_name,
          last_name: guests.last_name,
          gender: guests.gender,
          title: guests.title,
          headline: guests.headline,
          company_name: guests.company_name,
          linkedin: guests.linkedin,
          country: names(guestCountries, guestCountries.country_id, countries),
          expertise: names(guestExpertises, guestExpertises.expertise_id, expertises),
          available: names(guestRegions, guestRegions.region_id, mediaRegions),
          languages: names(guestLanguages, guestLanguages.language_id, languages),
          description: guests.description,
          rating: guests.rating,
          is_draft: guests.is_draft,
          is_hidden: guests.is_hidden,
          last_confirmed_at: guests.last_confirmed_at,
          percent: completenessPercent,
        })
        .from(guests)
        .where(accountGuests(accountId))
        .orderBy(asc(guests.id));
    },

    /**
     * Expert accounts (active, not leaving) with published, shown guests whose availability was
     * last confirmed (or, never confirmed, created) before `staleBefore`, and who were not
     * reminded since `remindedBefore`: at most `limit` of them, with those guests' names.
     */
    async staleAccounts(staleBefore: string, remindedBefore: string, limit: number) {
      const stale = and(
        eq(guests.is_draft, false),
        eq(guests.is_private, false),
        eq(guests.is_hidden, false),
        isNull(guests.deleted_at),
        lt(sql`coalesce(${guests.last_confirmed_at}, ${guests.created_at})`, staleBefore),
      );
      const accounts = await db
        .select({ id: users.id, email: users.email, first_name: users.first_name })
        .from(users)
        .leftJoin(guestReminders, eq(guestReminders.account_id, users.id))
        .where(
          and(
            eq(users.role, ROLE.EXPERT),
            eq(users.status, STATUS.SIMPLE_USER),
            isNull(users.date_deleting),
            or(isNull(guestReminders.last_sent_at), lt(guestReminders.last_sent_at, remindedBefore)),
            sql`exists (select 1 from ${guests} where ${guests.user_id} = ${users.id} and ${stale})`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(limit);
      if (!accounts.length) return [];
      const rows = await db
        .select({
          user_id: guests.user_id,
          id: guests.id,
          name: sql<string>`${guests.first_name} || ' ' || ${guests.last_name}`,
          last_confirmed_at: guests.last_confirmed_at,
        })
        .from(guests)
        .where(
          and(
            inArray(
              guests.user_id,
              accounts.map((a) => a.id),
            ),
            stale,
          ),
        )
        .orderBy(asc(guests.last_name), asc(guests.first_name), asc(guests.id));
      return accounts.map((account) => ({ ...account, guests: rows.filter((r) => r.user_id === account.id) }));
    },

    /** Remembers that the account was reminded (the next reminder waits 30 days). */
    markReminded: (accountId: number, at: string) =>
      db
        .insert(guestReminders)
        .values({ account_id: accountId, last_sent_at: at })
        .onConflictDoUpdate({ target: guestReminders.account_id, set: { last_sent_at: at } }),
  };
}

export interface AccountGuestQuery extends Paging {
  search?: string;
  sort?: ExpertGuestSort;
  direction?: 'asc' | 'desc';
}

export const ACCOUNT_GUEST_SORTS = ['name', 'created_at', 'updated_at', 'completeness', 'last_confirmed_at'] as const;

/** An account's own live guests: not removed, and not a journalist's private contact. */
const accountGuests = (accountId: number) =>
  and(eq(guests.user_id, accountId), eq(guests.is_private, false), isNull(guests.deleted_at));

/**
 * Completeness (issue 14: "a completeness meter per guest, what is missing"). Nine checks of equal
 * weight, in the order a profile reads: what ExpertFile asks before publishing (a photo, a headline,
 * a bio), what the directory filters on (expertise, countries, regions, languages), something to see
 * or watch (one image or video is enough), and a LinkedIn profile to verify the person. Description,
 * expertise, countries, regions and LinkedIn are required by the form, so a guest made through it
 * starts at 5 of 9 (56%); imports and older rows may lack them, so they are still checked. The
 * percent is rounded; the labels are what the list shows under "missing".
 */
export const COMPLETENESS_CHECKS: { label: string; met: SQL }[] = [
  { label: 'Photo', met: sql`coalesce(${guests.avatar}, '') <> ''` },
  { label: 'Headline', met: sql`coalesce(${guests.headline}, '') <> ''` },
  { label: 'Description', met: sql`coalesce(${guests.description}, '') <> ''` },
  {
    label: 'Expertise',
    met: sql`exists (select 1 from ${guestExpertises} where ${guestExpertises.guest_id} = ${GUEST_ID})`,
  },
  {
    label: 'Countries',
    met: sql`exists (select 1 from ${guestCountries} where ${guestCountries.guest_id} = ${GUEST_ID})`,
  },
  { label: 'Regions', met: sql`exists (select 1 from ${guestRegions} where ${guestRegions.guest_id} = ${GUEST_ID})` },
  {
    label: 'Languages',
    met: sql`exists (select 1 from ${guestLanguages} where ${guestLanguages.guest_id} = ${GUEST_ID})`,
  },
  {
    label: 'Image or video',
    met: sql`(exists (select 1 from ${guestImages} where ${guestImages.guest_id} = ${GUEST_ID})
      or exists (select 1 from ${guestVideos} where ${guestVideos.guest_id} = ${GUEST_ID}))`,
  },
  { label: 'LinkedIn', met: sql`coalesce(${guests.linkedin}, '') <> ''` },
];

const completenessPercent = sql<number>`round(100.0 * (${sql.join(
  COMPLETENESS_CHECKS.map((c) => sql`(case when ${c.met} then 1 else 0 end)`),
  sql` + `,
)}) / ${COMPLETENESS_CHECKS.length})::int`;

const completenessMissing = sql<string[]>`to_json(array_remove(ARRAY[${sql.join(
  COMPLETENESS_CHECKS.map((c) => sql`case when ${c.met} then null else ${c.label}::text end`),
  sql`, `,
)}]::text[], null))`;

const ACCOUNT_SORTS: Record<ExpertGuestSort, SQL[]> = {
  name: [sql`lower(${guests.last_name})`, sql`lower(${guests.first_name})`],
  created_at: [sql`${guests.created_at}`],
  updated_at: [sql`${guests.updated_at}`],
  completeness: [completenessPercent],
  last_confirmed_at: [sql`${guests.last_confirmed_at}`],
};

/** The guest form's lists and the link table each is kept in. */
const LISTS = [
  { field: 'country', table: guestCountries, key: 'country_id', lookup: countries },
  { field: 'expertise', table: guestExpertises, key: 'expertise_id', lookup: expertises },
  { field: 'available', table: guestRegions, key: 'region_id', lookup: mediaRegions },
  { field: 'languages', table: guestLanguages, key: 'language_id', lookup: languages },
] as const;

type GuestList = (typeof LISTS)[number]['field'];

/** Guest columns the form does not carry, set by the expert's routes (files, switches, dates). */
export type GuestExtras = Partial<
  Pick<
    typeof guests.$inferInsert,
    'avatar' | 'is_company_logo_visible' | 'guest_company_logo' | 'manager_company_logo' | 'last_confirmed_at'
  >
>;

/** The guest row's columns from the form (spec section 3); lists go to their link tables. */
function columnsOf(input: GuestInput) {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    gender: input.gender as (typeof guests.$inferInsert)['gender'],
    title: input.title,
    headline: input.headline || null,
    company_name: input.company_name,
    linkedin: input.linkedin,
    description: input.description,
    rating: input.rating,
    is_company_description_visible: input.is_company_description_visible,
    guest_company_description: input.guest_company_description || null,
    manager_company_description: input.manager_company_description || null,
  };
}

/**
 * Writes guests from the checked guest form: the expert's guests (issue 14) and a journalist's
 * private contacts share it. Callers run it inside their transaction.
 */
export function guestWriter(db: Executor) {
  async function writeLinks(guestIds: number[], inputs: GuestInput[]) {
    for (const { field, table, key } of LISTS) {
      const rows = inputs.flatMap((input, i) =>
        [...new Set(input[field] ?? [])].map((id) => ({ guest_id: guestIds[i]!, [key]: id })),
      );
      // Batches keep a 5,000-row import under the engines' parameter limit.
      for (let at = 0; at < rows.length; at += 5000) await db.insert(table).values(rows.slice(at, at + 5000) as never);
    }
  }

  return {
    /**
     * The lookup ids among these that do not exist, by list field: the form's number lists must
     * name real countries, expertises, regions and languages.
     */
    async unknownIds(inputs: Pick<GuestInput, GuestList>[]): Promise<Record<GuestList, Set<number>>> {
      const unknown = {} as Record<GuestList, Set<number>>;
      for (const { field, lookup } of LISTS) {
        const wanted = [...new Set(inputs.flatMap((input) => input[field] ?? []))];
        const known = wanted.length
          ? new Set(
              (await db.select({ id: lookup.id }).from(lookup).where(inArray(lookup.id, wanted))).map((r) => r.id),
            )
          : new Set<number>();
        unknown[field] = new Set(wanted.filter((id) => !known.has(id)));
      }
      return unknown;
    },

    /** The reference lists a CSV file's names are read as (a country or language by its code too). */
    async csvLookups(): Promise<GuestCsvLookups> {
      const [countryRows, expertiseRows, regions, languageRows] = await Promise.all([
        db
          .select({ id: countries.id, name: countries.name, code: countries.code })
          .from(countries)
          .orderBy(asc(countries.id)),
        db.select({ id: expertises.id, name: expertises.name }).from(expertises).orderBy(asc(expertises.id)),
        db.select({ id: mediaRegions.id, name: mediaRegions.name }).from(mediaRegions).orderBy(asc(mediaRegions.id)),
        db
          .select({ id: languages.id, name: languages.name, code: languages.code })
          .from(languages)
          .orderBy(asc(languages.id)),
      ]);
      return { countries: countryRows, expertises: expertiseRows, regions, languages: languageRows };
    },

    /**
     * Inserts guests owned by one account, with their lists; answers their ids in order. `flags`
     * may also set columns the form does not carry (logos, avatar, last confirmed), for every row.
     * With `import_batch` the rows are also removed (invisible) until `commitImport` of that batch.
     */
    async insert(
      ownerId: number,
      inputs: GuestInput[],
      flags: { is_private: boolean; is_draft: boolean; import_batch?: string } & GuestExtras,
    ) {
      const ids: number[] = [];
      const pending = flags.import_batch ? { deleted_at: sql`now()` } : {};
      for (let at = 0; at < inputs.length; at += 500) {
        const rows = await db
          .insert(guests)
          .values(
            inputs
              .slice(at, at + 500)
              .map((input) => ({ ...columnsOf(input), ...flags, ...pending, user_id: ownerId })),
          )
          .returning({ id: guests.id });
        ids.push(...rows.map((r) => r.id));
      }
      await writeLinks(ids, inputs);
      return ids;
    },

    /**
     * Live guests of an account: its guests (`isPrivate` false) or a journalist's private contacts,
     * counting the rows of its committed imports not yet made live.
     */
    async liveCount(ownerId: number, isPrivate: boolean) {
      const committed = db
        .select({ id: guestImportBatches.id })
        .from(guestImportBatches)
        .where(and(eq(guestImportBatches.user_id, ownerId), isNotNull(guestImportBatches.committed_at)));
      const [row] = await db
        .select({ n: count() })
        .from(guests)
        .where(
          and(
            eq(guests.user_id, ownerId),
            eq(guests.is_private, isPrivate),
            or(isNull(guests.deleted_at), inArray(guests.import_batch, committed)),
          ),
        );
      return row?.n ?? 0;
    },

    /** An import's batch, before its first rows are written. */
    openImport: (batch: string, ownerId: number) =>
      db.insert(guestImportBatches).values({ id: batch, user_id: ownerId }),

    /** The import is decided (the caller's short transaction, after the cap check): its rows will go live. */
    commitImport: (batch: string) =>
      db
        .update(guestImportBatches)
        .set({ committed_at: sql`now()` })
        .where(eq(guestImportBatches.id, batch)),

    /** Makes up to `limit` rows of a committed import live; answers how many (0: the import is done). */
    async publishImported(batch: string, limit: number) {
      const rows = sql`select ${guests.id} from ${guests} where ${guests.import_batch} = ${batch} limit ${limit}`;
      const published = await db
        .update(guests)
        .set({ deleted_at: null, import_batch: null })
        .where(sql`${guests.id} in (${rows})`)
        .returning({ id: guests.id });
      return published.length;
    },

    /** Deletes up to `limit` rows of an import that will not be committed; answers how many (0: none left). */
    async dropImported(batch: string, limit: number) {
      const rows = sql`select ${guests.id} from ${guests} where ${guests.import_batch} = ${batch} limit ${limit}`;
      const deleted = await db
        .delete(guests)
        .where(sql`${guests.id} in (${rows})`)
        .returning({ id: guests.id });
      return deleted.length;
    },

    /** Forgets an import's batch once its rows are all live or all gone. */
    closeImport: (batch: string) => db.delete(guestImportBatches).where(eq(guestImportBatches.id, batch)),

    /**
     * Imports a crash left behind: committed ones (to finish) and those never committed and started
     * before `before` (to delete), rows tagged with a batch that has no row here included.
     */
    async unfinishedImports(before: string) {
      const tagged = await db
        .selectDistinct({ batch: guests.import_batch, committed_at: guestImportBatches.committed_at })
        .from(guests)
        .leftJoin(guestImportBatches, eq(guestImportBatches.id, guests.import_batch))
        .where(
          and(
            isNotNull(guests.import_batch),
            or(isNotNull(guestImportBatches.committed_at), lt(guests.created_at, before)),
          ),
        );
      const empty = await db
        .select({ batch: guestImportBatches.id, committed_at: guestImportBatches.committed_at })
        .from(guestImportBatches)
        .where(
          and(
            or(isNotNull(guestImportBatches.committed_at), lt(guestImportBatches.created_at, before)),
            sql`not exists (select 1 from ${guests} where ${guests.import_batch} = ${guestImportBatches.id})`,
          ),
        );
      return [...tagged, ...empty].map((b) => ({ batch: b.batch!, committed: b.committed_at !== null }));
    },

    /** Replaces a guest's form fields and lists (and any `extras` columns given). */
    async update(guestId: number, input: GuestInput, extras: GuestExtras = {}) {
      await db
        .update(guests)
        .set({ ...columnsOf(input), ...extras, updated_at: sql`now()` })
        .where(eq(guests.id, guestId));
      for (const { table } of LISTS) await db.delete(table).where(eq(table.guest_id, guestId));
      await writeLinks([guestId], [input]);
    },

    /** The guest's owner and state, for permission checks. */
    async owner(guestId: number) {
      const [row] = await db
        .select({
          user_id: guests.user_id,
          is_private: guests.is_private,
          is_draft: guests.is_draft,
          avatar: guests.avatar,
        })
        .from(guests)
        .where(eq(guests.id, guestId));
      return row ?? null;
    },

    /** Avatar, gallery and video links of one guest. */
    async media(guestId: number) {
      const [row] = await db.select({ avatar: guests.avatar }).from(guests).where(eq(guests.id, guestId));
      const [images, videos] = await galleryOf(db, guestId);
      return { id: guestId, avatar: row?.avatar ?? null, images, videos };
    },

    setAvatar: (guestId: number, avatar: string | null) =>
      db
        .update(guests)
        .set({ avatar, updated_at: sql`now()` })
        .where(eq(guests.id, guestId)),

    addImage: (guestId: number, image: string) => db.insert(guestImages).values({ guest_id: guestId, image }),

    /** Removes one of the guest's images; answers its address (to delete the file) or null. */
    async removeImage(guestId: number, imageId: number) {
      const [row] = await db
        .delete(guestImages)
        .where(and(eq(guestImages.id, imageId), eq(guestImages.guest_id, guestId)))
        .returning({ image: guestImages.image });
      return row?.image ?? null;
    },

    addVideo: (guestId: number, url: string) => db.insert(guestVideos).values({ guest_id: guestId, url }),

    async removeVideo(guestId: number, videoId: number) {
      const rows = await db
        .delete(guestVideos)
        .where(and(eq(guestVideos.id, videoId), eq(guestVideos.guest_id, guestId)))
        .returning({ id: guestVideos.id });
      return rows.length > 0;
    },

    /** How many images and videos the guest has (each list has a limit). */
    async mediaCounts(guestId: number) {
      const [row] = await db
        .select({
          images: sql<number>`(select count(*)::int from ${guestImages} where ${guestImages.guest_id} = ${guestId})`,
          videos: sql<number>`(select count(*)::int from ${guestVideos} where ${guestVideos.guest_id} = ${guestId})`,
        })
        .from(sql`(select 1) one`);
      return row!;
    },

    /** Sets the account's switches and dates on one guest (visibility, last confirmed, removal). */
    set: (guestId: number, values: GuestExtras & { is_hidden?: boolean; deleted_at?: string }) =>
      db
        .update(guests)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(guests.id, guestId)),

    /**
     * Removes a guest from its account: the row stays (interviews and questions point at it) with
     * `deleted_at` set, which takes it out of the directory (0005's rule) and every list; journalists'
     * saved contacts of it go.
     */
    async remove(guestId: number) {
      await db
        .update(guests)
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(guests.id, guestId));
      await db.delete(journalistContacts).where(eq(journalistContacts.guest_id, guestId));
    },

    publish: (guestId: number) =>
      db
        .update(guests)
        .set({ is_draft: false, updated_at: sql`now()` })
        .where(eq(guests.id, guestId)),
  };
}

export type GuestWriter = ReturnType<typeof guestWriter>;
