import { sql } from 'drizzle-orm';
import type { DirectorySearch } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { EXPERTISE_SYNONYMS } from '../../db/reference/synonyms';
import { listBody } from '../../lib/lists';
import { searchCacheKey, type SearchCache } from './directory.cache';
import { directoryRepository, type DirectoryQuery, type DirectorySort } from './directory.repository';

/** Searches of fewer letters than this skip the trigram (typo) match: too short to tell a typo. */
const FUZZY_MIN_LENGTH = 4;
const MAX_TOKENS = 12;

/** Lower case, accents folded (as the database's unaccent does), split into letters-and-digits words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Region names that are no place to search by: "global markets" is a topic, not where guests are. */
const NOT_PLACES = new Set(['global']);
/** How long the place names serve before they are read again (reference data, rarely changed). */
const PLACES_TTL_MS = 5 * 60_000;

/** Countries and media regions by their name's words ("hong kong"), and the most words a name has. */
export interface PlaceIndex {
  names: Map<string, { countryIds: number[]; regionIds: number[] }>;
  longest: number;
}

/** The place index of the `countries` and `media_regions` rows. */
export function placeIndex(rows: { kind: 'country' | 'region'; id: number; name: string }[]): PlaceIndex {
  const names: PlaceIndex['names'] = new Map();
  let longest = 0;
  for (const row of rows) {
    const words = wordsOf(row.name);
    const key = words.join(' ');
    if (!words.length || NOT_PLACES.has(key)) continue;
    const place = names.get(key) ?? { countryIds: [], regionIds: [] };
    (row.kind === 'country' ? place.countryIds : place.regionIds).push(row.id);
    names.set(key, place);
    longest = Math.max(longest, words.length);
  }
  return { names, longest };
}

/** The places named in the words, longest name first at each word: their ids and which words they took. */
function findPlaces(tokens: string[], places: PlaceIndex | undefined) {
  const countryIds = new Set<number>();
  const regionIds = new Set<number>();
  const isPlace = tokens.map(() => false);
  if (!places) return { countryIds: [], regionIds: [], isPlace };
  for (let i = 0; i < tokens.length; i++)
    for (let n = Math.min(places.longest, tokens.length - i); n > 0; n--) {
      const place = places.names.get(tokens.slice(i, i + n).join(' '));
      if (!place) continue;
      place.countryIds.forEach((id) => countryIds.add(id));
      place.regionIds.forEach((id) => regionIds.add(id));
      for (let k = i; k < i + n; k++) isPlace[k] = true;
      i += n - 1;
      break;
    }
  return { countryIds: [...countryIds], regionIds: [...regionIds], isPlace };
}

/**
 * A search as the repository runs it: its words, the last one a prefix while being typed (unless
 * it is a known abbreviation, "AI", or a place), the synonyms found, the text for the typo match,
 * and the places named (issue 25). A place's words leave the full-text query ("AI Singapore"
 * searches "AI") and its guests rank higher; a search of places only keeps its words as text and
 * takes the guests linked to the places in as well.
 */
export function parseQuery(search: string | undefined, places?: PlaceIndex): DirectoryQuery {
  const words = wordsOf(search ?? '').slice(0, MAX_TOKENS);
  const found = findPlaces(words, places);
  const placesOnly = words.length > 0 && found.isPlace.every(Boolean);
  const tokens = placesOnly ? words : words.filter((_, i) => !found.isPlace[i]);
  const expansions = tokens.map((t) => [...(EXPERTISE_SYNONYMS[t] ?? [])]);
  // A synonym of the whole search ("AI", "generative ai") brings its expertises' guests in; one
  // of a word among others ("AI ethics") only widens that word in the full-text query.
  const synonymNames = [...(EXPERTISE_SYNONYMS[tokens.join(' ')] ?? [])];
  const last = tokens[tokens.length - 1];
  const text = tokens.join(' ');
  return {
    tokens,
    // A word before a place is finished; so is a place.
    prefixLast: tokens.length > 0 && !found.isPlace[words.length - 1] && !EXPERTISE_SYNONYMS[last],
    expansions,
    synonymNames,
    // Places are names the lookups know, not typos.
    fuzzy: !placesOnly && text.replace(/ /g, '').length >= FUZZY_MIN_LENGTH ? text : null,
    phrase: words.join(' '),
    countryIds: found.countryIds,
    regionIds: found.regionIds,
    placesOnly,
  };
}

