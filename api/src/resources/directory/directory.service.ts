import type { DirectorySearch } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { EXPERTISE_SYNONYMS } from '../../db/reference/synonyms';
import { listBody } from '../../lib/lists';
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

/**
 * A search as the repository runs it: its words, the last one a prefix while being typed (unless
 * it is a known abbreviation, "AI"), the synonyms found, and the text for the typo match.
 */
export function parseQuery(search: string | undefined): DirectoryQuery {
  const tokens = wordsOf(search ?? '').slice(0, MAX_TOKENS);
  const expansions = tokens.map((t) => [...(EXPERTISE_SYNONYMS[t] ?? [])]);
  // A synonym of the whole search ("AI", "generative ai") brings its expertises' guests in; one
  // of a word among others ("AI ethics") only widens that word in the full-text query.
  const synonymNames = [...(EXPERTISE_SYNONYMS[tokens.join(' ')] ?? [])];
  const last = tokens[tokens.length - 1];
  const phrase = tokens.join(' ');
  return {
    tokens,
    prefixLast: tokens.length > 0 && !EXPERTISE_SYNONYMS[last],
    expansions,
    synonymNames,
    fuzzy: phrase.replace(/ /g, '').length >= FUZZY_MIN_LENGTH ? phrase : null,
  };
}

const DEFAULT_DIRECTION: Record<DirectorySort, 'asc' | 'desc'> = {
  relevance: 'desc',
  name: 'asc',
  rating: 'desc',
  newest: 'desc',
};

/**
 * The guest directory (issue 13) for approved journalists (the route's guard): only published
 * guests of active expert accounts, searched, filtered, faceted and paged.
 */
export function directoryService(db: Database) {
  const repository = directoryRepository(db);

  return {
    /**
     * One page of the directory. `changedSince` (ISO time, for the saved-search digest) keeps only
     * guests created or updated after it; the facets are then skipped (every list answered empty).
     */
    async search(body: DirectorySearch, options: { changedSince?: string } = {}) {
      const query = parseQuery(body.search);
      // Without a search every guest scores the same: "relevance" is then the best rated first.
      const sort: DirectorySort = body.sort ?? 'relevance';
      const paging = {
        sort: sort === 'relevance' && !query.tokens.length ? ('rating' as const) : sort,
        direction: body.direction ?? DEFAULT_DIRECTION[sort],
        page: body.page ?? 1,
        perPage: body.per_page ?? 10,
      };
      const result = await repository.search(
        query,
        {
          expertise: body.expertise ?? [],
          country: body.country ?? [],
          available: body.available ?? [],
          language: body.language ?? [],
          gender: (body.gender ?? []) as string[],
          rating: body.rating ?? null,
        },
        paging,
        options.changedSince ? { changedSince: new Date(options.changedSince).toISOString() } : {},
      );
      const total = Number(result.total);
      return {
        ...listBody(result.data, total, { page: paging.page, per_page: paging.perPage }),
        facets: result.facets,
      };
    },
  };
}
