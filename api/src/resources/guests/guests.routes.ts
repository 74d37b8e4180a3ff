import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import { guestSchema } from 'mf-shared/validation';
import { object, boolean } from 'yup';
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
  nullableText,
  routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { LIST_FORM_LIMITS, withMultipartForm, type FileReceiver } from '../../lib/multipart';
import { uploadStore } from '../../lib/uploads';
import { validateBody } from '../../lib/validation';
import { notificationsService } from '../notifications/notifications.service';
import { draftSchema, guestItemSchema, guestRecordRoutes, mediaSchema, recordListQuery } from './guest-record.routes';
import { ACCOUNT_GUEST_SORTS, type AccountGuestQuery } from './guests.repository';
import {
  GUEST_MESSAGES,
  guestsService,
  IMPORT_SWEEP_JOB,
  settleImports,
  type GuestFormBody,
  type GuestFormFile,
  type GuestFormFiles,
  type GuestsService,
} from './guests.service';

/** Set while a moderator hides the guest (issue 26): out of the directory; only its account sees it, and why. */
const moderatedProperties = {
  hidden_at: { ...nullableText, description: 'When a moderator hid the guest (seen by its account only)' },
  hidden_reason: { ...nullableText, description: 'The moderator’s reason' },
} as const;

/** A guest’s full profile (spec section 3) as GET /guests/{id} answers it: every property, always. */
export const guestDetailSchema = {
  type: 'object',
  required: [
    'id',
    'guest_id',
    'first_name',
    'last_name',
    'gender',
    'title',
    'company_name',
    'linkedin',
    'description',
    'rating',
    'avatar',
    'last_date_trained',
    'is_company_logo_visible',
    'guest_company_logo',
    'is_company_description_visible',
    'guest_company_description',
    'manager_company_description',
    'manager_company_logo',
    'is_draft',
    'is_hidden',
    'last_confirmed_at',
    'is_private',
    'headline',
    'expert',
    'country',
    'expertise',
    'available',
    'languages',
    'images',
    'videos',
    'video',
  ],
  properties: {
    id: { type: 'integer' },
    guest_id: { type: 'integer' },
    first_name: text,
    last_name: text,
    gender: text,
    title: text,
    company_name: text,
    linkedin: text,
    description: text,
    rating: { type: 'number', description: '0.5 to 5 in half steps' },
    avatar: nullableText,
    last_date_trained: nullableText,
    is_company_logo_visible: { type: 'boolean' },
    guest_company_logo: { ...nullableText, description: 'Only when the expert shows it' },
    is_company_description_visible: { type: 'boolean' },
    guest_company_description: { ...nullableText, description: 'Only when the expert shows it' },
    manager_company_description: nullableText,
    manager_company_logo: nullableText,
    is_draft: { type: 'boolean' },
    is_hidden: { type: 'boolean', description: 'Kept out of the directory by its account (seen by the account only)' },
    ...moderatedProperties,
    last_confirmed_at: { ...nullableText, description: 'When the account last confirmed the guest is available' },
    is_private: { type: 'boolean', description: 'A journalist’s private contact, seen by its journalist only' },
    headline: nullableText,
    expert: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: text } },
    country: namedListSchema,
    expertise: namedListSchema,
    available: namedListSchema,
    languages: namedListSchema,
    images: {
      type: 'array',
      items: { type: 'object', required: ['id', 'image'], properties: { id: { type: 'integer' }, image: text } },
    },
    videos: {
      type: 'array',
      items: { type: 'object', required: ['id', 'url'], properties: { id: { type: 'integer' }, url: text } },
    },
    video: { ...nullableText, description: 'The first video’s URL' },
  },
} as const;

const doc = routeDocs({ tags: ['Guests'], secured: true, errors: errorsOf(401, 404) });

const expertDoc = routeDocs({ tags: ['Guests'], secured: true, errors: errorsOf(401, 403, 404, 422) });

export const expertGuestItemSchema = guestItemSchema(text, {
  required: ['headline', 'expertise', 'is_draft', 'is_hidden', 'last_confirmed_at', 'completeness', 'updated_at'],
  properties: {
    headline: nullableText,
    expertise: namedListSchema,
    is_draft: { type: 'boolean', description: 'Step 2 (media) not done: not in the directory' },
    is_hidden: { type: 'boolean', description: 'Kept out of the directory by the account' },
    ...moderatedProperties,
    last_confirmed_at: nullableText,
    completeness: {
      type: 'object',
      required: ['percent', 'missing'],
      properties: {
        percent: { ...integer, description: '0 to 100: nine checks of equal weight' },
        missing: {
          type: 'array',
          items: text,
          description:
            'What the profile lacks: Photo, Headline, Description, Expertise, Countries, Regions, Languages, Image or video, LinkedIn',
        },
      },
    },
    updated_at: text,
  },
});

