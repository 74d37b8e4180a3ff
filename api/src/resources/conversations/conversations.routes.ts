import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import {
  askQuestionSchema,
  conversationMessageSchema,
  CONVERSATION_MESSAGES as M,
  type AskQuestion,
  type ConversationMessage,
} from 'mf-shared/validation';
import { activeUser, requireActive } from '../../lib/access';
import { dataSchema, errorsOf, idParams, nullableTextSchema, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { conversationsService } from './conversations.service';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;

/** A thread as the list shows it: the other party, the last sent message, the viewer's unread. */
export const chatItemSchema = {
  type: 'object',
  required: [
    'id',
    'fullname',
    'avatar',
    'last_message_date',
    'message',
    'is_read_last_message',
    'unread_count',
    'guest',
    'journalist',
  ],
  properties: {
    id: integer,
    fullname: {
      ...text,
      description: 'The other party: the guest for a journalist, the journalist for the expert side',
    },
    avatar: nullableTextSchema,
    last_message_date: text,
    message: { ...text, description: 'The last sent message (drafts never show here)' },
    is_read_last_message: {
      type: 'boolean',
      description: 'False while the last message is one the viewer received and has not read',
    },
    unread_count: integer,
    guest: {
      type: 'object',
      required: ['id', 'first_name', 'last_name'],
      properties: { id: integer, first_name: text, last_name: text },
    },
    journalist: { type: 'object', required: ['id', 'name'], properties: { id: integer, name: text } },
  },
} as const;

const messageItemSchema = {
  type: 'object',
  required: ['id', 'type', 'body', 'mine', 'read', 'created_at'],
  properties: {
    id: integer,
    type: { ...integer, description: 'Draft 0 (only in `draft`), Answer 1 (sent)' },
    body: { ...text, description: 'Plain text' },
    mine: { type: 'boolean', description: 'Sent by the viewer’s side' },
    read: { type: 'boolean', description: 'The recipient has opened it' },
    created_at: text,
    hidden: { type: 'boolean', description: 'A moderator hid it: its reader sees a placeholder instead of the text' },
    hidden_reason: { ...nullableTextSchema, description: 'Why, for the side that wrote it' },
  },
} as const;

const threadSchema = {
  type: 'object',
  required: ['chat', 'messages', 'draft', 'total', 'page', 'per_page'],
  properties: {
    chat: {
      type: 'object',
      required: ['id', 'subject', 'fullname', 'guest', 'journalist', 'created_at'],
      properties: {
        id: integer,
        subject: text,
        fullname: text,
        guest: { type: 'object', required: ['id', 'name'], properties: { id: integer, name: text } },
        journalist: { type: 'object', required: ['id', 'name'], properties: { id: integer, name: text } },
        created_at: text,
      },
    },
    messages: { type: 'array', items: messageItemSchema, description: 'Oldest first; page 1 holds the latest' },
    draft: {
      type: ['object', 'null'],
      required: ['id', 'body'],
      properties: { id: integer, body: text },
      description: 'The viewer’s own kept draft',
    },
    total: integer,
    page: integer,
    per_page: integer,
  },
} as const;

const countSchema = {
  type: 'object',
  required: ['count_unread'],
  properties: { count_unread: integer },
} as const;

const doc = routeDocs({ tags: ['Conversations'], secured: true, errors: errorsOf(401, 403, 404, 422) });

/** Either side of a thread, with an approved, paid-up account (spec section 4's messages otherwise). */
async function activeParty(request: FastifyRequest) {
  const me = request.user!;
  if (me.role !== ROLE.JOURNALIST && me.role !== ROLE.EXPERT) throw new HttpError(403, 'Forbidden');
  await activeUser(request);
}

const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
  },
} as const;

export default async function conversationRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const conversations = conversationsService(app.db, { realtime: app.realtime });
  const party = { preHandler: [app.authenticate, activeParty] };

  app.get(
    '/conversation',
    {
      ...party,
      schema: doc('The viewer’s question threads, latest first', {
        response: {
          200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: chatItemSchema } } },
        },
      }),
    },
    async (request) => ({ data: await conversations.list(request.user!) }),
  );

  app.post<{ Body: AskQuestion }>(
    '/conversation',
    {
      config: { writeLimit: 'questionThread' },
      preHandler: [
        app.authenticate,
        requireActive(ROLE.JOURNALIST, M.ONLY_JOURNALISTS_ASK),
        validateBody(askQuestionSchema),
      ],
      schema: doc('A journalist asks a guest a question (their thread with that guest is reused)', {
        description:
          'The guest must be shown in the directory. The guest’s expert account (and its team) is told live and by a Question notification when the thread is new.',
        body: askQuestionSchema,
        response: { 201: dataSchema({ type: 'object', required: ['id'], properties: { id: integer } }, true) },
      }),
    },
    async (request, reply) => {
      const { id } = await conversations.ask(request.user!, request.body.guest_id, request.body.message);
      return reply.code(201).send({ data: { id }, message: M.SENT });
    },
  );

  app.get(
    '/conversation/count-unread',
    {
      preHandler: [app.authenticate, activeUser],
      schema: doc('Unread messages, read at data.data.count_unread', { response: { 200: dataSchema(countSchema) } }),
    },
    async (request) => ({ data: { count_unread: await conversations.unreadCount(request.user!) } }),
  );

  app.get(
    '/conversation/:id',
    {
      ...party,
      schema: doc('One thread: a page of its sent messages (page 1 the latest, oldest first) and the viewer’s draft', {
        params: idParams,
        querystring: pageQuery,
        response: { 200: dataSchema(threadSchema) },
      }),
    },
    async (request) => ({
      data: await conversations.show(request.user!, request.params.id, request.query.page, request.query.per_page),
    }),
  );

  app.post<{ Params: { id: number }; Body: ConversationMessage }>(
    '/conversation/:id/message',
    {
      // Drafts count too: each is a write, and a click of Save draft.
      config: { writeLimit: 'message' },
      preHandler: [app.authenticate, activeParty, validateBody(conversationMessageSchema)],
      schema: doc('Keep a draft (type 0, replaces the writer’s previous one) or send a message (type 1)', {
        params: idParams,
        body: conversationMessageSchema,
        response: { 200: dataSchema(messageItemSchema, true) },
      }),
    },
    async (request) => {
      const { type, message } = request.body;
      const data = await conversations.send(request.user!, request.params.id, type, message);
      return { data, message: type === 0 ? M.DRAFT_SAVED : M.SENT };
    },
  );

  app.post(
    '/conversation/:id/read',
    {
      ...party,
      schema: doc('Mark what the viewer received in a thread read; answers the new unread count', {
        params: idParams,
        body: 'none',
        response: { 200: dataSchema(countSchema) },
      }),
    },
    async (request) => ({ data: await conversations.read(request.user!, request.params.id) }),
  );
}
