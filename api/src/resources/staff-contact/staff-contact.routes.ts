import type { FastifyInstance } from 'fastify';
import { contactAssignSchema, contactReplySchema } from 'mf-shared/validation';
import {
  dataSchema,
  errorsOf,
  idParams,
  listQuerySchema,
  listSchema,
  routeDocs,
  typedRoutes,
} from '../../lib/routeDoc';
import { nullableTextSchema } from '../../lib/schemas';
import { validateBody } from '../../lib/validation';
import { STAFF_AREAS } from '../staff/staff.permissions';
import { staffContactService } from './staff-contact.service';

const doc = routeDocs({ tags: ['Staff: contact inbox'], secured: true, errors: errorsOf(401, 403, 404, 409, 422) });

const staffRefSchema = {
  type: 'object',
  required: ['id', 'email'],
  properties: { id: { type: 'integer' }, email: { type: 'string' } },
} as const;

const messageProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  email: { type: 'string' },
  question: { type: 'string' },
  status: { type: 'string', enum: ['new', 'handled'] },
  created_at: { type: 'string' },
  handled_at: nullableTextSchema,
  assigned_staff: { ...staffRefSchema, type: ['object', 'null'], description: 'Who answers it; null: nobody' },
  replies_count: { type: 'integer' },
} as const;

const messageSchema = {
  type: 'object',
  required: Object.keys(messageProperties) as (keyof typeof messageProperties)[],
  properties: messageProperties,
} as const;

const replySchema = {
  type: 'object',
  required: ['id', 'body', 'sent_at', 'staff'],
  properties: {
    id: { type: 'integer' },
    body: { type: 'string', description: 'As mailed: plain text' },
    sent_at: { type: 'string' },
    staff: staffRefSchema,
  },
} as const;

const messageDetailSchema = {
  type: 'object',
  required: [...messageSchema.required, 'replies'],
  properties: { ...messageProperties, replies: { type: 'array', items: replySchema } },
} as const;

/** The contact inbox in the console (support, owners): the contact form's messages and the answers to them. */
export default async function staffContactRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const inbox = staffContactService(app.db);
  const guard = app.staffOnly(STAFF_AREAS.contact);

  app.get(
    '/staff/contact',
    {
      preHandler: guard,
      schema: doc('Contact form messages, newest first', {
        querystring: listQuerySchema({
          status: { type: 'string', enum: ['new', 'handled', 'all'], default: 'new' },
          q: { type: 'string', maxLength: 255, description: 'In the name, email or question' },
        }),
        response: { 200: listSchema(messageSchema) },
      }),
    },
    async (request) => {
      const { status, q, ...paging } = request.query;
      return inbox.list(status, q, paging);
    },
  );

  app.get(
    '/staff/contact/:id',
    {
      preHandler: guard,
      schema: doc('One contact message with the replies mailed to its sender', {
        params: idParams,
        response: { 200: dataSchema(messageDetailSchema) },
      }),
    },
    async (request) => ({ data: await inbox.detail(request.params.id) }),
  );

  app.post<{ Params: { id: number }; Body: { staff_id: number | null } }>(
    '/staff/contact/:id/assign',
    {
      preHandler: [guard, validateBody(contactAssignSchema)],
      schema: doc('Assign a message to oneself or to nobody (an owner: to any staff member of the inbox)', {
        params: idParams,
        body: contactAssignSchema,
        response: { 200: dataSchema(messageDetailSchema, true) },
      }),
    },
    async (request) => inbox.assign(request.staff!, request.params.id, request.body.staff_id),
  );

  app.post<{ Params: { id: number }; Body: { body: string } }>(
    '/staff/contact/:id/reply',
    {
      preHandler: [guard, validateBody(contactReplySchema)],
      schema: doc('Mail a reply (plain text) to the message’s sender, and keep it with the message', {
        params: idParams,
        body: contactReplySchema,
        response: { 200: dataSchema(messageDetailSchema, true) },
      }),
    },
    async (request) => inbox.reply(request.staff!, request.params.id, request.body.body),
  );

  app.post(
    '/staff/contact/:id/handled',
    {
      preHandler: guard,
      schema: doc('Mark a message handled', {
        params: idParams,
        body: 'none',
        response: { 200: dataSchema(messageDetailSchema, true) },
      }),
    },
    async (request) => inbox.handled(request.staff!, request.params.id),
  );

  app.post(
    '/staff/contact/:id/reopen',
    {
      preHandler: guard,
      schema: doc('Open a handled message again', {
        params: idParams,
        body: 'none',
        response: { 200: dataSchema(messageDetailSchema, true) },
      }),
    },
    async (request) => inbox.reopen(request.staff!, request.params.id),
  );
}
