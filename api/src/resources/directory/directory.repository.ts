import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../../db/database';
import {
  guestIndexOf,
  LIST_FACETS,
  type GuestIndex,
  type IndexAnswer,
  type IndexFilters,
  type ListFacet,
} from './directory.index';
import type { GuestCard, GuestSearchSort } from 'mf-shared/types/guest';

/** What the service made of a search: see directory.service.ts (parseQuery). */
export interface DirectoryQuery {
  /** Words of the search, lower case, accents folded, letters and digits only. */
  tokens: string[];
  /** Match the last word as a prefix (the journalist is still typing it). */
  prefixLast: boolean;
  /** Per word: expertise names a synonym of that word stands for (added to the full-text query). */
  expansions: string[][];
  /** Expertise names the search's synonyms stand for: their guests match and rank higher. */
  synonymNames: string[];
  /** The search for trigram typo tolerance (null when too short to be useful). */
  fuzzy: string | null;
  /** Every word of the search, places too: the exact full name ranks first. */
  phrase: string;
  /** Countries and media regions the search names (their words are not in `tokens`, unless `placesOnly`). */
  countryIds: number[];
  regionIds: number[];
  /** The search is only places: the guests linked to them are candidates beside the text matches. */
  placesOnly: boolean;
}

/** A search's filters: what the index's pass applies (directory.index.ts). */
export type DirectoryFilters = IndexFilters;

export type DirectorySort = GuestSearchSort;

export interface DirectoryPage {
  sort: DirectorySort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** word_similarity of the search to a guest's names and expertise names for a typo match. */
export const TYPO_THRESHOLD = 0.4;
/** word_similarity of the search to an expertise name for it to count as that expertise. */
const EXPERTISE_TYPO_THRESHOLD = 0.5;
/** Added to the score of a guest linked to a place the search names: before the text matches that are not. */
export const PLACE_BOOST = 1.5;

const intList = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;
const textList = (values: string[]) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const html = (text: SQL) => sql`replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/** The full-text query: every word (the last as a prefix), each in english or simple form or a synonym's expertise. */
function tsQuery(query: DirectoryQuery): SQL {
  if (!query.tokens.length) return sql`NULL::tsquery`;
  const terms = query.tokens.map((token, i) => {
    const word = i === query.tokens.length - 1 && query.prefixLast ? `${token}:*` : token;
    const forms = [
      sql`to_tsquery('simple', ${word})`,
      sql`to_tsquery('english', ${word})`,
      ...query.expansions[i].map((name) => sql`phraseto_tsquery('simple', immutable_unaccent(${name}))`),
    ];
    return sql`(${sql.join(forms, sql` || `)})`;
  });
  return sql.join(terms, sql` && `);
}

/** `[{id, name}]` (and `code` for countries) of one guest's links to a lookup table. */
function named(link: string, key: string, table: string, withCode = false): SQL {
  return sql.raw(`coalesce((SELECT json_agg(json_build_object('id', x.id, 'name', x.name${withCode ? ", 'code', x.code" : ''}) ORDER BY x.name)
    FROM ${link} l JOIN ${table} x ON x.id = l.${key} WHERE l.guest_id = g.id), '[]'::json)`);
}

/** One facet's values and disjunctive counts: `counts` is an (id, c) query. */
function facet(table: string, counts: SQL, selected: number[], withCode = false): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, ${sql.raw(withCode ? "'code', x.code, " : '')}'count', coalesce(f.c, 0))
      ORDER BY coalesce(f.c, 0) DESC, x.name), '[]'::json)
    FROM ${sql.raw(table)} x LEFT JOIN (${counts}) f ON f.id = x.id
    WHERE f.c > 0 OR x.id = ANY(${intList(selected)}))`;
}

/** Each list facet's lookup table. */
const LISTS: Record<ListFacet, { table: string; withCode?: boolean }> = {
  expertise: { table: 'expertises' },
  country: { table: 'countries', withCode: true },
  available: { table: 'media_regions' },
  language: { table: 'languages' },
};
const EMPTY_FACETS = { expertise: [], country: [], available: [], language: [], gender: [] };

