import { countries as isoCountries, languages as isoLanguages } from 'countries-list';
import type { Database } from '../database';
import { areas, countries, expertises, languages, mediaRegions, mediums } from '../schema';
import { ensurePlans } from './plans';
import { AREAS, MEDIA_REGIONS, MEDIUMS, OTHER_EXPERTISES, OVERFLOW_TOPICS, PRESET_TOPICS } from './topics';

/**
 * Lookups every installation needs (not demo data): ISO 3166 countries, ISO 639-1 languages,
 * expertises, mediums, media regions, areas, and the subscription plans experts buy. Idempotent;
 * on an empty database the rows get the same ids every time, in the order below.
 */
export async function ensureReferenceData(db: Database): Promise<void> {
  const countryRows = Object.entries(isoCountries)
    .map(([code, c]) => ({ code, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  await db.insert(countries).values(countryRows).onConflictDoNothing();

  const languageRows = Object.entries(isoLanguages)
    .map(([code, l]) => ({ code, name: l.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  await db.insert(languages).values(languageRows).onConflictDoNothing();

  const expertiseRows = [
    ...PRESET_TOPICS.map((name, i) => ({ name, topic_filter: 'preset' as const, filter_order: i + 1 })),
    ...OVERFLOW_TOPICS.map((name, i) => ({ name, topic_filter: 'overflow' as const, filter_order: i + 1 })),
    ...OTHER_EXPERTISES.map((name) => ({ name, topic_filter: null, filter_order: null })),
  ];
  await db.insert(expertises).values(expertiseRows).onConflictDoNothing();

  await db
    .insert(mediums)
    .values(MEDIUMS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(mediaRegions)
    .values(MEDIA_REGIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(areas)
    .values(AREAS.map((name) => ({ name })))
    .onConflictDoNothing();
  await ensurePlans(db);
}
