import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GuestInput } from 'mf-shared/validation';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import {
  countries,
  expertises,
  guestCountries,
  guestExpertises,
  guestImages,
  guestLanguages,
  guestRegions,
  guests,
  guestVideos,
  languages,
  mediaRegions,
  users,
} from '../../db/schema';

/** `[{id, name}]` of one guest's links to a lookup table, as a JSON array (same query as the guest). */
export function named(
  link: PgTable & { guest_id: AnyPgColumn },
  linkKey: AnyPgColumn,
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn },
): SQL<{ id: number; name: string }[]> {
  return sql`coalesce((select json_agg(json_build_object('id', ${table.id}, 'name', ${table.name}) order by ${table.name})
    from ${link} join ${table} on ${table.id} = ${linkKey} where ${link.guest_id} = ${guests.id}), '[]'::json)`;
}

export function guestsRepository(db: Executor) {
  return {
    /**
     * A guest's full profile (spec section 3, Guest read and form fields) with the names of its
     * lists and the account managing it. Drafts and a journalist's private contacts are only seen by
     * their owner.
     */
    async detail(id: number, viewerId: number) {
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
            // Drafts and private contacts are seen only by the account that owns them.
            or(and(eq(guests.is_draft, false), eq(guests.is_private, false)), eq(guests.user_id, viewerId)),
          ),
        );
      if (!row) return null;
      const [images, videos] = await Promise.all([
        db
          .select({ id: guestImages.id, image: guestImages.image })
          .from(guestImages)
          .where(eq(guestImages.guest_id, id))
          .orderBy(asc(guestImages.id)),
        db
          .select({ id: guestVideos.id, url: guestVideos.url })
          .from(guestVideos)
          .where(eq(guestVideos.guest_id, id))
          .orderBy(asc(guestVideos.id)),
      ]);
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
  };
}

/** The guest form's lists and the link table each is kept in. */
const LISTS = [
  { field: 'country', table: guestCountries, key: 'country_id', lookup: countries },
  { field: 'expertise', table: guestExpertises, key: 'expertise_id', lookup: expertises },
  { field: 'available', table: guestRegions, key: 'region_id', lookup: mediaRegions },
  { field: 'languages', table: guestLanguages, key: 'language_id', lookup: languages },
] as const;

type GuestList = (typeof LISTS)[number]['field'];

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

    /** Inserts guests owned by one account, with their lists; answers their ids in order. */
    async insert(ownerId: number, inputs: GuestInput[], flags: { is_private: boolean; is_draft: boolean }) {
      const ids: number[] = [];
      for (let at = 0; at < inputs.length; at += 500) {
        const rows = await db
          .insert(guests)
          .values(inputs.slice(at, at + 500).map((input) => ({ ...columnsOf(input), ...flags, user_id: ownerId })))
          .returning({ id: guests.id });
        ids.push(...rows.map((r) => r.id));
      }
      await writeLinks(ids, inputs);
      return ids;
    },

    /** Replaces a guest's form fields and lists. */
    async update(guestId: number, input: GuestInput) {
      await db
        .update(guests)
        .set({ ...columnsOf(input), updated_at: sql`now()` })
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
      const [images, videos] = await Promise.all([
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

    publish: (guestId: number) =>
      db
        .update(guests)
        .set({ is_draft: false, updated_at: sql`now()` })
        .where(eq(guests.id, guestId)),
  };
}

export type GuestWriter = ReturnType<typeof guestWriter>;
