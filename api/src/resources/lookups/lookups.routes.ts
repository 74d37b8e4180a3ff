import type { FastifyInstance } from 'fastify';
import { errorsOf, listSchema, namedSchema as named, routeDocs } from '../../lib/routeDoc';
import { lookupsService, matchesEtag, type LookupPath } from './lookups.service';

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

const doc = routeDocs({ tags: ['Lookups'], errors: errorsOf(500) });

/**
 * Reference lists forms and filters read (spec section 7: read at data.data). Not typed from the
 * schemas (lib/typedRoutes): each answer is JSON serialized once per deploy and sent as text.
 */
export default async function lookupRoutes(app: FastifyInstance) {
  const lists = lookupsService(app.db);
  const lookups: { url: LookupPath; item: object; summary: string }[] = [
    { url: '/countries', item: coded, summary: 'ISO 3166 countries with their codes' },
    { url: '/languages', item: coded, summary: 'ISO 639-1 languages' },
    { url: '/expertises', item: expertise, summary: 'Expertises; preset and overflow topic filters first' },
    { url: '/mediums', item: named, summary: 'Kinds of media' },
    { url: '/available', item: named, summary: 'Media regions a guest is available for appearances in' },
    { url: '/areas', item: named, summary: 'Areas (beats) journalists cover' },
  ];
  for (const lookup of lookups) {
    app.get(
      lookup.url,
      {
        schema: doc(lookup.summary, {
          response: {
            200: listSchema(lookup.item),
            304: { type: 'null', description: 'Not modified: the copy the client holds (If-None-Match) is current' },
          },
        }),
      },
      async (request, reply) => {
        const list = await lists.get(lookup.url);
        // Reference data changes only with a deploy: browsers and CDNs keep it a while, then revalidate.
        reply.header('Cache-Control', 'public, max-age=300').header('ETag', list.etag);
        if (matchesEtag(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(list.body);
      },
    );
  }
}