export const visibilitySchema = object({
  is_hidden: boolean().typeError('Must be true or false').required('This field is required'),
});

/** The guest form's files on create and update: two logos (the app's default allows one file). */
const FORM_LIMITS = { ...LIST_FORM_LIMITS, files: 2 };

/**
 * Reads the guest form, multipart (lists as `name[]`, optional logo files) or JSON (no files), and
 * runs `handle` with it; files received stay temporary until `handle` has succeeded.
 */
export function withGuestForm<T>(
  request: FastifyRequest,
  receivers: Partial<Record<GuestFormFile, FileReceiver>>,
  handle: (body: GuestFormBody, files: GuestFormFiles) => Promise<T>,
  limits = FORM_LIMITS,
): Promise<T> {
  if (!request.isMultipart()) return handle((request.body ?? {}) as GuestFormBody, {});
  return withMultipartForm(
    request,
    receivers as Record<GuestFormFile, FileReceiver>,
    ({ fields, lists, files }) => handle({ ...fields, ...lists }, files),
    limits,
  );
}

/**
 * Guests. GET /guests/{id}: the detailed profile, for signed-in users only (spec section 6:
 * "Detailed guest info opens for signed-in users, otherwise a sign-in prompt"). The rest is the
 * expert's guest management (issue 14): an expert account, or a member of its team, lists, creates
 * in two steps, edits, confirms, hides, removes, imports and downloads its guests; another
 * account's guest answers 404, a journalist 403.
 */
