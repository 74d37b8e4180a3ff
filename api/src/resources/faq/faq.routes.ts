import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { faqEntries } from '../../db/schema';
import { listBody, listSchema, offsetOf, pagingQuerySchema, type Paging } from '../../lib/lists';
import { errorResponses } from '../../lib/schemas';

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

export default async function faqRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Paging }>(
    '/faq',
    {
      schema: {
        tags: ['Content'],
        summary: 'FAQ entries, paged',
        querystring: pagingQuerySchema,
        response: { 200: listSchema(faqItem), 422: errorResponses[422], 500: errorResponses[500] },
      },
    },
    async (request) => {
      const published = eq(faqEntries.published, true);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select({
            id: faqEntries.id,
            question: faqEntries.question,
            answer: faqEntries.answer,
            audience: faqEntries.audience,
          })
          .from(faqEntries)
          .where(published)
          .orderBy(asc(faqEntries.sort_order), asc(faqEntries.id))
          .limit(request.query.per_page)
          .offset(offsetOf(request.query)),
        app.db.select({ total: count() }).from(faqEntries).where(published),
      ]);
      return listBody(rows, total, request.query);
    },
  );
}
