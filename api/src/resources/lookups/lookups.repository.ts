import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { areas, countries, expertises, languages, mediaRegions, mediums } from '../../db/schema';

export function lookupsRepository(db: Executor) {
  return {
    countries: () =>
      db
        .select({ id: countries.id, name: countries.name, code: countries.code })
        .from(countries)
        .orderBy(asc(countries.name)),
    languages: () =>
      db
        .select({ id: languages.id, name: languages.name, code: languages.code })
        .from(languages)
        .orderBy(asc(languages.name)),
    /** Preset filters first, in the spec's order, then overflow ones, then the rest by name. */
    expertises: () =>
      db
        .select({ id: expertises.id, name: expertises.name, topic_filter: expertises.topic_filter })
        .from(expertises)
        .orderBy(
          sql`case ${expertises.topic_filter} when 'preset' then 0 when 'overflow' then 1 else 2 end`,
          asc(expertises.filter_order),
          asc(expertises.name),
        ),
    mediums: () => db.select({ id: mediums.id, name: mediums.name }).from(mediums).orderBy(asc(mediums.id)),
    mediaRegions: () =>
      db.select({ id: mediaRegions.id, name: mediaRegions.name }).from(mediaRegions).orderBy(asc(mediaRegions.id)),
    areas: () => db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name)),
  };
}
