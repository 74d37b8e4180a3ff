import { sql, type SQL } from 'drizzle-orm';
import { ROLE, STATUS } from 'mf-shared/roles';
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

/** A guest is in (some of) these lookup ids, or the filter is off. */
function linkFlag(table: string, column: string, ids: number[]): SQL {
  if (!ids.length) return sql`true`;
  return sql`EXISTS (SELECT 1 FROM ${sql.raw(table)} l WHERE l.guest_id = g.id AND l.${sql.raw(column)} = ANY(${intList(ids)}))`;
}

const ORDER: Record<DirectorySort, (dir: string) => string> = {
  relevance: (dir) => `b.score ${dir}, b.rating ${dir}, b.id ${dir}`,
  name: (dir) => `lower(b.last_name) ${dir}, lower(b.first_name) ${dir}, b.id ${dir}`,
  rating: (dir) => `b.rating ${dir}, b.score DESC, b.id ${dir}`,
  newest: (dir) => `b.created_at ${dir}, b.id ${dir}`,
};

/** `[{id, name}]` (and `code` for countries) of one guest's links to a lookup table. */
function named(link: string, key: string, table: string, withCode = false): SQL {
  return sql.raw(`coalesce((SELECT json_agg(json_build_object('id', x.id, 'name', x.name${withCode ? ", 'code', x.code" : ''}) ORDER BY x.name)
    FROM ${link} l JOIN ${table} x ON x.id = l.${key} WHERE l.guest_id = g.id), '[]'::json)`);
}

