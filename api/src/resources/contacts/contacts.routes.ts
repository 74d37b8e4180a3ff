import type { FastifyInstance } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import { requireActive } from '../../lib/access';
import {
  dataSchema,
  errorsOf,
  idParams,
  integer,
  listSchema,
  messageError,
  messageSchema,
  namedListSchema,
  nullableTextSchema,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { contactSaveSchema, guestSchema, type GuestInput } from 'mf-shared/validation';
import { multipartFieldsAsBody } from '../../lib/multipart';
import { uploadStore } from '../../lib/uploads';
import { validateBody } from '../../lib/validation';
import { CONTACT_SORTS, type ContactListQuery } from './contacts.repository';
import {
  draftSchema,
  guestItemSchema,
  guestRecordRoutes,
  mediaSchema,
  recordListQuery,
} from '../guests/guest-record.routes';
import { CONTACT_MESSAGES, contactsService } from './contacts.service';

export const ONLY_JOURNALISTS_CONTACTS = 'Only journalists keep contacts';

export const contactItemSchema = guestItemSchema(nullableTextSchema, {
  required: ['company_name', 'expertise', 'is_private', 'is_draft', 'saved_at', 'unavailable'],
  properties: {
    company_name: nullableTextSchema,
    expertise: namedListSchema,
    unavailable: {
      type: 'boolean',
      description: 'Hidden or removed by its expert, or its account inactive: no details, shown as no longer available',
    },
    is_private: { type: 'boolean', description: 'A contact the journalist made, seen by nobody else' },
    is_draft: { type: 'boolean', description: 'A private contact whose second step (media) is not done' },
    saved_at: text,
  },
});

const mediaParams = (child: string) => ({
  type: 'object',
  required: ['id', child],
  properties: { id: idParams.properties.id, [child]: idParams.properties.id },
});

const savedSchema = {
  type: 'object',
  required: ['guest_id', 'saved_at'],
  properties: { guest_id: integer, saved_at: text },
} as const;

const doc = routeDocs({ tags: ['Contacts'], secured: true, errors: errorsOf(401, 403, 404, 422) });

/**
 * A journalist's contacts: guests saved from the directory, private contacts they make in two
 * steps (general information, then image and video), and private contacts imported from CSV.
 */
export default async function journalistContactRoutes(
  instance: FastifyInstance,
  { dataDir, publicUrl, maxPrivateContacts }: { dataDir: string; publicUrl: string; maxPrivateContacts?: number },
) {
  const app = typedRoutes(instance);
  const contacts = contactsService(app.db, { uploads: uploadStore(dataDir, publicUrl), maxPrivateContacts });
  const guard = [app.authenticate, requireActive(ROLE.JOURNALIST, ONLY_JOURNALISTS_CONTACTS)];

  app.get<{ Querystring: ContactListQuery }>(
    '/contacts',
    {
      preHandler: guard,
      schema: doc('The journalist’s contacts, the most recently saved first unless sorted', {
        querystring: recordListQuery('Part of the name, title or company', CONTACT_SORTS),
        response: { 200: listSchema(contactItemSchema) },
      }),
    },
    async (request) => contacts.list(request.user!.id, { ...request.query, search: request.query.search?.trim() }),
  );

  app.get(
    '/contacts/saved',
    {
      preHandler: guard,
      schema: doc('Which of these guests the journalist has saved (for the directory’s cards)', {
        querystring: {
          type: 'object',
          properties: {
            guest_id: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          },
        },
        response: { 200: dataSchema({ type: 'array', items: integer }) },
      }),
    },
    async (request) => ({ data: await contacts.savedAmong(request.user!.id, request.query.guest_id ?? []) }),
  );

  app.post<{ Body: { guest_id: number } }>(
    '/contacts',
    {
      preHandler: [...guard, validateBody(contactSaveSchema)],
      schema: doc('Save a directory guest to the journalist’s contacts (saving twice changes nothing)', {
        body: contactSaveSchema,
        response: { 201: dataSchema(savedSchema, true) },
      }),
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await contacts.save(request.user!.id, request.body.guest_id),
        message: CONTACT_MESSAGES.SAVED,
      }),
  );

  app.delete(
    '/contacts/:id',
    {
      preHandler: guard,
      schema: doc('Remove a contact by its guest id (a private contact is deleted with it)', {
        params: idParams,
        response: { 200: messageSchema },
      }),
    },
    async (request) => {
      await contacts.remove(request.user!.id, request.params.id);
      return { message: CONTACT_MESSAGES.REMOVED };
    },
  );

  type Id = { Params: { id: number } };
  const me = (request: { user?: { id: number } | null }) => request.user!.id;
  const validGuest = validateBody(guestSchema);

  app.post<{ Body: GuestInput }>(
    '/contacts/private',
    {
      preValidation: multipartFieldsAsBody,
      preHandler: [...guard, validGuest],
      schema: doc('Step 1 of a private contact: the guest form; answers the draft (lists may come as name[])', {
        body: guestSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: dataSchema(draftSchema, true), 409: messageError },
      }),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await contacts.createPrivate(me(request), request.body), message: CONTACT_MESSAGES.CREATED }),
  );

  app.post<Id & { Body: GuestInput }>(
    '/contacts/private/:id/update',
    {
      preValidation: multipartFieldsAsBody,
      preHandler: [...guard, validGuest],
      schema: doc('Change step 1 of the journalist’s own private contact', {
        params: idParams,
        body: guestSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: dataSchema(draftSchema, true) },
      }),
    },
    async (request) => ({
      data: await contacts.updatePrivate(me(request), request.params.id, request.body),
      message: CONTACT_MESSAGES.UPDATED,
    }),
  );

  app.delete<{ Params: { id: number; imageId: number } }>(
    '/contacts/private/:id/images/:imageId',
    {
      preHandler: guard,
      schema: doc('Remove an image from a private contact’s gallery', {
        params: mediaParams('imageId'),
        response: { 200: dataSchema(mediaSchema) },
      }),
    },
    async (request) => ({
      data: await contacts.removeImage(me(request), request.params.id, request.params.imageId),
    }),
  );

  app.delete<{ Params: { id: number; videoId: number } }>(
    '/contacts/private/:id/videos/:videoId',
    {
      preHandler: guard,
      schema: doc('Remove a video link from a private contact', {
        params: mediaParams('videoId'),
        response: { 200: dataSchema(mediaSchema) },
      }),
    },
    async (request) => ({
      data: await contacts.removeVideo(me(request), request.params.id, request.params.videoId),
    }),
  );

  guestRecordRoutes(app, {
    guard,
    doc,
    owner: me,
    service: contacts,
    media: { url: '/contacts/private/:id/media', summary: 'A private contact’s avatar, images and videos' },
    avatar: {
      url: '/contacts/private/:id/avatar',
      summary: 'Set a private contact’s avatar (jpeg, png or gif, up to 20MB; type read from the content)',
    },
    image: { url: '/contacts/private/:id/images', summary: 'Add an image to a private contact’s gallery' },
    video: { url: '/contacts/private/:id/videos', summary: 'Add a YouTube or Vimeo link to a private contact' },
    done: {
      url: '/contacts/private/:id/finish',
      summary: 'Step 2 done: the draft becomes a finished private contact',
      message: CONTACT_MESSAGES.FINISHED,
    },
    import: {
      url: '/contacts/import',
      summary:
        'Import private contacts: CSV rows as the guest form (lists as ids, JSON), or the CSV file itself (multipart file, lists as names); answers per-row errors',
      message: CONTACT_MESSAGES.IMPORTED,
    },
  });
}
