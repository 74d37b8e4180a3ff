import type { FastifyInstance } from 'fastify';
import { listBody, pagingQuerySchema } from '../../lib/lists';
import { errorResponses } from '../../lib/schemas';
import { HttpError } from '../../plugins/errors';
import { contentRepository } from './content.repository';

type PageQuery = { page: number; per_page?: number; id?: number };

/** Page sizes of spec section 9. */
const STORIES = 10;
const BLOG = 6;
const AUTHOR_NEWS = 5;

const pageQuery = (defaultSize: number) => ({
  type: 'object',
  properties: {
    ...pagingQuerySchema.properties,
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: defaultSize },
    id: { type: 'integer', minimum: 1, description: 'expertise id filter' },
  },
});
const idParam = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
const slugParam = { type: 'object', properties: { slug: { type: 'string', maxLength: 255 } }, required: ['slug'] };
const doc = (summary: string, extra: object = {}) => ({
  tags: ['Content'],
  summary,
  response: { 404: errorResponses[404] },
  ...extra,
});

function found<T>(value: T | null, what: string): { data: T } {
  if (!value) throw new HttpError(404, `${what} not found`);
  return { data: value };
}

/** The public content of the stories hub, blog, events and story ideas. */
export default async function contentRoutes(app: FastifyInstance) {
  const repo = contentRepository(app.db);
  const paging = (q: PageQuery, size: number) => ({ page: q.page, per_page: q.per_page ?? size });

  app.get('/reviews', { schema: doc('What journalists and experts say (the footer widget)') }, async () => ({
    data: await repo.reviews(),
  }));

  app.get('/news-block', { schema: doc('The six latest news items') }, async () => ({ data: await repo.newsBlock() }));

  app.get<{ Querystring: PageQuery }>(
    '/allposts',
    { schema: doc('Stories hub: news, 10 a page; id filters by expertise', { querystring: pageQuery(STORIES) }) },
    async (request) => {
      const p = paging(request.query, STORIES);
      const { rows, total } = await repo.stories(p, request.query.id);
      return listBody(rows, total, p);
    },
  );

  app.get<{ Params: { id: number }; Querystring: PageQuery }>(
    '/news/expertise/:id',
    { schema: doc('News of one expertise', { params: idParam, querystring: pageQuery(STORIES) }) },
    async (request) => {
      const p = paging(request.query, STORIES);
      const { rows, total } = await repo.stories(p, request.params.id);
      return listBody(rows, total, p);
    },
  );

  app.get<{ Params: { id: number }; Querystring: PageQuery }>(
    '/news/author/:id',
    {
      schema: doc('An expert’s news, 5 a page, with the expert and their expertises', {
        params: idParam,
        querystring: pageQuery(AUTHOR_NEWS),
      }),
    },
    async (request) => {
      const author = await repo.author(request.params.id);
      if (!author) throw new HttpError(404, 'Expert not found');
      const p = paging(request.query, AUTHOR_NEWS);
      const [{ rows, total }, topics] = await Promise.all([
        repo.newsByAuthor(author.id, p),
        repo.authorExpertises(author.id),
      ]);
      return {
        ...listBody(rows, total, p),
        author: { id: author.id, name: `${author.first_name} ${author.last_name}` },
        expertises: topics,
      };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/news/slug/:slug',
    { schema: doc('One news article by slug', { params: slugParam }) },
    async (request) => found(await repo.article(repo.newsSlug(request.params.slug)), 'News'),
  );
  app.get<{ Params: { id: number } }>(
    '/news/:id',
    { schema: doc('One news article by id', { params: idParam }) },
    async (request) => found(await repo.article(repo.newsId(request.params.id)), 'News'),
  );

  app.get<{ Querystring: PageQuery }>(
    '/blogposts',
    { schema: doc('Blog posts, 6 a page; id filters by expertise', { querystring: pageQuery(BLOG) }) },
    async (request) => {
      const p = paging(request.query, BLOG);
      const { rows, total } = await repo.blogPage(p, request.query.id);
      return listBody(rows, total, p);
    },
  );
  app.get<{ Params: { slug: string } }>(
    '/blogpost/slug/:slug',
    { schema: doc('One blog post by slug', { params: slugParam }) },
    async (request) => found(await repo.blogPost(repo.blogSlug(request.params.slug)), 'Blog post'),
  );
  app.get<{ Params: { id: number } }>(
    '/blogpost/:id',
    { schema: doc('One blog post by id', { params: idParam }) },
    async (request) => found(await repo.blogPost(repo.blogId(request.params.id)), 'Blog post'),
  );

  app.get<{ Querystring: PageQuery }>(
    '/eventposts',
    { schema: doc('Background-briefing events', { querystring: pageQuery(STORIES) }) },
    async (request) => {
      const p = paging(request.query, STORIES);
      const { rows, total } = await repo.eventPage('event', p);
      return listBody(rows, total, p);
    },
  );
  app.get<{ Params: { slug: string } }>(
    '/eventpost/slug/:slug',
    { schema: doc('One event page by slug', { params: slugParam }) },
    async (request) => found(await repo.event(repo.eventSlug(request.params.slug)), 'Event'),
  );
  app.get<{ Params: { id: number } }>(
    '/events/:id',
    { schema: doc('One event page by id', { params: idParam }) },
    async (request) => found(await repo.event(repo.eventId(request.params.id)), 'Event'),
  );

  app.get<{ Querystring: PageQuery }>(
    '/story-ideas',
    { schema: doc('Story ideas', { querystring: pageQuery(STORIES) }) },
    async (request) => {
      const p = paging(request.query, STORIES);
      const { rows, total } = await repo.eventPage('story_idea', p);
      return listBody(rows, total, p);
    },
  );
  app.get<{ Params: { id: number } }>(
    '/story-ideas/:id',
    { schema: doc('One story idea', { params: idParam }) },
    async (request) => found(await repo.event(repo.eventId(request.params.id, 'story_idea')), 'Story idea'),
  );
}
