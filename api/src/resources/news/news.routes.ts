import type { FastifyInstance } from 'fastify';
import { LIMITS } from 'mf-shared/limits';
import { ROLE } from 'mf-shared/roles';
import { newsSchema } from 'mf-shared/validation';
import { requireActive } from '../../lib/access';
import { jsonSchemaOf } from '../../lib/bodySchema';
import {
  dataSchema,
  errorsOf,
  idParams,
  listQuerySchema,
  listSchema,
  messageSchema,
  routeDocs,
  typedRoutes,
} from '../../lib/routeDoc';
import { withMultipartForm } from '../../lib/multipart';
import { uploadStore } from '../../lib/uploads';
import { articleSchema } from '../content/content.schemas';
import { MY_NEWS_SORTS } from './news.repository';
import { newsService } from './news.service';

const jsonIds = (what: string) => ({ type: 'string', description: `JSON array of ${what} ids, e.g. [1, 3]` });
/** The multipart form: mf-shared's newsSchema, with the picture and the ids sent as JSON text. */
const newsForm = jsonSchemaOf(newsSchema, {
  expertise: jsonIds('expertise'),
  guest_id: jsonIds('the expert’s own guest'),
  picture: {
    type: 'string',
    format: 'binary',
    description:
      'An image or a short video: at least 1000 px wide, 16:9 (±2%), jpeg, jpg, png, gif or mp4 (read from the content), up to 20MB',
  },
});

/** The update form: every field optional, what is not sent is kept. */
const newsUpdateForm = {
  ...newsForm,
  required: undefined,
  properties: {
    ...(newsForm.properties as object),
    remove_picture: { type: 'string', enum: ['1', 'true'], description: 'Drops the picture (no new one sent)' },
  },
};

/** GET /news: one of the account's items (the article without its text). */
const myNewsItemSchema = {
  ...articleSchema,
  required: articleSchema.required.filter((name) => name !== 'text'),
  properties: {
    ...Object.fromEntries(Object.entries(articleSchema.properties).filter(([name]) => name !== 'text')),
    hidden_at: { type: ['string', 'null'], description: 'When a moderator hid it: no public list or page shows it' },
    hidden_reason: { type: ['string', 'null'], description: 'The moderator’s reason' },
  },
};

const myNewsQuery = listQuerySchema(
  {
    search: { type: 'string', maxLength: LIMITS.STRING_MAX, description: 'Part of the title or text' },
    sort: { type: 'string', enum: [...MY_NEWS_SORTS], default: 'updated_at' },
    direction: { type: 'string', enum: ['asc', 'desc'], description: 'Default: desc for updated_at, asc for title' },
  },
  10,
);

const doc = routeDocs({ tags: ['News'], secured: true, errors: errorsOf(401, 403, 404, 413, 415, 422) });

/**
 * Experts publish news (spec section 7): GET /news (the account's own: search, page, per_page
 * (10), sort=updated_at|title, direction) → { data: NewsItem-without-text[], meta };
 * POST /news/create and POST /news/update/{id}, multipart with picture, link, text, title, and
 * expertise and guest_id as JSON text → { data: article, message } (on an update what is not sent
 * is kept); GET /news/delete/{id} → { message }. GET /news/{id} (content routes) reads one.
 * Another expert's item answers 404, a journalist 403.
 */
export default async function newsRoutes(
  instance: FastifyInstance,
  { dataDir, publicUrl }: { dataDir: string; publicUrl: string },
) {
  const app = typedRoutes(instance);
  const news = newsService(app.db, { uploads: uploadStore(dataDir, publicUrl) });
  const guard = [app.authenticate, requireActive(ROLE.EXPERT, 'Only experts can publish news')];

  app.post(
    '/news/create',
    {
      preHandler: guard,
      config: { writeLimit: 'upload' },
      schema: doc('An expert publishes a news item (multipart)', {
        body: newsForm,
        multipart: true,
        response: { 201: dataSchema(articleSchema, true) },
      }),
    },
    async (request, reply) => {
      const article = await withMultipartForm(request, { picture: news.savePicture }, ({ fields, files }) =>
        news.publish(request.user!, fields, files.picture),
      );
      return reply.code(201).send({ data: article, message: 'News published successfully' });
    },
  );

  app.get(
    '/news',
    {
      preHandler: guard,
      schema: doc('The expert account’s own news, newest first unless sorted', {
        querystring: myNewsQuery,
        response: { 200: listSchema(myNewsItemSchema) },
      }),
    },
    async (request) => news.own(request.user!, request.query),
  );

  app.post(
    '/news/update/:id',
    {
      preHandler: guard,
      config: { writeLimit: 'upload' },
      schema: doc('Updates one of the account’s news items (multipart like create; what is not sent is kept)', {
        params: idParams,
        body: newsUpdateForm,
        multipart: true,
        response: { 200: dataSchema(articleSchema, true) },
      }),
    },
    async (request) => {
      const article = await withMultipartForm(request, { picture: news.savePicture }, ({ fields, files }) =>
        news.update(request.user!, request.params.id, fields, files.picture),
      );
      return { data: article, message: 'News updated successfully' };
    },
  );

  app.get(
    '/news/delete/:id',
    {
      preHandler: guard,
      schema: doc('An expert deletes one of their news items', { params: idParams, response: { 200: messageSchema } }),
    },
    async (request) => {
      await news.remove(request.user!, request.params.id);
      return { message: 'News deleted' };
    },
  );
}