/** Candidates at or above this many skip the trigram scan of every document (typos of names). */
const FEW_MATCHES = 20;
/** Texts whose candidates a process keeps, and the most candidates kept in all (about 16 bytes each). */
const CANDIDATE_SETS_KEPT = 64;
const CANDIDATE_IDS_KEPT = 2_000_000;
/**
 * Memory for a text search's bitmap of matching documents: with PostgreSQL's default 4 MB, the 120,597
 * matches of "economics" at 1,000,000 guests made 33,225 of its 75,418 heap pages lossy, and 251,246 rows
 * were read and rejected again (issue 28).
 */
const SCAN_WORK_MEM = '32MB';
const RANK_WEIGHTS = `'{0.1, 0.2, 0.4, 1.0}'`;
/**
 * A text search's facets count at most this many of its candidates (issue 28): beyond it the counts
 * are a bounded pass, so each is at most what choosing its value gives (`facets_exact` false). The
 * total and the page always read every candidate. Counting is a pass in memory (directory.index.ts),
 * so only the broadest texts at 1,000,000 guests reach it.
 */
export const FACET_PASS_MAX = 250_000;

/** A text search's matches as the database found and ranked them, and the expertises it names. */
interface Matches {
  ids: number[];
  scores: number[];
  expertise: number[];
  extra: number[];
}

/** A text search's candidates with their scores, and every expertise it names (the highlights). */
interface Candidates {
  ids: number[];
  scores: number[];
  expertise: number[];
}

