import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
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
function named(
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
     * lists and the expert account managing it. Drafts are only seen by their own expert.
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
        .where(and(eq(guests.id, id), or(eq(guests.is_draft, false), eq(guests.user_id, viewerId))));
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
