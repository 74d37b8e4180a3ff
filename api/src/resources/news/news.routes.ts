import type { FastifyInstance } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import { newsSchema } from 'mf-shared/validation';
import { requireActive } from '../../lib/access';
import { jsonSchemaOf } from '../../lib/bodySchema';
import { withMultipartForm } from '../../lib/multipart';
import { routeDocs } from '../../lib/routeDoc';
import { dataSchema, errorResponses, idParams, messageError, messageSchema } from '../../lib/schemas';
import { uploadStore } from '../../lib/uploads';
import { articleSchema } from '../content/content.schemas';
import { newsService } from './news.service';

const jsonIds = (what: string) => ({ type: 'string', description: `JSON array of ${what} ids, e.g. [1, 3]` });
/** The multipart form: mf-shared's newsSchema, with the picture and the ids sent as JSON text. */
const newsForm = jsonSchemaOf(newsSchema, {
  expertise: jsonIds('expertise'),
  guest_id: jsonIds('the expert’s own guest'),
  picture: { type: 'string', format: 'binary', description: 'An image or a short video' },
});

const doc = routeDocs({
  tags: ['News'],
  secured: true,
  errors: {
    401: errorResponses[401],
    403: messageError,
    404: errorResponses[404],
    413: messageError,
    415: messageError,
    422: errorResponses[422],
  },
});

/**
 * Experts publish news (spec section 7: POST /news/create, multipart with picture, link, text,
 * title, and expertise and guest_id as JSON text).
 */
export default async function newsRoutes(
  app: FastifyInstance,
  { dataDir, publicUrl }: { dataDir: string; publicUrl: string },
) {
  const news = newsService(app.db, { uploads: uploadStore(dataDir, publicUrl) });
  const guard = [app.authenticate, requireActive(ROLE.EXPERT, 'Only experts can publish news')];

  app.post(
    '/news/create',
    {
      preHandler: guard,
      schema: doc('An expert publishes a news item (multipart)', {
        body: newsForm,
        multipart: true,
        response: { 201: dataSchema(articleSchema, true) },
      }),
    },
    async (request, reply) => {
      const article = await withMultipartForm(request, { picture: news.savePicture }, ({ fields, files }) =>
        news.publish(request.user!.id, fields, files.picture),
      );
      return reply.code(201).send({ data: article, message: 'News published successfully' });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/news/delete/:id',
    {
      preHandler: guard,
      schema: doc('An expert deletes one of their news items', { params: idParams, response: { 200: messageSchema } }),
    },
    async (request) => {
      await news.remove(request.user!.id, request.params.id);
      return { message: 'News deleted' };
    },
  );
}
