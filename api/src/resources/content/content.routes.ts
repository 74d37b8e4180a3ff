import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listQuerySchema, listSchema, type Paging } from '../../lib/lists';
import { dataSchema, errorsOf, idParams, routeDocs, typedRoutes } from '../../lib/routeDoc';
import {
  articleSchema,
  authorNewsExtras,
  blogPostSchema,
  blogSummarySchema,
  eventPageSchema,
  eventSummarySchema,
  newsSummarySchema,
  reviewSchema,
} from './content.schemas';
import { contentService } from './content.service';

type PageQuery = Paging & { id?: number };
type IdParams = { Params: { id: number } };
type SlugParams = { Params: { slug: string } };

/** Page sizes of spec section 9. */
const STORIES = 10;
const BLOG = 6;
const AUTHOR_NEWS = 5;

const pageQuery = (perPage: number) =>
  listQuerySchema({ id: { type: 'integer', minimum: 1, description: 'expertise id filter' } }, perPage);
const slugParams = { type: 'object', properties: { slug: { type: 'string', maxLength: 255 } }, required: ['slug'] };
const doc = routeDocs({ tags: ['Content'], errors: errorsOf(404, 422) });
const arrayOf = (item: object) => ({
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'array', items: item } },
});

/** The public content of the stories hub, blog, events and story ideas. */
export default async function contentRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const content = contentService(app.db);
  /** A bearer token, when sent and live, names the viewer (an owner reads their own hidden article); else a visitor. */
  const maybeSignedIn = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    await app.authenticate(request).catch(() => {
      request.user = null;
    });
  };

  app.get(
    '/reviews',
    {
      schema: doc('What journalists and experts say (the footer widget)', { response: { 200: arrayOf(reviewSchema) } }),
    },
    async () => ({ data: await content.reviews() }),
  );

  app.get(
    '/news-block',
    { schema: doc('The six latest news items', { response: { 200: arrayOf(newsSummarySchema) } }) },
    async () => ({ data: await content.newsBlock() }),
  );

  app.get<{ Querystring: PageQuery }>(
    '/allposts',
    {
      schema: doc('Stories hub: news, 10 a page; id filters by expertise', {
        querystring: pageQuery(STORIES),
        response: { 200: listSchema(newsSummarySchema) },
      }),
    },
    async (request) => content.stories(request.query, request.query.id),
  );

  app.get<IdParams & { Querystring: PageQuery }>(
    '/news/expertise/:id',
    {
      schema: doc('News of one expertise', {
        params: idParams,
        querystring: pageQuery(STORIES),
        response: { 200: listSchema(newsSummarySchema) },
      }),
    },
    async (request) => content.stories(request.query, request.params.id),
  );

  app.get(
    '/news/author/:id',
    {
      schema: doc('An expert’s news, 5 a page, with the expert and their expertises', {
        params: idParams,
        querystring: pageQuery(AUTHOR_NEWS),
        response: { 200: listSchema(newsSummarySchema, authorNewsExtras) },
      }),
    },
    async (request) => content.authorNews(request.params.id, request.query),
  );

  app.get<SlugParams>(
    '/news/slug/:slug',
    { schema: doc('One news article by slug', { params: slugParams, response: { 200: dataSchema(articleSchema) } }) },
    async (request) => ({ data: await content.newsBySlug(request.params.slug) }),
  );
  app.get(
    '/news/:id',
    {
      preHandler: maybeSignedIn,
      schema: doc('One news article by id (bearer optional: its owner account also reads it while hidden)', {
        params: idParams,
        response: { 200: dataSchema(articleSchema) },
      }),
    },
    async (request) => ({ data: await content.newsById(request.params.id, request.user) }),
  );

  app.get<{ Querystring: PageQuery }>(
    '/blogposts',
    {
      schema: doc('Blog posts, 6 a page; id filters by expertise', {
        querystring: pageQuery(BLOG),
        response: { 200: listSchema(blogSummarySchema) },
      }),
    },
    async (request) => content.blogPage(request.query, request.query.id),
  );
  app.get<SlugParams>(
    '/blogpost/slug/:slug',
    { schema: doc('One blog post by slug', { params: slugParams, response: { 200: dataSchema(blogPostSchema) } }) },
    async (request) => ({ data: await content.blogBySlug(request.params.slug) }),
  );
  app.get(
    '/blogpost/:id',
    { schema: doc('One blog post by id', { params: idParams, response: { 200: dataSchema(blogPostSchema) } }) },
    async (request) => ({ data: await content.blogById(request.params.id) }),
  );

  app.get(
    '/eventposts',
    {
      schema: doc('Background-briefing events', {
        querystring: listQuerySchema({}, STORIES),
        response: { 200: listSchema(eventSummarySchema) },
      }),
    },
    async (request) => content.eventPage('event', request.query),
  );
  app.get<SlugParams>(
    '/eventpost/slug/:slug',
    { schema: doc('One event page by slug', { params: slugParams, response: { 200: dataSchema(eventPageSchema) } }) },
    async (request) => ({ data: await content.eventBySlug(request.params.slug) }),
  );
  // GET /events/{id} is in the events resource: its owner reads it whole, embargo or not.

  app.get(
    '/story-ideas',
    {
      schema: doc('Story ideas', {
        querystring: listQuerySchema({}, STORIES),
        response: { 200: listSchema(eventSummarySchema) },
      }),
    },
    async (request) => content.eventPage('story_idea', request.query),
  );
  app.get(
    '/story-ideas/:id',
    { schema: doc('One story idea', { params: idParams, response: { 200: dataSchema(eventPageSchema) } }) },
    async (request) => ({ data: await content.storyIdea(request.params.id) }),
  );
}