export default async function guestRoutes(
  instance: FastifyInstance,
  {
    dataDir,
    publicUrl,
    shellUrl,
    maxGuests,
  }: { dataDir: string; publicUrl: string; shellUrl: string; maxGuests?: number },
) {
  const app = typedRoutes(instance);
  const guests: GuestsService = guestsService(app.db, {
    uploads: uploadStore(dataDir, publicUrl),
    maxGuests,
    notifications: notificationsService(app.db, { realtime: app.realtime }),
    sendMail: (mail) => app.outbox.mail(mail),
    shellUrl,
  });
  // Once a day; each account hears at most once per 30 days (see runReminders).
  app.jobs.add({ name: 'guest-confirmation-reminder', everyMs: 24 * 3_600_000, run: () => guests.runReminders() });
  // Imports of guests and private contacts alike: a committed one a crash left is finished at the
  // next turn, one never committed deleted an hour after it started.
  app.jobs.add({ name: IMPORT_SWEEP_JOB, everyMs: 60_000, run: () => settleImports(app.db) });

  const guard = [app.authenticate, requireActive(ROLE.EXPERT, GUEST_MESSAGES.ONLY_EXPERTS)];
  const account = (request: FastifyRequest) => guests.account(request.user!);
  type Id = { Params: { id: number } };
  const formBody = { body: guestSchema, consumes: ['multipart/form-data', 'application/json'] };

  app.get<{ Querystring: AccountGuestQuery }>(
    '/guests',
    {
      preHandler: guard,
      schema: expertDoc('The account’s own guests (drafts and hidden ones too), newest first unless sorted', {
        querystring: recordListQuery('Part of the name, title, headline or company', ACCOUNT_GUEST_SORTS),
        response: { 200: listSchema(expertGuestItemSchema) },
      }),
    },
    async (request) =>
      guests.list(await account(request), { ...request.query, search: request.query.search?.trim() || undefined }),
  );

  app.get(
    '/guests/export.csv',
    {
      preHandler: guard,
      schema: expertDoc('The account’s guests as CSV (the import’s columns first; formulas neutralised)', {
        response: { 200: { type: 'string', description: 'text/csv' } },
      }),
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="guests.csv"')
        .header('Cache-Control', 'no-store')
        .send(await guests.exportCsv(await account(request))),
  );

  app.get(
    '/guests/:id',
    {
      preHandler: app.authenticate,
      schema: doc('A guest’s detailed profile', { params: idParams, response: { 200: dataSchema(guestDetailSchema) } }),
    },
    async (request) => ({ data: await guests.detail(request.params.id, request.user!) }),
  );

  app.post(
    '/guests/create',
    {
      preHandler: guard,
      schema: expertDoc(
        'Step 1: the guest form (lists as name[]; optional files guest_company_logo and manager_company_logo); answers the draft',
        { ...formBody, response: { 201: dataSchema(draftSchema, true), 409: messageError } },
      ),
    },
    async (request, reply) => {
      const accountId = await account(request);
      const data = await withGuestForm(
        request,
        { guest_company_logo: guests.receiveFormImage, manager_company_logo: guests.receiveFormImage },
        (body, files) => guests.create(accountId, body, files),
      );
      return reply.code(201).send({ data, message: GUEST_MESSAGES.CREATED });
    },
  );

  app.post(
    '/guests/:id/update',
    {
      preHandler: guard,
      schema: expertDoc('Change the guest form (a logo not sent is kept)', {
        params: idParams,
        ...formBody,
        response: { 200: dataSchema(draftSchema, true) },
      }),
    },
    async (request) => {
      const accountId = await account(request);
      const id = request.params.id;
      await guests.own(accountId, id);
      const receive = (file: MultipartFile) => guests.receiveImage(accountId, id, file);
      const data = await withGuestForm(
        request,
        { guest_company_logo: receive, manager_company_logo: receive },
        (body, files) => guests.update(accountId, id, body, files),
      );
      return { data, message: GUEST_MESSAGES.UPDATED };
    },
  );

  app.get(
    '/guests/:id/destroy-avatar',
    {
      preHandler: guard,
      schema: expertDoc('Remove a guest’s avatar', { params: idParams, response: { 200: dataSchema(mediaSchema) } }),
    },
    async (request) => ({ data: await guests.removeAvatar(await account(request), request.params.id) }),
  );

  app.delete(
    '/guests/image/:id/destroy',
    {
      preHandler: guard,
      schema: expertDoc('Remove an image from a guest’s gallery (id is the image’s)', {
        params: idParams,
        response: { 200: dataSchema(mediaSchema) },
      }),
    },
    async (request) => ({ data: await guests.removeImage(await account(request), request.params.id) }),
  );

  app.delete(
    '/guests/video/:id/destroy',
    {
      preHandler: guard,
      schema: expertDoc('Remove a video link from a guest (id is the video’s)', {
        params: idParams,
        response: { 200: dataSchema(mediaSchema) },
      }),
    },
    async (request) => ({ data: await guests.removeVideo(await account(request), request.params.id) }),
  );

  app.delete(
    '/guests/:id',
    {
      preHandler: guard,
      schema: expertDoc('Remove a guest: out of the directory and every list; its interviews are kept', {
        params: idParams,
        response: { 200: messageSchema },
      }),
    },
    async (request) => {
      await guests.remove(await account(request), request.params.id);
      return { message: GUEST_MESSAGES.REMOVED };
    },
  );

  app.post(
    '/guests/:id/confirm',
    {
      preHandler: guard,
      schema: expertDoc('Confirm availability: sets the last-confirmed date', {
        params: idParams,
        body: 'none',
        response: {
          200: dataSchema(
            { type: 'object', required: ['last_confirmed_at'], properties: { last_confirmed_at: text } },
            true,
          ),
        },
      }),
    },
    async (request) => ({
      data: await guests.confirm(await account(request), request.params.id),
      message: GUEST_MESSAGES.CONFIRMED,
    }),
  );

  app.post<Id & { Body: { is_hidden: boolean } }>(
    '/guests/:id/visibility',
    {
      preHandler: [...guard, validateBody(visibilitySchema)],
      schema: expertDoc('Hide a guest from the directory, or show it again', {
        params: idParams,
        body: visibilitySchema,
        response: {
          200: dataSchema(
            { type: 'object', required: ['is_hidden'], properties: { is_hidden: { type: 'boolean' } } },
            true,
          ),
        },
      }),
    },
    async (request) => {
      const data = await guests.setVisibility(await account(request), request.params.id, request.body.is_hidden);
      return { data, message: data.is_hidden ? GUEST_MESSAGES.HIDDEN : GUEST_MESSAGES.SHOWN };
    },
  );

  guestRecordRoutes(app, {
    guard,
    doc: expertDoc,
    owner: account,
    service: guests,
    media: { url: '/guests/:id/media', summary: 'A guest’s avatar, images and videos' },
    avatar: {
      url: '/guests/:id/add-avatar',
      summary: 'Set a guest’s avatar (file avatar: jpeg, png or gif, up to 20MB; type read from the content)',
    },
    image: {
      url: '/guests/image/:id/add',
      summary: 'Add an image to a guest’s gallery (file image; id is the guest’s)',
    },
    video: { url: '/guests/video/:id/add', summary: 'Add a YouTube or Vimeo link to a guest (id is the guest’s)' },
    done: {
      url: '/guests/:id/publish',
      summary: 'Step 2 done: the draft is published (in the directory unless hidden)',
      message: GUEST_MESSAGES.SAVED,
    },
    import: {
      url: '/guests/import',
      summary:
        'Import guests: CSV rows as the guest form (lists as ids, JSON), or the CSV file itself (multipart file, lists as names); answers per-row errors',
      message: GUEST_MESSAGES.IMPORTED,
    },
  });
}