/** One facet's values and disjunctive counts: `counts` is a (id, c) query over `base`. */
function facet(table: string, counts: SQL, selected: number[], withCode = false): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, ${sql.raw(withCode ? "'code', x.code, " : '')}'count', coalesce(f.c, 0))
      ORDER BY coalesce(f.c, 0) DESC, x.name), '[]'::json)
    FROM ${sql.raw(table)} x LEFT JOIN (${counts}) f ON f.id = x.id
    WHERE f.c > 0 OR x.id = ANY(${intList(selected)}))`;
}

export function directoryRepository(db: Executor) {
  return {
    /**
     * One statement: the visible guests that match the search and rating (`base`, with one flag
     * per facet filter), the page of those passing every filter, their total, and each facet's
     * counts over the guests passing every OTHER filter (disjunctive facets).
     */
    async search(query: DirectoryQuery, filters: DirectoryFilters, paging: DirectoryPage) {
      const searching = query.tokens.length > 0;
      const fuzzy = query.fuzzy;
      const flags = {
        f_exp: linkFlag('guest_expertises', 'expertise_id', filters.expertise),
        f_cty: linkFlag('guest_countries', 'country_id', filters.country),
        f_av: linkFlag('guest_regions', 'region_id', filters.available),
        f_lang: linkFlag('guest_languages', 'language_id', filters.language),
        f_gen: filters.gender.length ? sql`g.gender = ANY(${textList(filters.gender)})` : sql`true`,
      };
      const but = (skip: keyof typeof flags) =>
        sql.raw(
          Object.keys(flags)
            .filter((f) => f !== skip)
            .map((f) => `b.${f}`)
            .join(' AND '),
        );
      const matchesExpertise = sql`EXISTS (SELECT 1 FROM guest_expertises me WHERE me.guest_id = g.id AND me.expertise_id IN (SELECT id FROM mexp))`;
      const score = searching
        ? sql`CASE WHEN d.document @@ q.tsq THEN 1 + ts_rank('{0.1, 0.2, 0.4, 1.0}', d.document, q.tsq) ELSE 0 END
            + CASE WHEN ${matchesExpertise} THEN 1 ELSE 0 END
            + ${fuzzy ? sql`word_similarity(q.fuzzy, d.search_text)` : sql`0`}
            + CASE WHEN lower(immutable_unaccent(g.first_name || ' ' || g.last_name)) = q.phrase THEN 2 ELSE 0 END`
        : sql`0`;
      const dir = paging.direction === 'asc' ? 'ASC' : 'DESC';
      const order = sql.raw(ORDER[paging.sort](dir));
      const matched = searching
        ? sql`array_to_json(ARRAY(
              SELECT '<mark>' || ${html(sql`x.name`)} || '</mark>' FROM guest_expertises l JOIN expertises x ON x.id = l.expertise_id
              WHERE l.guest_id = g.id AND x.id IN (SELECT id FROM mexp) ORDER BY x.name)
            || ARRAY(SELECT h FROM (SELECT ts_headline('english', ${html(sql`g.title || ' · ' || g.description`)}, q.tsq,
                'StartSel=<mark>, StopSel=</mark>, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "') AS h) s
              WHERE d.document @@ q.tsq AND h LIKE '%<mark>%'))`
        : sql`'[]'::json`;

      const statement = sql`
        WITH q AS MATERIALIZED (
          SELECT ${tsQuery(query)} AS tsq, ${fuzzy}::text AS fuzzy, ${query.tokens.join(' ')}::text AS phrase
        ),
        mexp AS MATERIALIZED (
          SELECT x.id FROM expertises x, q
          WHERE x.name = ANY(${textList(query.synonymNames)})
            OR (q.tsq IS NOT NULL AND (to_tsvector('english', immutable_unaccent(x.name)) || to_tsvector('simple', immutable_unaccent(x.name))) @@ q.tsq)
            OR (q.fuzzy IS NOT NULL AND word_similarity(q.fuzzy, lower(immutable_unaccent(x.name))) >= ${EXPERTISE_TYPO_THRESHOLD})
        ),
        cand AS (
          SELECT d.guest_id FROM guest_search_documents d, q WHERE d.document @@ q.tsq
          ${fuzzy ? sql`UNION SELECT d.guest_id FROM guest_search_documents d, q WHERE d.search_text %> q.fuzzy` : sql``}
          UNION SELECT ge.guest_id FROM guest_expertises ge WHERE ge.expertise_id IN (SELECT id FROM mexp)
        ),
        base AS MATERIALIZED (
          SELECT g.id, g.gender, g.first_name, g.last_name, g.rating, g.created_at, ${score} AS score,
            ${flags.f_exp} AS f_exp, ${flags.f_cty} AS f_cty, ${flags.f_av} AS f_av, ${flags.f_lang} AS f_lang, ${flags.f_gen} AS f_gen
          FROM guests g
          JOIN users u ON u.id = g.user_id
          ${searching ? sql`JOIN cand c ON c.guest_id = g.id JOIN guest_search_documents d ON d.guest_id = g.id` : sql``}
          CROSS JOIN q
          WHERE NOT g.is_draft AND u.role = ${ROLE.EXPERT} AND u.status = ${STATUS.SIMPLE_USER} AND u.date_deleting IS NULL
            ${filters.rating !== null ? sql`AND g.rating >= ${filters.rating}` : sql``}
        ),
        hits AS (SELECT * FROM base b WHERE b.f_exp AND b.f_cty AND b.f_av AND b.f_lang AND b.f_gen),
        page AS (
          SELECT b.id, row_number() OVER (ORDER BY ${order}) AS ord
          FROM hits b ORDER BY ${order} LIMIT ${paging.perPage} OFFSET ${(paging.page - 1) * paging.perPage}
        )
        SELECT json_build_object(
          'total', (SELECT count(*) FROM hits),
          'data', (SELECT coalesce(json_agg(json_build_object(
              'id', g.id, 'guest_id', g.id, 'first_name', g.first_name, 'last_name', g.last_name,
              'avatar', g.avatar, 'title', g.title, 'company_name', g.company_name, 'description', g.description,
              'rating', g.rating,
              'expertise', ${named('guest_expertises', 'expertise_id', 'expertises')},
              'country', ${named('guest_countries', 'country_id', 'countries', true)},
              'available', ${named('guest_regions', 'region_id', 'media_regions')},
              'languages', ${named('guest_languages', 'language_id', 'languages')},
              'matched', ${matched}
            ) ORDER BY p.ord), '[]'::json)
            FROM page p JOIN guests g ON g.id = p.id
            ${searching ? sql`JOIN guest_search_documents d ON d.guest_id = g.id` : sql``}
            CROSS JOIN q),
          'facets', json_build_object(
            'expertise', ${facet('expertises', sql`SELECT l.expertise_id AS id, count(*) AS c FROM base b JOIN guest_expertises l ON l.guest_id = b.id WHERE ${but('f_exp')} GROUP BY 1`, filters.expertise)},
            'country', ${facet('countries', sql`SELECT l.country_id AS id, count(*) AS c FROM base b JOIN guest_countries l ON l.guest_id = b.id WHERE ${but('f_cty')} GROUP BY 1`, filters.country, true)},
            'available', ${facet('media_regions', sql`SELECT l.region_id AS id, count(*) AS c FROM base b JOIN guest_regions l ON l.guest_id = b.id WHERE ${but('f_av')} GROUP BY 1`, filters.available)},
            'language', ${facet('languages', sql`SELECT l.language_id AS id, count(*) AS c FROM base b JOIN guest_languages l ON l.guest_id = b.id WHERE ${but('f_lang')} GROUP BY 1`, filters.language)},
            'gender', (SELECT coalesce(json_agg(json_build_object('value', v.value, 'name', v.value, 'count', coalesce(f.c, 0))
                ORDER BY coalesce(f.c, 0) DESC, v.value), '[]'::json)
              FROM (SELECT DISTINCT b.gender AS value FROM base b UNION SELECT unnest(${textList(filters.gender)})) v
              LEFT JOIN (SELECT b.gender AS value, count(*) AS c FROM base b WHERE ${but('f_gen')} GROUP BY 1) f ON f.value = v.value
              WHERE f.c > 0 OR v.value = ANY(${textList(filters.gender)}))
          )
        ) AS result`;

      // The typo match's threshold holds for this statement only (SET LOCAL, in a transaction).
      return db.transaction(async (tx) => {
        if (fuzzy)
          await tx.execute(
            sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
          );
        const result = (await tx.execute(statement)) as unknown as { rows: { result: SearchResult }[] };
        return result.rows[0].result;
      });
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
  data: GuestCard[];
  facets: {
    expertise: FacetValue[];
    country: (FacetValue & { code: string })[];
    available: FacetValue[];
    language: FacetValue[];
    gender: { value: string; name: string; count: number }[];
  };
}
