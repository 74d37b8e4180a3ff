import type { FastifyInstance } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import { directorySearchSchema, type DirectorySearch } from 'mf-shared/validation';
import { requireActive } from '../../lib/access';
import {
  errorsOf,
  integer,
  listSchema,
  namedListSchema,
  nullableTextSchema,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { guestItemSchema } from '../guests/guest-record.routes';
import { databaseSearchCache, redisSearchCache } from './directory.cache';
import { guestIndexOf } from './directory.index';
import { directoryService } from './directory.service';

export const ONLY_JOURNALISTS_SEARCH = 'Only journalist can search the directory';

/** A guest as the directory lists it (every field listed: response schemas drop the others). */
export const guestCardSchema = guestItemSchema(text, {
  required: ['company_name', 'description', 'rating', 'expertise', 'country', 'available', 'languages', 'matched'],
  properties: {
    company_name: text,
    description: text,
    rating: { type: 'number' },
    headline: nullableTextSchema,
    last_confirmed_at: { ...nullableTextSchema, description: 'When the expert last confirmed the guest is available' },
    expertise: namedListSchema,
    country: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'code'],
        properties: { id: integer, name: text, code: text },
      },
    },
    available: namedListSchema,
    languages: namedListSchema,
    matched: {
      type: 'array',
      items: text,
      description:
        'What matched the search, as HTML-safe text (escaped) with the matches in <mark>…</mark>: the matched expertises, then fragments of title and description',
    },
    answers_within_hours: {
      type: ['integer', 'null'],
      description:
        'The expert account’s median time to first answer a question, in hours rounded up; null before it answered 3',
    },
  },
});

/** A facet's values: each value (`required` of its `properties`) with the count of guests it gives. */
const facetValuesOf = <const Required extends readonly string[], const Properties extends object>(
  required: Required,
  properties: Properties,
) =>
  ({
    type: 'array',
    items: { type: 'object', required: [...required, 'count'], properties: { ...properties, count: integer } },
  }) as const;

const facetValues = facetValuesOf(['id', 'name'], { id: integer, name: text });
/** A country value always has its ISO code. */
const countryFacetValues = facetValuesOf(['id', 'name', 'code'], { id: integer, name: text, code: text });

const facetsSchema = {
  type: 'object',
  description:
    'Disjunctive counts: each facet counts the guests matching the search and every OTHER filter, so a count is the total that choosing the value gives. Values with no guests are left out unless chosen.',
  required: ['expertise', 'country', 'available', 'language', 'gender'],
  properties: {
    expertise: facetValues,
    country: countryFacetValues,
    available: facetValues,
    language: facetValues,
    gender: facetValuesOf(['value', 'name'], { value: text, name: text }),
  },
} as const;

const doc = routeDocs({ tags: ['Directory'], secured: true, errors: errorsOf(401, 403, 422) });

/**
 * The guest directory (issue 13): POST /search-guest, for approved journalists. Full text over
 * names, titles, companies, expertises and descriptions with typo tolerance, accent folding,
 * synonyms and prefix matching; places named in the search (issue 25) rank their guests first;
 * filters; disjunctive facet counts.
 */
export default async function directoryRoutes(instance: FastifyInstance, { redisUrl }: { redisUrl?: string } = {}) {
  const app = typedRoutes(instance);
  // Repeated searches are answered from kept answers (issue 28): in Redis when it is set, else in the database.
  const cache = redisUrl ? redisSearchCache(app.db, redisUrl) : databaseSearchCache(app.db);
  app.addHook('onClose', () => cache.close());
  const directory = directoryService(app.db, { cache });
  // The index of filter rows (directory.index.ts) loads as the server starts, not on the first search.
  app.addHook('onReady', async () => {
    void guestIndexOf(app.db)
      .current()
      .catch(() => undefined);
  });

  app.post<{ Body: DirectorySearch }>(
    '/search-guest',
    {
      preHandler: [
        app.authenticate,
        requireActive(ROLE.JOURNALIST, ONLY_JOURNALISTS_SEARCH),
        validateBody(directorySearchSchema),
      ],
      schema: doc('A journalist searches the guest directory', {
        description:
          'Every field is optional. Filters of one list match any of its values; lists combine with AND. `per_page` 5, 10 (default) or 15; `sort` relevance (default; the best rated first without a search), name, rating or newest.',
        body: directorySearchSchema,
        response: {
          200: listSchema(guestCardSchema, {
            facets: facetsSchema,
            facets_exact: {
              type: 'boolean',
              description:
                'False when a text search has more candidates than its facets count (5,000): each count is then at most what choosing the value gives',
            },
          }),
        },
      }),
    },
    async (request) => directory.search(request.body),
  );
}
