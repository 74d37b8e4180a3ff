import type { FastifyInstance } from 'fastify';
import { listSchema, wholeListBody } from '../../lib/lists';
import { errorResponses } from '../../lib/schemas';
import { lookupsRepository } from './lookups.repository';

const named = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
};
const coded = {
  type: 'object',
  required: ['id', 'name', 'code'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, code: { type: 'string' } },
};
const expertise = {
  type: 'object',
  required: ['id', 'name', 'topic_filter'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    topic_filter: {
      type: ['string', 'null'],
      enum: ['preset', 'overflow', null],
      description: 'An /allposts filter button',
    },
  },
};

/** Reference lists forms and filters read (spec section 7: read at data.data). */
export default async function lookupRoutes(app: FastifyInstance) {
  const repo = lookupsRepository(app.db);
  const lookups = [
    { url: '/countries', item: coded, load: repo.countries, summary: 'ISO 3166 countries with their codes' },
    { url: '/languages', item: coded, load: repo.languages, summary: 'ISO 639-1 languages' },
    {
      url: '/expertises',
      item: expertise,
      load: repo.expertises,
      summary: 'Expertises; preset and overflow topic filters first',
    },
    { url: '/mediums', item: named, load: repo.mediums, summary: 'Kinds of media' },
    {
      url: '/available',
      item: named,
      load: repo.mediaRegions,
      summary: 'Media regions a guest is available for appearances in',
    },
    { url: '/areas', item: named, load: repo.areas, summary: 'Areas (beats) journalists cover' },
  ];
  for (const lookup of lookups) {
    app.get(
      lookup.url,
      {
        schema: {
          tags: ['Lookups'],
          summary: lookup.summary,
          response: { 200: listSchema(lookup.item), 500: errorResponses[500] },
        },
      },
      async (_request, reply) => {
        // Reference data changes only with a deploy: let browsers and CDNs keep it a while.
        reply.header('Cache-Control', 'public, max-age=300');
        return wholeListBody(await lookup.load());
      },
    );
  }
}
