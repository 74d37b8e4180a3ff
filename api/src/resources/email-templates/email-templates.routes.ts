import type { FastifyInstance } from 'fastify';
import { emailTemplateSchema } from 'mf-shared/validation';
import { ROLE } from 'mf-shared/roles';
import { LIMITS } from 'mf-shared/limits';
import { requireActive } from '../../lib/access';
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
import { validateBody } from '../../lib/validation';
import { emailTemplatesService, TEMPLATE_MESSAGES, type TemplateInput } from './email-templates.service';

type IdParams = { Params: { id: number } };

export const emailTemplateItemSchema = {
  type: 'object',
  required: ['id', 'title', 'content', 'default', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    content: {
      type: 'string',
      description: 'HTML; placeholders {guest_name}, {guest_title}, {journalist_name}, {topic}, {date}',
    },
    default: { type: 'boolean', description: 'The journalist’s one default template' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;

const templateQuery = listQuerySchema({
  search: { type: 'string', maxLength: LIMITS.STRING_MAX, description: 'Part of the title, any case' },
  sort: { type: 'string', enum: ['title', 'updated_at', 'created_at'] },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
});

const doc = routeDocs({ tags: ['Email templates'], secured: true, errors: errorsOf(401, 403, 404, 422) });
const one = dataSchema(emailTemplateItemSchema);
const oneWithMessage = dataSchema(emailTemplateItemSchema, true);

/** A journalist's own email templates, used for interview invitations (spec section 7). */
export default async function emailTemplateRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const templates = emailTemplatesService(app.db);
  const guard = [app.authenticate, requireActive(ROLE.JOURNALIST, 'Only journalists have email templates')];
  const validTemplate = validateBody(emailTemplateSchema);

  app.get(
    '/email-templates',
    {
      preHandler: guard,
      schema: doc('The journalist’s templates: default first, then the newest change, unless sorted', {
        querystring: templateQuery,
        response: { 200: listSchema(emailTemplateItemSchema) },
      }),
    },
    async (request) => templates.list(request.user!.id, { ...request.query, search: request.query.search?.trim() }),
  );

  app.post<{ Body: TemplateInput }>(
    '/email-templates',
    {
      preHandler: [...guard, validTemplate],
      schema: doc('Save a new template (the first one becomes the default)', {
        body: emailTemplateSchema,
        response: { 201: oneWithMessage },
      }),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await templates.create(request.user!.id, request.body), message: TEMPLATE_MESSAGES.SAVED }),
  );

  app.get(
    '/email-templates/:id',
    { preHandler: guard, schema: doc('One template', { params: idParams, response: { 200: one } }) },
    async (request) => ({ data: await templates.get(request.user!.id, request.params.id) }),
  );

  app.patch<IdParams & { Body: TemplateInput }>(
    '/email-templates/:id',
    {
      preHandler: [...guard, validTemplate],
      schema: doc('Change a template', {
        params: idParams,
        body: emailTemplateSchema,
        response: { 200: oneWithMessage },
      }),
    },
    async (request) => ({
      data: await templates.update(request.user!.id, request.params.id, request.body),
      message: TEMPLATE_MESSAGES.UPDATED,
    }),
  );

  app.post(
    '/email-templates/:id/default',
    {
      preHandler: guard,
      schema: doc('Make it the journalist’s only default template', {
        params: idParams,
        body: 'none',
        response: { 200: oneWithMessage },
      }),
    },
    async (request) => ({
      data: await templates.makeDefault(request.user!.id, request.params.id),
      message: TEMPLATE_MESSAGES.DEFAULT_SET,
    }),
  );

  app.delete(
    '/email-templates/:id',
    {
      preHandler: guard,
      schema: doc('Delete a template (a deleted default passes to the most recently changed one)', {
        params: idParams,
        response: { 200: messageSchema },
      }),
    },
    async (request) => {
      await templates.remove(request.user!.id, request.params.id);
      return { message: TEMPLATE_MESSAGES.DELETED };
    },
  );
}
