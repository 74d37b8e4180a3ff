import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { guestIndexOf, LIST_FACETS, type IndexAnswer, type ListFacet } from './directory.index';
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

export interface DirectoryFilters {
  expertise: number[];
  country: number[];
  available: number[];
  language: number[];
  gender: string[];
  rating: number | null;
}

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

/**
 * The narrow row's columns a text search's candidates carry: what the score and the minimum rating
 * read (`terms`, the text match and its rank, are read in the scan that finds them).
 */
const COLUMNS = ['guest_id', 'visible', 'rating', 'name_key', 'expertise_ids', 'country_ids', 'region_ids'];
const columns = (alias: string) => sql.raw(COLUMNS.map((c) => `${alias}.${c}`).join(', '));

/** Full-text matches at or above this many skip the trigram scan of every document (typos of names). */
const FEW_MATCHES = 20;
/**
 * Matches of the narrow rows' terms (names, title, company, expertise names) below this many: the
 * documents, descriptions too, find and rank the candidates instead, as before migration 0022.
 */
export const FEW_TERM_MATCHES = 20;
const RANK_WEIGHTS = `'{0.1, 0.2, 0.4, 1.0}'`;
/**
 * A text search's facets count at most this many of its candidates (issue 28): beyond it the counts
 * are a bounded pass, so each is at most what choosing its value gives (`facets_exact` false). The
 * total and the page always read every candidate. Counting is a pass in memory (directory.index.ts),
 * so only the broadest texts at 1,000,000 guests reach it.
 */
export const FACET_PASS_MAX = 250_000;

/** A text search's candidates as the database found and scored them, and the expertises it names. */
interface Candidates {
  ids: number[];
  scores: number[];
  mexp: number[];
}

