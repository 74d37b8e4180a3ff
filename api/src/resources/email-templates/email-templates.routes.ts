import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emailTemplateSchema } from 'mf-shared/validation';
import { ROLE } from 'mf-shared/roles';
import { emailTemplates } from '../../db/schema';
import { requireActive } from '../../lib/access';
import { wholeListBody } from '../../lib/lists';
import { errorResponses } from '../../lib/schemas';
import { cleanHtml } from '../../lib/html';
import { validateBody } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';

type TemplateBody = { title: string; content: string };
type IdParams = { Params: { id: number } };

const idParam = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
const doc = (summary: string, extra: object = {}) => ({
  tags: ['Email templates'],
  summary,
  security: [{ bearer: [] }],
  response: { 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
  ...extra,
});

const columns = {
  id: emailTemplates.id,
  title: emailTemplates.title,
  content: emailTemplates.content,
  default: emailTemplates.is_default,
  created_at: emailTemplates.created_at,
  updated_at: emailTemplates.updated_at,
};

/** A journalist's own email templates, used for interview invitations (spec section 7). */
export default async function emailTemplateRoutes(app: FastifyInstance) {
  const journalistOnly = requireActive(ROLE.JOURNALIST, 'Only journalists have email templates');
  const guard = [app.authenticate, journalistOnly];
  const mine = (request: FastifyRequest, id: number) =>
    and(eq(emailTemplates.id, id), eq(emailTemplates.user_id, request.user!.id));
  const one = async (request: FastifyRequest, id: number) => {
    const [row] = await app.db.select(columns).from(emailTemplates).where(mine(request, id));
    if (!row) throw new HttpError(404, 'Email template not found');
    return row;
  };

  app.get(
    '/email-templates',
    { preHandler: guard, schema: doc('The journalist’s templates, default first') },
    async (request) =>
      wholeListBody(
        await app.db
          .select(columns)
          .from(emailTemplates)
          .where(eq(emailTemplates.user_id, request.user!.id))
          .orderBy(desc(emailTemplates.is_default), desc(emailTemplates.updated_at), desc(emailTemplates.id)),
      ),
  );

  app.post<{ Body: TemplateBody }>(
    '/email-templates',
    { preHandler: [...guard, validateBody(emailTemplateSchema)], schema: doc('Save a new template') },
    async (request, reply) => {
      const [row] = await app.db
        .insert(emailTemplates)
        .values({ user_id: request.user!.id, title: request.body.title, content: cleanHtml(request.body.content) })
        .returning({ id: emailTemplates.id });
      return reply.code(201).send({ data: await one(request, row.id), message: 'Template saved' });
    },
  );

  app.get<IdParams>(
    '/email-templates/:id',
    { preHandler: guard, schema: doc('One template', { params: idParam }) },
    async (request) => ({
      data: await one(request, request.params.id),
    }),
  );

  app.patch<IdParams & { Body: TemplateBody }>(
    '/email-templates/:id',
    {
      preHandler: [...guard, validateBody(emailTemplateSchema)],
      schema: doc('Change a template', { params: idParam }),
    },
    async (request) => {
      await one(request, request.params.id);
      await app.db
        .update(emailTemplates)
        .set({
          title: request.body.title,
          content: cleanHtml(request.body.content),
          updated_at: new Date().toISOString(),
        })
        .where(mine(request, request.params.id));
      return { data: await one(request, request.params.id), message: 'Template updated' };
    },
  );

  app.delete<IdParams>(
    '/email-templates/:id',
    { preHandler: guard, schema: doc('Delete a template', { params: idParam }) },
    async (request) => {
      await one(request, request.params.id);
      await app.db.delete(emailTemplates).where(mine(request, request.params.id));
      return { message: 'Template deleted' };
    },
  );
}
