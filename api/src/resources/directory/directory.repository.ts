import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
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

const ORDER: Record<DirectorySort, (dir: string, searching: boolean) => string> = {
  relevance: (dir) => `b.score ${dir}, b.rating ${dir}, b.guest_id ${dir}`,
  name: (dir) => `b.sort_last ${dir}, b.sort_first ${dir}, b.guest_id ${dir}`,
  // Without a search every score is 0: the order the rating index gives.
  rating: (dir, searching) => `b.rating ${dir}, ${searching ? 'b.score DESC, ' : ''}b.guest_id ${dir}`,
  newest: (dir) => `b.created_at ${dir}, b.guest_id ${dir}`,
};

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

type ListFacet = 'expertise' | 'country' | 'available' | 'language';
type FacetKey = ListFacet | 'gender';
/** Each list facet: its filter's column in guest_search_filters, its lookup table. */
const LISTS: Record<ListFacet, { column: string; table: string; withCode?: boolean }> = {
  expertise: { column: 'expertise_ids', table: 'expertises' },
  country: { column: 'country_ids', table: 'countries', withCode: true },
  available: { column: 'region_ids', table: 'media_regions' },
  language: { column: 'language_ids', table: 'languages' },
};
const EMPTY_FACETS = { expertise: [], country: [], available: [], language: [], gender: [] };

/**
 * The narrow row's columns a search reads (every one but `terms`, which only the text match and its
 * rank read, in the scan that finds the candidates).
 */
const COLUMNS = [
  'guest_id',
  'visible',
  'gender',
  'rating',
  'created_at',
  'sort_last',
  'sort_first',
  'name_key',
  'expertise_ids',
  'country_ids',
  'region_ids',
  'language_ids',
];
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
 * A search without text whose list filters keep at least this share of the guests counts its facets
 * by difference: the sums of `guest_facet_counts` less the guests the lists leave out (one pass over
 * the narrow table, unnesting only those), rather than unnesting every guest kept.
 */
const BROAD = 0.5;

/**
 * A text search's facets count at most this many of its candidates (issue 28): beyond it the counts
 * are a bounded pass, so each is at most what choosing its value gives (`facets_exact` false). The
 * total and the page always read every candidate.
 */
export const FACET_PASS_MAX = 5_000;

/** How long the visible guests counted per facet value serve as a hint before they are read again. */
const SHARES_TTL_MS = 60_000;

/** Visible guests per facet value (`facet:value`) and in all, from `guest_facet_counts`. */
async function valueCounts(db: Executor) {
  const result = (await db.execute(
    sql`SELECT c.facet || ':' || c.value AS key, sum(c.count)::int AS n FROM guest_facet_counts c GROUP BY 1`,
  )) as unknown as { rows: { key: string; n: number }[] };
  const counts = new Map(result.rows.map((r) => [r.key, Number(r.n)]));
  const all = result.rows.filter((r) => r.key.startsWith('gender:')).reduce((sum, r) => sum + Number(r.n), 0);
  return { at: Date.now(), all, counts };
}

