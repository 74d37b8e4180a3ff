import type { FastifyInstance } from 'fastify';
import { listSchema, pagingQuerySchema, type Paging } from '../../lib/lists';
import { errorsOf, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { faqService } from './faq.service';

const faqItem = {
  type: 'object',
  required: ['id', 'question', 'answer', 'audience'],
  properties: {
    id: { type: 'integer' },
    question: { type: 'string' },
    answer: { type: 'string' },
    audience: { type: 'string', enum: ['journalist', 'expert', 'all'] },
  },
};

const doc = routeDocs({ tags: ['Content'], errors: errorsOf(422, 500) });

export default async function faqRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const faq = faqService(app.db);

  app.get<{ Querystring: Paging }>(
    '/faq',
    { schema: doc('FAQ entries, paged', { querystring: pagingQuerySchema, response: { 200: listSchema(faqItem) } }) },
    async (request) => faq.list(request.query),
  );
}
