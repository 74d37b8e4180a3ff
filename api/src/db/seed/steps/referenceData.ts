import * as s from '../../schema';
import type { SeedContext } from '../context';

/** Guests mostly speak widely used languages; a realistic spread, not uniform over 180 codes. */
export const COMMON_LANGUAGE_CODES = [
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
];

export type ReferenceData = Awaited<ReturnType<typeof readReferenceData>>;

/**
 * The lookups the demo rows point at (brought in by bringUpToDate), in id order, and the 60
 * countries guests come from (the seed's first draw).
 */
export async function readReferenceData({ db, faker }: SeedContext) {
  const [countries, expertises, languages, regions, mediums, areas] = await Promise.all([
    db.select({ id: s.countries.id }).from(s.countries).orderBy(s.countries.id),
    db.select({ id: s.expertises.id, name: s.expertises.name }).from(s.expertises).orderBy(s.expertises.id),
    db.select({ id: s.languages.id, code: s.languages.code }).from(s.languages).orderBy(s.languages.id),
    db.select({ id: s.mediaRegions.id, name: s.mediaRegions.name }).from(s.mediaRegions).orderBy(s.mediaRegions.id),
    db.select({ id: s.mediums.id }).from(s.mediums).orderBy(s.mediums.id),
    db.select({ id: s.areas.id }).from(s.areas).orderBy(s.areas.id),
  ]);
  if (expertises.length === 0)
    throw new Error('Reference data is missing: bring the database up to date first (bringUpToDate)');
  return {
    countries,
    expertises,
    regions,
    mediums,
    areas,
    commonLanguages: languages.filter((l) => COMMON_LANGUAGE_CODES.includes(l.code)),
    topCountries: faker.helpers.arrayElements(countries, 60),
  };
}