export function directoryRepository(db: Database, { facetPassMax = FACET_PASS_MAX }: { facetPassMax?: number } = {}) {
  const index = guestIndexOf(db);

  /**
   * A text search's matches, found and ranked by the documents' GIN (names at weight A; title, company
   * and expertise names B; description C), and the expertises the search names, by name, synonym or
   * typo ("extra": those the text query alone does not match, whose guests may lack the text's words),
   * as one row of arrays. Visibility, the filters and the rest of the score are the index's.
   */
  function matchStatement(query: DirectoryQuery, ranked: boolean): SQL {
    return sql`
      WITH q0 AS MATERIALIZED (SELECT ${tsQuery(query)} AS tsq, ${query.fuzzy}::text AS fuzzy),
      mexp AS MATERIALIZED (
        SELECT x.id, NOT coalesce(q0.tsq IS NOT NULL AND (to_tsvector('english', immutable_unaccent(x.name))
            || to_tsvector('simple', immutable_unaccent(x.name))) @@ q0.tsq, false) AS extra
        FROM expertises x, q0
        WHERE x.name = ANY(${textList(query.synonymNames)})
          OR (q0.tsq IS NOT NULL AND (to_tsvector('english', immutable_unaccent(x.name)) || to_tsvector('simple', immutable_unaccent(x.name))) @@ q0.tsq)
          OR (q0.fuzzy IS NOT NULL AND word_similarity(q0.fuzzy, lower(immutable_unaccent(x.name))) >= ${EXPERTISE_TYPO_THRESHOLD})
      ),
      fts AS (
        SELECT d.guest_id, ${ranked ? sql`1 + ts_rank(${sql.raw(RANK_WEIGHTS)}, d.document, q0.tsq)` : sql`0`} AS score
        FROM guest_search_documents d, q0 WHERE d.document @@ q0.tsq
      )
      SELECT json_build_object(
        'expertise', coalesce((SELECT json_agg(id) FROM mexp), '[]'::json),
        'extra', coalesce((SELECT json_agg(id) FROM mexp WHERE extra), '[]'::json),
        'ids', coalesce(json_agg(fts.guest_id), '[]'::json),
        'scores', coalesce(json_agg(fts.score), '[]'::json)) AS result
      FROM fts`;
  }

  /** When matches are few: the guests whose names or expertise names are near the search (a typo), and the candidates' similarity. */
  function typoStatement(fuzzy: string, ids: number[]): SQL {
    return sql`SELECT json_build_object(
        'ids', coalesce(json_agg(d.guest_id), '[]'::json),
        'similarity', coalesce(json_agg(word_similarity(${fuzzy}, d.search_text)), '[]'::json)) AS result
      FROM guest_search_documents d WHERE d.search_text %> ${fuzzy} OR d.guest_id = ANY(${intList(ids)})`;
  }

  /**
   * A text search's candidates (`GuestIndex.candidates`), in a transaction whose settings hold for its
   * statements only (SET LOCAL): the typo match's threshold, memory for an exact bitmap of the matching
   * documents, and no parallel workers, which on a busy server cost more to start than they save. `run` executes each statement (the bench's --plans
   * also takes its plan).
   */
  const candidatesWith =
    (run: <T>(executor: Executor, statement: SQL) => Promise<T>) =>
    (held: GuestIndex, query: DirectoryQuery, paging: DirectoryPage) =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT set_config('max_parallel_workers_per_gather', '0', true), set_config('work_mem', ${SCAN_WORK_MEM}, true)
            ${query.fuzzy ? sql`, set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)` : sql``}`,
        );
        const ranked = paging.sort === 'relevance';
        const found = await run<Matches>(tx, matchStatement(query, ranked));
        const rules = {
          ranked,
          expertise: found.expertise,
          extraExpertise: found.extra,
          countries: query.countryIds,
          regions: query.regionIds,
          placesOnly: query.placesOnly,
          placeBoost: PLACE_BOOST,
          phrase: query.phrase,
        };
        const candidates = held.candidates(found, rules);
        if (!query.fuzzy || candidates.ids.length >= FEW_MATCHES) return { ...candidates, expertise: found.expertise };
        // Few matches: typos of names and expertise names too, and every candidate scores its similarity.
        const typos = await run<{ ids: number[]; similarity: number[] }>(
          tx,
          typoStatement(query.fuzzy, candidates.ids),
        );
        const similarity = new Map(typos.ids.map((id, i) => [id, typos.similarity[i]]));
        return { ...held.candidates(found, rules, similarity), expertise: found.expertise };
      });

  // A text's candidates, kept per process under the index's version: a journalist who types a search
  // and then narrows it by filters, pages or sorts it asks the same text again each time, and the
  // documents' scan (most of a broad text's time) then runs once. Most recently used last.
  const keptCandidates = new Map<string, { version: number; candidates: Candidates }>();
  let keptIds = 0;
  const remembered =
    (find: ReturnType<typeof candidatesWith>) =>
    async (held: GuestIndex, query: DirectoryQuery, paging: DirectoryPage): Promise<Candidates> => {
      const { tokens, prefixLast, expansions, synonymNames, fuzzy, phrase, countryIds, regionIds, placesOnly } = query;
      const key = JSON.stringify([
        tokens,
        prefixLast,
        expansions,
        synonymNames,
        fuzzy,
        phrase,
        countryIds,
        regionIds,
      ]).concat(placesOnly ? '+places' : '', paging.sort === 'relevance' ? '+ranked' : '');
      const version = held.version;
      const kept = keptCandidates.get(key);
      if (kept) {
        keptCandidates.delete(key);
        keptIds -= kept.candidates.ids.length;
      }
      const candidates = kept?.version === version ? kept.candidates : await find(held, query, paging);
      keptCandidates.set(key, { version, candidates });
      keptIds += candidates.ids.length;
      for (const [oldest, entry] of keptCandidates) {
        if (keptCandidates.size <= CANDIDATE_SETS_KEPT && keptIds <= CANDIDATE_IDS_KEPT) break;
        keptCandidates.delete(oldest);
        keptIds -= entry.candidates.ids.length;
      }
      return candidates;
    };

  /**
   * The answer's page of cards (highlights too) and its facets' values with their names, for the
   * guests and counts the index chose, in one statement.
   */
  function pageStatement(
    query: DirectoryQuery,
    filters: DirectoryFilters,
    answer: IndexAnswer,
    mexp: number[],
    withFacets: boolean,
  ): SQL {
    const searching = query.tokens.length > 0;
    const matched = searching
      ? sql`array_to_json(ARRAY(
            SELECT '<mark>' || ${html(sql`x.name`)} || '</mark>' FROM guest_expertises l JOIN expertises x ON x.id = l.expertise_id
            WHERE l.guest_id = g.id AND x.id = ANY(q.mexp) ORDER BY x.name)
          || ARRAY(SELECT h FROM (SELECT ts_headline('english', ${html(sql`g.title || ' · ' || g.description`)}, q.tsq,
              'StartSel=<mark>, StopSel=</mark>, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "') AS h) s
            WHERE d.document @@ q.tsq AND h LIKE '%<mark>%'))`
      : sql`'[]'::json`;
    const counted = (pairs: [number, number][]) =>
      sql`SELECT * FROM unnest(${intList(pairs.map(([id]) => id))}, ${intList(pairs.map(([, c]) => c))}) AS f(id, c)`;
    const facets = withFacets
      ? sql`json_build_object(
          ${sql.join(
            LIST_FACETS.map(
              (key) =>
                sql`${key}::text, ${facet(LISTS[key].table, counted(answer.counts[key]), filters[key], LISTS[key].withCode)}`,
            ),
            sql`, `,
          )},
          'gender', (SELECT coalesce(json_agg(json_build_object('value', v.value, 'name', v.value, 'count', coalesce(f.c, 0))
              ORDER BY coalesce(f.c, 0) DESC, v.value), '[]'::json)
            FROM (SELECT value FROM gc WHERE c > 0 UNION SELECT unnest(${textList(filters.gender)})) v
            LEFT JOIN gc f ON f.value = v.value)
        )`
      : sql`${JSON.stringify(EMPTY_FACETS)}::json`;
    const genders = answer.counts.gender;
    return sql`
      WITH q AS (SELECT ${tsQuery(query)} AS tsq, ${intList(mexp)} AS mexp),
      page AS (SELECT p.id, p.ord FROM unnest(${intList(answer.page)}) WITH ORDINALITY AS p(id, ord)),
      gc AS (SELECT * FROM unnest(${textList(genders.map(([value]) => value))}, ${intList(genders.map(([, c]) => c))}) AS gc(value, c))
      SELECT json_build_object(
        'data', (SELECT coalesce(json_agg(json_build_object(
            'id', g.id, 'guest_id', g.id, 'first_name', g.first_name, 'last_name', g.last_name,
            'avatar', g.avatar, 'title', g.title, 'company_name', g.company_name, 'description', g.description,
            'rating', g.rating, 'headline', g.headline, 'last_confirmed_at', g.last_confirmed_at,
            'expertise', ${named('guest_expertises', 'expertise_id', 'expertises')},
            'country', ${named('guest_countries', 'country_id', 'countries', true)},
            'available', ${named('guest_regions', 'region_id', 'media_regions')},
            'languages', ${named('guest_languages', 'language_id', 'languages')},
            'matched', ${matched},
            -- The account's median time to first answer, in whole hours rounded up, once it answered 3 threads
            -- (a primary-key lookup per row of the page only).
            'answers_within_hours', (SELECT CASE WHEN u.answer_count >= 3 AND u.answer_median_minutes IS NOT NULL
              THEN greatest(1, ceil(u.answer_median_minutes / 60.0))::int END FROM users u WHERE u.id = g.user_id)
          ) ORDER BY p.ord), '[]'::json)
          FROM page p JOIN guests g ON g.id = p.id
          ${searching ? sql`JOIN guest_search_documents d ON d.guest_id = g.id CROSS JOIN q` : sql``}),
        'facets', ${facets}
      ) AS result`;
  }

  /**
   * One search: a text search's candidates from the database (`candidatesOf`), then the filters, the
   * disjunctive facet counts (each facet over the guests passing every OTHER filter) and the page
   * from the index, then the page's cards from the database. `changedSince` (ISO time) keeps only
   * guests created or updated after it and skips the facets (answered empty): the saved-search
   * digest lists what is new and shows no facets.
   */
  async function searchWith(
    query: DirectoryQuery,
    filters: DirectoryFilters,
    paging: DirectoryPage,
    options: { changedSince?: string; version?: number },
    candidatesOf: (held: GuestIndex, query: DirectoryQuery, paging: DirectoryPage) => Promise<Candidates>,
  ) {
    const searching = query.tokens.length > 0;
    const held = await index.current(options.version);
    const candidates = searching ? await candidatesOf(held, query, paging) : null;
    const only = options.changedSince
      ? new Set(
          (
            await rowsOf<{ id: number }>(
              db,
              sql`SELECT id FROM guests WHERE created_at > ${options.changedSince}::timestamptz
                OR updated_at > ${options.changedSince}::timestamptz`,
            )
          ).map((row) => Number(row.id)),
        )
      : null;
    const started = performance.now();
    const answer = held.search({
      filters,
      candidates,
      only,
      sort: paging.sort,
      direction: paging.direction,
      offset: (paging.page - 1) * paging.perPage,
      limit: paging.perPage,
      facets: !options.changedSince,
      facetPassMax,
    });
    return { answer, mexp: candidates?.expertise ?? [], memoryMs: performance.now() - started };
  }

  const resultOf = async <T>(statement: SQL, executor: Executor = db) =>
    (await rowsOf<{ result: T | string }>(executor, statement)).map(({ result }) =>
      typeof result === 'string' ? (JSON.parse(result) as T) : result,
    )[0];
  const planOf = async (statement: SQL, executor: Executor = db) =>
    (await rowsOf<{ 'QUERY PLAN': string }>(executor, sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');

  const candidates = remembered(candidatesWith((executor, statement) => resultOf(statement, executor)));

  return {
    async search(
      query: DirectoryQuery,
      filters: DirectoryFilters,
      paging: DirectoryPage,
      options: { changedSince?: string; version?: number } = {},
    ): Promise<SearchResult> {
      const { answer, mexp } = await searchWith(query, filters, paging, options, candidates);
      const page = await resultOf<Pick<SearchResult, 'data' | 'facets'>>(
        pageStatement(query, filters, answer, mexp, !options.changedSince),
      );
      return { total: answer.total, facets_exact: answer.exact, ...page };
    },
    /**
     * The search's plans as they ran (`EXPLAIN (ANALYZE, BUFFERS)`) and the time of its pass in memory,
     * for the bench and the README (issue 28): what each kind of search reads.
     */
    async explain(query: DirectoryQuery, filters: DirectoryFilters, paging: DirectoryPage) {
      const plans: string[] = [];
      const { answer, mexp, memoryMs } = await searchWith(
        query,
        filters,
        paging,
        {},
        candidatesWith(async (executor, statement) => {
          plans.push(`-- the database\n${await planOf(statement, executor)}`);
          return resultOf(statement, executor);
        }),
      );
      plans.push(`-- filters, facets and page (memory): ${answer.total} hits in ${memoryMs.toFixed(2)} ms`);
      plans.push(
        `-- the page's cards and the facets' names (database)\n${await planOf(pageStatement(query, filters, answer, mexp, true))}`,
      );
      return plans.join('\n\n');
    },
  };
}

/**
 * The directory's version (moved by triggers on every table a search reads, in the changing
 * transaction) and the answers kept under it (directory.cache.ts).
 */
export function directoryCacheRepository(db: Executor) {
  return {
    async version(): Promise<string> {
      const [row] = await rowsOf<{ version: string }>(db, sql`SELECT version::text AS version FROM directory_version`);
      return row?.version ?? '0';
    },
    /** The current version and the answer kept for `key` under it, if younger than `ttlS` seconds. */
    async lookup(key: string, ttlS: number): Promise<{ version: string; body: string | null }> {
      const [row] = await rowsOf<{ version: string; body: string | null }>(
        db,
        sql`
        SELECT v.version::text AS version, c.body FROM directory_version v
        LEFT JOIN directory_search_cache c ON c.key = ${key} AND c.version = v.version
          AND c.created_at > now() - make_interval(secs => ${ttlS})`,
      );
      return row ?? { version: '0', body: null };
    },
    /** Keeps an answer; one kept under a later version (another instance's) is not replaced by an earlier one. */
    async keep(key: string, version: string, body: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO directory_search_cache (key, version, body) VALUES (${key}, ${version}::bigint, ${body})
        ON CONFLICT (key) DO UPDATE SET version = excluded.version, body = excluded.body, created_at = now()
        WHERE directory_search_cache.version <= excluded.version`);
    },
    /** Clears answers of versions before `version` and those past their time. */
    async prune(version: string, ttlS: number): Promise<void> {
      await db.execute(sql`DELETE FROM directory_search_cache
        WHERE version < ${version}::bigint OR created_at < now() - make_interval(secs => ${ttlS})`);
    },
  };
}

// The card's shape is the client's (mf-shared/types/guest): one source, checked on both sides.
export type { GuestCard };

export interface FacetValue {
  id: number;
  name: string;
  count: number;
}

export interface SearchResult {
  total: number;
  /** False when a text search's facets counted only part of its candidates (FACET_PASS_MAX). */
  facets_exact: boolean;
  data: GuestCard[];
  facets: {
    expertise: FacetValue[];
    country: (FacetValue & { code: string })[];
    available: FacetValue[];
    language: FacetValue[];
    gender: { value: string; name: string; count: number }[];
  };
}