export function directoryRepository(db: Database, { facetPassMax = FACET_PASS_MAX }: { facetPassMax?: number } = {}) {
  const index = guestIndexOf(db);

  /**
   * A text search's candidates, found and ranked by the database: the full-text and expertise matches
   * (trigram typo matches only when those are few), each with its score, as one row of arrays. The
   * filters, counts and page are the index's; only the minimum rating is applied here too, which
   * makes the list shorter.
   */
  function candidateStatement(query: DirectoryQuery, filters: DirectoryFilters, paging: DirectoryPage): SQL {
    const fuzzy = query.fuzzy;
    const ranked = paging.sort === 'relevance';
    const placed = query.countryIds.length > 0 || query.regionIds.length > 0;
    // A search of places only: the visible guests linked to them are candidates too (by the GIN indexes).
    const byPlace = placed && query.placesOnly;
    const score = ranked
      ? sql`b.text_score + CASE WHEN b.expertise_ids && q.mexp THEN 1 ELSE 0 END
          + ${
            fuzzy
              ? sql`CASE WHEN q.few THEN (SELECT word_similarity(q.fuzzy, d.search_text) FROM guest_search_documents d
                  WHERE d.guest_id = b.guest_id) ELSE 0 END`
              : sql`0`
          }
          + CASE WHEN b.name_key = q.phrase THEN 2 ELSE 0 END${
            placed
              ? sql` + CASE WHEN b.country_ids && q.pc OR b.region_ids && q.pr THEN ${sql.raw(String(PLACE_BOOST))} ELSE 0 END`
              : sql``
          }`
      : sql`0`;
    const textCtes = sql`
      q0 AS MATERIALIZED (
        SELECT ${tsQuery(query)} AS tsq, ${fuzzy}::text AS fuzzy, ${query.phrase}::text AS phrase,
          ${intList(query.countryIds)} AS pc, ${intList(query.regionIds)} AS pr
      ),
      -- The expertises the search names, by name, synonym or typo; "extra": those the text query alone does
      -- not match (their guests may lack the text's words): only their guests are added to the text matches.
      mexp AS MATERIALIZED (
        SELECT x.id, NOT coalesce(q0.tsq IS NOT NULL AND (to_tsvector('english', immutable_unaccent(x.name))
            || to_tsvector('simple', immutable_unaccent(x.name))) @@ q0.tsq, false) AS extra
        FROM expertises x, q0
        WHERE x.name = ANY(${textList(query.synonymNames)})
          OR (q0.tsq IS NOT NULL AND (to_tsvector('english', immutable_unaccent(x.name)) || to_tsvector('simple', immutable_unaccent(x.name))) @@ q0.tsq)
          OR (q0.fuzzy IS NOT NULL AND word_similarity(q0.fuzzy, lower(immutable_unaccent(x.name))) >= ${EXPERTISE_TYPO_THRESHOLD})
      ),
      -- The text matches among the visible guests' narrow rows, found and ranked by the GIN of their terms
      -- (names, title, company, expertise names): the candidates and their rank in one read each.
      nt AS MATERIALIZED (
        SELECT ${columns('f')}, ${ranked ? sql`1 + ts_rank(${sql.raw(RANK_WEIGHTS)}, f.terms, q0.tsq)` : sql`0`} AS text_score
        FROM guest_search_filters f, q0 WHERE f.visible AND f.terms @@ q0.tsq
      ),
      ntc AS MATERIALIZED (SELECT count(*) < ${FEW_TERM_MATCHES} AS docs FROM nt),
      -- Few of those: the documents (descriptions too) find and rank the candidates, as before 0022. Otherwise
      -- the term matches stand, and the documents' GIN adds the guests the terms miss: those matching through
      -- their description (a word there only), scored by their document as before 0022, a description's
      -- words weighing C, below names (A) and titles and expertises (B). Each document match is looked up by
      -- key in the filter table (OFFSET 0 keeps it so, not a hash of every guest).
      fts AS MATERIALIZED (
        SELECT * FROM nt WHERE NOT (SELECT docs FROM ntc)
        UNION ALL SELECT f.*, c.text_score FROM (
          SELECT d.guest_id, ${ranked ? sql`1 + ts_rank(${sql.raw(RANK_WEIGHTS)}, d.document, q0.tsq)` : sql`0`} AS text_score
          FROM guest_search_documents d, q0 WHERE d.document @@ q0.tsq
            AND ((SELECT docs FROM ntc) OR NOT EXISTS (SELECT 1 FROM nt WHERE nt.guest_id = d.guest_id))) c
          CROSS JOIN LATERAL (SELECT ${columns('f')} FROM guest_search_filters f WHERE f.guest_id = c.guest_id OFFSET 0) f
      ),
      xm AS MATERIALIZED (
        SELECT ${columns('f')} FROM guest_search_filters f
        WHERE f.visible AND f.expertise_ids && ARRAY(SELECT id FROM mexp WHERE extra)
      ),
      ${
        byPlace
          ? sql`pm AS MATERIALIZED (
        SELECT ${columns('f')} FROM guest_search_filters f
        WHERE f.visible AND (f.country_ids && ${intList(query.countryIds)} OR f.region_ids && ${intList(query.regionIds)})
      ),`
          : sql``
      }
      q AS MATERIALIZED (
        SELECT q0.*, ARRAY(SELECT id FROM mexp) AS mexp,
          ${
            fuzzy
              ? sql`(SELECT count(*) FROM fts) < ${FEW_MATCHES}
                  AND (SELECT count(*) FROM (SELECT 1 FROM xm LIMIT ${FEW_MATCHES}) x) < ${FEW_MATCHES}
                  AND (SELECT count(*) FROM (SELECT guest_id FROM fts UNION SELECT guest_id FROM xm) u) < ${FEW_MATCHES}`
              : sql`false`
          } AS few
        FROM q0
      ),
      -- Each candidate's filter row with its text score: the text matches as found, the expertise matches
      -- as found (their rows are at hand), the typo matches (only when matches are few) by key lookup.
      cand AS (
        SELECT * FROM fts
        UNION ALL SELECT x.*, 0 FROM xm x WHERE NOT EXISTS (SELECT 1 FROM fts c WHERE c.guest_id = x.guest_id)
        ${
          byPlace
            ? sql`UNION ALL SELECT p.*, 0 FROM pm p WHERE NOT EXISTS (SELECT 1 FROM fts c WHERE c.guest_id = p.guest_id)
              AND NOT EXISTS (SELECT 1 FROM xm x WHERE x.guest_id = p.guest_id)`
            : sql``
        }
        ${
          fuzzy
            ? sql`UNION ALL SELECT f.*, 0 FROM (
                SELECT d.guest_id FROM guest_search_documents d, q WHERE q.few AND d.search_text %> q.fuzzy
                EXCEPT SELECT guest_id FROM fts EXCEPT SELECT guest_id FROM xm
                ${byPlace ? sql`EXCEPT SELECT guest_id FROM pm` : sql``}) t
              CROSS JOIN LATERAL (SELECT ${columns('f')} FROM guest_search_filters f WHERE f.guest_id = t.guest_id OFFSET 0) f
              WHERE (SELECT few FROM q)`
            : sql``
        }
      ),`;
    return sql`
      WITH ${textCtes}
      scored AS (
        SELECT b.guest_id, ${score} AS score FROM cand b CROSS JOIN q
        WHERE b.visible ${filters.rating !== null ? sql`AND b.rating >= ${filters.rating}` : sql``}
      )
      SELECT json_build_object('mexp', (SELECT mexp FROM q),
        'ids', coalesce((SELECT json_agg(guest_id) FROM scored), '[]'::json),
        'scores', coalesce((SELECT json_agg(score) FROM scored), '[]'::json)) AS result`;
  }

  /**
   * Runs a text search's candidate statement with settings for it only (SET LOCAL, in a transaction):
   * the typo match's threshold, and no parallel workers, which on a busy server cost more to start
   * than they save.
   */
  const withSettings = <T>(query: DirectoryQuery, work: (executor: Executor) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('max_parallel_workers_per_gather', '0', true)
          ${query.fuzzy ? sql`, set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)` : sql``}`,
      );
      return work(tx);
    });

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
    candidatesOf: (statement: SQL) => Promise<Candidates>,
  ) {
    const searching = query.tokens.length > 0;
    const held = await index.current(options.version);
    const candidates = searching ? await candidatesOf(candidateStatement(query, filters, paging)) : null;
    const only = options.changedSince
      ? new Set(
          (
            await rowsOf<{ id: number }>(
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
    return { answer, mexp: candidates?.mexp ?? [], memoryMs: performance.now() - started };
  }

  const rowsOf = async <T>(statement: SQL, executor: Executor = db) =>
    ((await executor.execute(statement)) as unknown as { rows: T[] }).rows;
  const resultOf = async <T>(statement: SQL, executor: Executor = db) =>
    (await rowsOf<{ result: T | string }>(statement, executor)).map(({ result }) =>
      typeof result === 'string' ? (JSON.parse(result) as T) : result,
    )[0];
  const planOf = async (statement: SQL, executor: Executor = db) =>
    (await rowsOf<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`, executor))
      .map((row) => row['QUERY PLAN'])
      .join('\n');

  return {
    async search(
      query: DirectoryQuery,
      filters: DirectoryFilters,
      paging: DirectoryPage,
      options: { changedSince?: string; version?: number } = {},
    ): Promise<SearchResult> {
      const { answer, mexp } = await searchWith(query, filters, paging, options, (statement) =>
        withSettings(query, (tx) => resultOf<Candidates>(statement, tx)),
      );
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
      let candidates = 0;
      const { answer, mexp, memoryMs } = await searchWith(query, filters, paging, {}, (statement) =>
        withSettings(query, async (tx) => {
          plans.push(`-- the candidates (database)\n${await planOf(statement, tx)}`);
          const found = await resultOf<Candidates>(statement, tx);
          candidates = found.ids.length;
          return found;
        }),
      );
      plans.push(
        `-- filters, facets and page (memory): ${answer.total} hits of ${query.tokens.length ? `${candidates} candidates` : 'every visible guest'} in ${memoryMs.toFixed(2)} ms`,
      );
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
  const rowsOf = async <T>(statement: SQL) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  return {
    async version(): Promise<string> {
      const [row] = await rowsOf<{ version: string }>(sql`SELECT version::text AS version FROM directory_version`);
      return row?.version ?? '0';
    },
    /** The current version and the answer kept for `key` under it, if younger than `ttlS` seconds. */
    async lookup(key: string, ttlS: number): Promise<{ version: string; body: string | null }> {
      const [row] = await rowsOf<{ version: string; body: string | null }>(sql`
        SELECT v.version::text AS version, c.body FROM directory_version v
        LEFT JOIN directory_search_cache c ON c.key = ${key} AND c.version = v.version
          AND c.created_at > now() - make_interval(secs => ${ttlS})`);
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