/** The place names of the lookups, as one statement. */
async function loadPlaces(db: Database): Promise<PlaceIndex> {
  const result = (await db.execute(
    sql`SELECT 'country' AS kind, id, name FROM countries UNION ALL SELECT 'region', id, name FROM media_regions`,
  )) as unknown as { rows: { kind: 'country' | 'region'; id: number; name: string }[] };
  return placeIndex(result.rows.map((r) => ({ ...r, id: Number(r.id) })));
}

const DEFAULT_DIRECTION: Record<DirectorySort, 'asc' | 'desc'> = {
  relevance: 'desc',
  name: 'asc',
  rating: 'desc',
  newest: 'desc',
};

/**
 * The guest directory (issue 13) for approved journalists (the route's guard): only published
 * guests of active expert accounts, searched, filtered, faceted and paged. With a `cache` (issue 28)
 * an answer is kept under the directory's version, so a search repeated before any visible change
 * costs one lookup.
 */
export function directoryService(
  db: Database,
  { cache, facetPassMax }: { cache?: SearchCache; facetPassMax?: number } = {},
) {
  const repository = directoryRepository(db, { facetPassMax });
  // Reference data, read once per service and again after PLACES_TTL_MS (a rename shows by then).
  let places: { at: number; index: Promise<PlaceIndex> } | null = null;
  const placeNames = () => {
    if (!places || Date.now() - places.at > PLACES_TTL_MS) {
      const index = loadPlaces(db);
      places = { at: Date.now(), index };
      // A failed read is not kept: the next search reads again.
      index.catch(() => {
        if (places?.index === index) places = null;
      });
    }
    return places.index;
  };

  /** A search body as the repository takes it: the parsed text, the filters and the page. */
  async function prepare(body: DirectorySearch) {
    const query = parseQuery(body.search, body.search ? await placeNames() : undefined);
    // Without a search every guest scores the same: "relevance" is then the best rated first.
    const sort: DirectorySort = body.sort ?? 'relevance';
    const paging = {
      sort: sort === 'relevance' && !query.tokens.length ? ('rating' as const) : sort,
      direction: body.direction ?? DEFAULT_DIRECTION[sort],
      page: body.page ?? 1,
      perPage: body.per_page ?? 10,
    };
    const filters = {
      expertise: body.expertise ?? [],
      country: body.country ?? [],
      available: body.available ?? [],
      language: body.language ?? [],
      gender: (body.gender ?? []) as string[],
      rating: body.rating ?? null,
    };
    return { query, filters, paging };
  }

  /** The search itself, read from the tables. */
  async function searchNow(body: DirectorySearch, options: { changedSince?: string; version?: number } = {}) {
    const { query, filters, paging } = await prepare(body);
    const result = await repository.search(query, filters, paging, {
      ...(options.changedSince ? { changedSince: new Date(options.changedSince).toISOString() } : {}),
      version: options.version,
    });
    const total = Number(result.total);
    return {
      ...listBody(result.data, total, { page: paging.page, per_page: paging.perPage }),
      facets: result.facets,
      facets_exact: result.facets_exact,
    };
  }

  return {
    /**
     * One page of the directory. `changedSince` (ISO time, for the saved-search digest) keeps only
     * guests created or updated after it; the facets are then skipped (every list answered empty).
     */
    async search(body: DirectorySearch, options: { changedSince?: string } = {}) {
      if (!cache || options.changedSince) return searchNow(body, options);
      const key = searchCacheKey(body, wordsOf(body.search ?? '').slice(0, MAX_TOKENS));
      // The cache is a shortcut: when it cannot be read, the search runs.
      const kept = await cache.lookup(key).catch(() => null);
      if (kept?.body) return JSON.parse(kept.body) as Awaited<ReturnType<typeof searchNow>>;
      // The version the lookup read: the search answers from the index at that version or later.
      const answer = await searchNow(body, { version: kept ? Number(kept.version) : undefined });
      // Kept after the answer goes; a failure to keep costs only the next search's time.
      if (kept) void cache.keep(key, kept.version, JSON.stringify(answer)).catch(() => undefined);
      return answer;
    },

    /** The plan the search runs, with its timings and buffers (the bench's `--plans`, issue 28). */
    async explain(body: DirectorySearch) {
      const { query, filters, paging } = await prepare(body);
      return repository.explain(query, filters, paging);
    },
  };
}