export function directoryRepository(db: Executor, { facetPassMax = FACET_PASS_MAX }: { facetPassMax?: number } = {}) {
  // Only a hint for choosing how to count (the answer is exact either way), so it may be a minute old.
  let hint: Awaited<ReturnType<typeof valueCounts>> | null = null;
  /** The share of visible guests each list filter can keep at most (its values' counts summed, up to 1). */
  async function listShares(filters: DirectoryFilters, lists: ListFacet[]) {
    if (!hint || Date.now() - hint.at > SHARES_TTL_MS) hint = await valueCounts(db);
    const { all, counts } = hint;
    const kept = (key: ListFacet) => filters[key].reduce((sum, id) => sum + (counts.get(`${key}:${id}`) ?? 0), 0);
    return Object.fromEntries(lists.map((key) => [key, all ? Math.min(1, kept(key) / all) : 0])) as Partial<
      Record<ListFacet, number>
    >;
  }

  /**
   * One statement over `guest_search_filters` (one narrow row per guest, `visible` the
   * directory's rule): the page, the total and each facet's counts over the guests passing every
   * OTHER filter (disjunctive facets). A count whose other filters are only gender and minimum
   * rating (no text, no list filter) is a sum over `guest_facet_counts` instead of a scan; one
   * whose list filters keep most guests is that sum less the guests the lists leave out.
   * With a search, the candidates are the full-text and expertise matches (trigram typo matches
   * only when those are few), materialised once (`base`). `changedSince` (ISO time) keeps only
   * guests created or updated after it, and skips the facets (answered empty): the saved-search
   * digest lists what is new and shows no facets.
   */
  async function searchWith<T>(
    query: DirectoryQuery,
    filters: DirectoryFilters,
    paging: DirectoryPage,
    options: { changedSince?: string },
    execute: (executor: Executor, statement: SQL) => Promise<T>,
  ): Promise<T> {
    const searching = query.tokens.length > 0;
    const changedSince = options.changedSince ?? null;
    const fuzzy = query.fuzzy;
    const ranked = searching && paging.sort === 'relevance';
    const placed = query.countryIds.length > 0 || query.regionIds.length > 0;
    // A search of places only: the visible guests linked to them are candidates too (by the GIN indexes).
    const byPlace = searching && placed && query.placesOnly;
    const conditions: Record<FacetKey, SQL | null> = {
      expertise: null,
      country: null,
      available: null,
      language: null,
      gender: filters.gender.length ? sql`b.gender = ANY(${textList(filters.gender)})` : null,
    };
    for (const key of Object.keys(LISTS) as ListFacet[])
      if (filters[key].length) conditions[key] = sql`b.${sql.raw(LISTS[key].column)} && ${intList(filters[key])}`;
    const listFiltered = (Object.keys(LISTS) as ListFacet[]).filter((k) => conditions[k]);
    const shares = !searching && !changedSince && listFiltered.length ? await listShares(filters, listFiltered) : {};
    /** Every filter but `skip` (the facets' sets), over alias b. */
    const but = (skip?: FacetKey) =>
      sql.join(
        [
          sql`true`,
          ...Object.entries(conditions)
            .filter(([key, c]) => key !== skip && c)
            .map(([, c]) => c as SQL),
        ],
        sql` AND `,
      );
    const rating = filters.rating !== null ? sql`AND b.rating >= ${filters.rating}` : sql``;
    const changed = changedSince
      ? sql`AND b.guest_id IN (SELECT id FROM guests WHERE created_at > ${changedSince}::timestamptz OR updated_at > ${changedSince}::timestamptz)`
      : sql``;
    // The rows the filters apply to: the candidates of a search, or every visible guest.
    const source = searching || changedSince ? sql`base b` : sql`guest_search_filters b`;
    const sourceWhere = searching || changedSince ? sql`true` : sql`b.visible ${rating}`;
    const sourceColumns = searching || changedSince ? sql`*` : columns('b');
    /** The set a facet counts over: every filter but its own (from the one pass when there is one). */
    const setFor = (key: FacetKey) =>
      !conditions[key]
        ? sql`hits`
        : scanned.length
          ? sql`(SELECT * FROM scan b WHERE ${flagged(key)})`
          : sql`(SELECT ${sourceColumns} FROM ${source} WHERE ${sourceWhere} AND ${but(key)})`;
    /** A set a facet pass reads: a text search's candidates up to facetPassMax (estimated counts beyond it). */
    const pass = (set: SQL) => (searching ? sql`(SELECT * FROM ${set} x LIMIT ${facetPassMax})` : set);
    /** The counts come from guest_facet_counts when the set has no text and no list filter but its own. */
    const fromCounts = (key: FacetKey) => !searching && !changedSince && listFiltered.every((k) => k === key);
    /** No text, and the lists together keep at least BROAD of the guests (as far as the hint tells). */
    const broad = (lists: ListFacet[]) =>
      !searching && !changedSince && lists.reduce((share, k) => share * (shares[k] ?? 0), 1) >= BROAD;
    const failing = (lists: ListFacet[]) =>
      sql`NOT (${sql.join(
        lists.map((k) => conditions[k] as SQL),
        sql` AND `,
      )})`;
    // When every list together is broad, one pass finds the guests failing any of them (`outliers`),
    // and each facet's complement is a subset of those.
    const allBroad = listFiltered.length > 0 && broad(listFiltered);
    /**
     * The guests a broad set (every filter but `skip`'s) leaves out: visible, passing its gender and
     * rating filters, failing one of its lists. Null when the set is better counted directly.
     */
    const complement = (skip?: FacetKey): SQL | null => {
      const lists = listFiltered.filter((k) => k !== skip);
      if (!lists.length || !broad(lists)) return null;
      const gender = skip !== 'gender' && conditions.gender ? sql`AND ${conditions.gender}` : sql``;
      return allBroad
        ? sql`(SELECT * FROM outliers b WHERE true ${gender} AND ${failing(lists)})`
        : sql`(SELECT ${columns('b')} FROM guest_search_filters b WHERE b.visible ${rating} ${gender} AND ${failing(lists)})`;
    };
    const outliers = allBroad
      ? sql`outliers AS MATERIALIZED (
          SELECT ${columns('b')} FROM guest_search_filters b WHERE b.visible ${rating} AND ${failing(listFiltered)}),`
      : sql``;
    /**
     * Without text, the filtered facets counted over their own sets (not from guest_facet_counts, not by
     * difference). Each set is every filter but one, the hits every filter: one pass over the narrow
     * rows keeps the rows in any of those sets with a flag per filter (`scan`), and the hits, the page and
     * each set read it, rather than a scan of every visible guest each.
     */
    const scanned = (Object.keys(conditions) as FacetKey[]).filter(
      (k) => !searching && !changedSince && conditions[k] && !fromCounts(k) && !complement(k),
    );
    const filtered = (Object.keys(conditions) as FacetKey[]).filter((k) => conditions[k]);
    /** Every filter but `skip`, as the one pass flagged them. */
    const flagged = (skip?: FacetKey) =>
      sql.raw(['true', ...filtered.filter((k) => k !== skip).map((k) => `b.p_${k}`)].join(' AND '));
    const scan = scanned.length
      ? sql`scan AS MATERIALIZED (
          SELECT ${columns('b')}, ${sql.join(
            filtered.map((k) => sql`${conditions[k] as SQL} AS ${sql.raw(`p_${k}`)}`),
            sql`, `,
          )}
          FROM guest_search_filters b WHERE b.visible ${rating} AND (${sql.join(
            scanned.map((k) => sql`(${but(k)})`),
            sql` OR `,
          )})),`
      : sql``;
    const countsWhere = (key: FacetKey) =>
      sql`c.facet = ${key} ${key !== 'gender' && filters.gender.length ? sql`AND c.gender = ANY(${textList(filters.gender)})` : sql``}
        ${filters.rating !== null ? sql`AND c.rating >= ${filters.rating}` : sql``}`;
    // The list facets with no filter of their own count over `hits` alike: one pass unnests them side
    // by side and groups by each (grouping sets; the shorter lists pad with NULL, left out).
    const shared = changedSince
      ? []
      : (Object.keys(LISTS) as ListFacet[]).filter((k) => !conditions[k] && !fromCounts(k) && !complement(k));
    const sharedCounts =
      shared.length > 1
        ? sql`fc AS MATERIALIZED (
            SELECT ${sql.raw(shared.join(', '))}, count(*) AS c
            FROM (SELECT ${sql.raw(shared.map((k) => `unnest(s.${LISTS[k].column}) AS ${k}`).join(', '))} FROM ${pass(sql`hits`)} s) u
            GROUP BY GROUPING SETS (${sql.raw(shared.map((k) => `(${k})`).join(', '))})),`
        : sql``;
    const listCounts = (key: ListFacet) =>
      shared.length > 1 && shared.includes(key)
        ? sql`SELECT ${sql.raw(key)} AS id, c FROM fc WHERE ${sql.raw(key)} IS NOT NULL`
        : fromCounts(key)
          ? sql`SELECT c.value::int AS id, sum(c.count) AS c FROM guest_facet_counts c WHERE ${countsWhere(key)} GROUP BY 1`
          : complement(key)
            ? // By difference: the counts of every guest the gender and rating allow, less the few the lists drop.
              sql`SELECT id, sum(c) AS c FROM (
              SELECT c.value::int AS id, c.count AS c FROM guest_facet_counts c WHERE ${countsWhere(key)}
              UNION ALL SELECT x, -count(*) FROM (SELECT unnest(s.${sql.raw(LISTS[key].column)}) AS x FROM ${complement(key)} s) u
              GROUP BY 1) d GROUP BY 1`
            : // unnest in the select list (a ProjectSet), a third cheaper than a lateral function scan.
              sql`SELECT x AS id, count(*) AS c FROM (SELECT unnest(s.${sql.raw(LISTS[key].column)}) AS x FROM ${pass(setFor(key))} s) u GROUP BY 1`;
    const genderCounts = fromCounts('gender')
      ? sql`SELECT c.gender AS value, sum(c.count) AS c FROM guest_facet_counts c WHERE ${countsWhere('gender')} GROUP BY 1`
      : complement('gender')
        ? sql`SELECT value, sum(c) AS c FROM (
            SELECT c.gender AS value, c.count AS c FROM guest_facet_counts c WHERE ${countsWhere('gender')}
            UNION ALL SELECT s.gender, -count(*) FROM ${complement('gender')} s GROUP BY 1) d GROUP BY 1`
        : sql`SELECT s.gender AS value, count(*) AS c FROM ${pass(setFor('gender'))} s GROUP BY 1`;
    const counted = sql`(SELECT coalesce(sum(c.count), 0) FROM guest_facet_counts c WHERE c.facet = 'gender' AND c.count <> 0
            ${filters.gender.length ? sql`AND c.gender = ANY(${textList(filters.gender)})` : sql``}
            ${filters.rating !== null ? sql`AND c.rating >= ${filters.rating}` : sql``})`;
    const total =
      !searching && !changedSince && !listFiltered.length
        ? counted
        : complement()
          ? sql`(${counted} - (SELECT count(*) FROM ${complement()} s))`
          : sql`(SELECT count(*) FROM hits)`;

    // A text match scores 1 + its rank (taken in the index scan that found it, so no second read of the
    // document), an expertise match 1, a typo match (only when matches are few) its similarity, the
    // exact full name 2, a link to a place the search names PLACE_BOOST.
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
    const dir = paging.direction === 'asc' ? 'ASC' : 'DESC';
    const order = sql.raw(ORDER[paging.sort](dir, searching));
    const matched = searching
      ? sql`array_to_json(ARRAY(
            SELECT '<mark>' || ${html(sql`x.name`)} || '</mark>' FROM guest_expertises l JOIN expertises x ON x.id = l.expertise_id
            WHERE l.guest_id = g.id AND x.id = ANY(q.mexp) ORDER BY x.name)
          || ARRAY(SELECT h FROM (SELECT ts_headline('english', ${html(sql`g.title || ' · ' || g.description`)}, q.tsq,
              'StartSel=<mark>, StopSel=</mark>, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "') AS h) s
            WHERE d.document @@ q.tsq AND h LIKE '%<mark>%'))`
      : sql`'[]'::json`;

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
    const base =
      searching || changedSince
        ? sql`base AS MATERIALIZED (
        SELECT b.guest_id, b.gender, b.rating, b.created_at, b.sort_last, b.sort_first,
          b.expertise_ids, b.country_ids, b.region_ids, b.language_ids, ${score} AS score
        ${searching ? sql`FROM cand b` : sql`FROM guest_search_filters b`}
        ${ranked ? sql`CROSS JOIN q` : sql``}
        WHERE b.visible ${rating} ${changed}
      ),`
        : sql``;
    const facets = changedSince
      ? sql`${JSON.stringify(EMPTY_FACETS)}::json`
      : sql`json_build_object(
          ${sql.join(
            (Object.keys(LISTS) as ListFacet[]).map(
              (key) =>
                sql`${key}::text, ${facet(LISTS[key].table, listCounts(key), filters[key], LISTS[key].withCode)}`,
            ),
            sql`, `,
          )},
          'gender', (SELECT coalesce(json_agg(json_build_object('value', v.value, 'name', v.value, 'count', coalesce(f.c, 0))
              ORDER BY coalesce(f.c, 0) DESC, v.value), '[]'::json)
            FROM (SELECT value FROM gc WHERE c > 0 UNION SELECT unnest(${textList(filters.gender)})) v
            LEFT JOIN gc f ON f.value = v.value)
        )`;

    const statement = sql`
      WITH ${searching ? textCtes : sql``}
      ${base}
      ${outliers}
      ${scan}
      hits AS ${
        // No filter past base's: the hits are base itself, not a copy of it.
        (searching || changedSince) && !Object.values(conditions).some(Boolean)
          ? sql`NOT MATERIALIZED`
          : sql`MATERIALIZED`
      } (${
        scanned.length
          ? sql`SELECT * FROM scan b WHERE ${flagged()}`
          : sql`SELECT ${sourceColumns} FROM ${source} WHERE ${sourceWhere} AND ${but()}`
      }),
      -- The page's rows first (a top-N sort, or the sort's index), then their order numbered.
      page AS (
        SELECT b.guest_id AS id, row_number() OVER (ORDER BY ${order}) AS ord FROM (
          SELECT ${
            searching || changedSince || scanned.length
              ? sql`* FROM hits b`
              : sql`${sourceColumns} FROM ${source} WHERE ${sourceWhere} AND ${but()}`
          }
          ORDER BY ${order} LIMIT ${paging.perPage} OFFSET ${(paging.page - 1) * paging.perPage}) b
      ),
      ${sharedCounts}
      gc AS MATERIALIZED (${changedSince ? sql`SELECT NULL::text AS value, 0 AS c WHERE false` : genderCounts})
      SELECT json_build_object(
        'total', ${total},
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
        'facets', ${facets},
        -- Every facet set is within the candidates (base): all counted when they are few enough.
        'facets_exact', ${searching ? sql`(SELECT count(*) FROM base) <= ${facetPassMax}` : sql`true`}
      ) AS result`;

    const run = (executor: Executor) => execute(executor, statement);
    // A search scanning much (text, a difference count) runs with settings for this statement only
    // (SET LOCAL, in a transaction): the typo match's threshold, and no parallel workers, which on a
    // busy server cost more to start than they save. Others are one round trip.
    if (!searching && !complement() && !listFiltered.some((k) => complement(k)) && !complement('gender'))
      return run(db);
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('max_parallel_workers_per_gather', '0', true)
          ${fuzzy ? sql`, set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)` : sql``}`,
      );
      return run(tx);
    });
  }

  return {
    search: (
      query: DirectoryQuery,
      filters: DirectoryFilters,
      paging: DirectoryPage,
      options: { changedSince?: string } = {},
    ) =>
      searchWith(
        query,
        filters,
        paging,
        options,
        async (executor, statement) =>
          ((await executor.execute(statement)) as unknown as { rows: { result: SearchResult }[] }).rows[0].result,
      ),
    /**
     * The same search's plan as it ran (`EXPLAIN (ANALYZE, BUFFERS)`), for the bench and the README
     * (issue 28): what each kind of search reads.
     */
    explain: (query: DirectoryQuery, filters: DirectoryFilters, paging: DirectoryPage) =>
      searchWith(query, filters, paging, {}, async (executor, statement) =>
        (
          (await executor.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`)) as unknown as {
            rows: { 'QUERY PLAN': string }[];
          }
        ).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n'),
      ),
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
