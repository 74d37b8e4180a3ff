import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from 'mf-shared/limits';
import { IMPORT_LIMITS, V, guestVideoSchema, importRowsSchema } from 'mf-shared/validation';
import {
  dataSchema,
  idParams,
  integer,
  listQuerySchema,
  messageError,
  nullableText,
  type routeDocs,
  text,
  typedRoutes,
} from '../../lib/routeDoc';
import { withMultipartForm, type FileReceiver } from '../../lib/multipart';
import { fieldError, validateBody } from '../../lib/validation';
import type { guestMediaService, guestRecordImport } from './guest-record.service';
import { CSV_FILE_FIELD } from './guests.csv';

// One guest record, two owners (an expert account's guests, a journalist's private contacts): the
// answers both give, their list query, and the routes of the record's second step and import,
// registered once for each resource with what differs (URLs, words, guard, owner).

/**
 * A guest list item, in the directory, an expert's guests and a journalist's contacts: who the
 * guest is first (id, names, avatar, title), then the list's own `required` and `properties`.
 * `name` is the type of the names and title (a contact no longer available has none: nullable).
 */
export const guestItemSchema = <
  const Name extends object,
  const Required extends readonly string[],
  const Properties extends object,
>(
  name: Name,
  { required, properties }: { required: Required; properties: Properties },
) =>
  ({
    type: 'object',
    required: ['id', 'guest_id', 'first_name', 'last_name', 'avatar', 'title', ...required],
    properties: {
      id: integer,
      guest_id: { ...integer, description: 'Same as id' },
      first_name: name,
      last_name: name,
      avatar: nullableText,
      title: name,
      ...properties,
    },
  }) as const;

/** A record's draft state, as step 1, an update and step 2 answer it. */
export const draftSchema = {
  type: 'object',
  required: ['id', 'is_draft'],
  properties: { id: integer, is_draft: { type: 'boolean' } },
} as const;

/** A record's avatar, gallery and video links. */
export const mediaSchema = {
  type: 'object',
  required: ['id', 'avatar', 'images', 'videos'],
  properties: {
    id: integer,
    avatar: nullableText,
    images: {
      type: 'array',
      items: { type: 'object', required: ['id', 'image'], properties: { id: integer, image: text } },
    },
    videos: {
      type: 'array',
      items: { type: 'object', required: ['id', 'url'], properties: { id: integer, url: text } },
    },
  },
} as const;

/** What an import answers: the new ids in row order, and each refused row's errors. */
export const importResultSchema = {
  type: 'object',
  required: ['imported', 'ids', 'errors'],
  properties: {
    imported: integer,
    ids: { type: 'array', items: integer },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['row', 'field', 'message'],
        properties: { row: integer, field: text, message: text },
      },
    },
  },
} as const;

/** A list of records: a search (what it looks in), the resource's sorts, 10 a page. */
export const recordListQuery = (searchIn: string, sorts: readonly string[]) =>
  listQuerySchema(
    {
      search: { type: 'string', maxLength: LIMITS.STRING_MAX, description: searchIn },
      sort: { type: 'string', enum: [...sorts] },
      direction: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    },
    10,
  );

type Route = { url: string; summary: string };
type RecordService = ReturnType<typeof guestMediaService> & ReturnType<typeof guestRecordImport>;

export interface GuestRecordRoutes {
  /** Who may call: authenticated, with the resource's role and status. */
  guard: ((request: FastifyRequest) => Promise<void>)[];
  doc: ReturnType<typeof routeDocs>;
  /** The owner the caller acts for (an expert account, a journalist). */
  owner: (request: FastifyRequest) => number | Promise<number>;
  service: RecordService;
  media: Route;
  avatar: Route;
  image: Route;
  video: Route;
  /** Step 2 done: the draft made final, with the resource's word. */
  done: Route & { message: string };
  import: Route & { message: (imported: number) => string };
}

/**
 * The CSV file of a multipart import (field `file`), read whole within the JSON import's byte
 * limit (IMPORT_LIMITS.BODY_BYTES_MAX); other parts are drained. 422 on `file` when it is too big
 * or missing.
 */
async function receiveCsvFile(request: FastifyRequest): Promise<Buffer> {
  let file: Buffer | null = null;
  // A file past the limit is cut and marked truncated (refused below, before the parser's 413).
  for await (const part of request.parts({
    limits: { fileSize: IMPORT_LIMITS.BODY_BYTES_MAX, files: 1, fields: 20 },
  })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== CSV_FILE_FIELD) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw fieldError(CSV_FILE_FIELD, CSV_TOO_LARGE);
    file = Buffer.concat(chunks);
  }
  if (!file) throw fieldError(CSV_FILE_FIELD, V.REQUIRED);
  return file;
}

/** A file past the import's byte limit (the JSON import's body limit, in the kit's words). */
export const CSV_TOO_LARGE = `The file must be at most ${IMPORT_LIMITS.BODY_BYTES_MAX / (1024 * 1024)}MB`;

/**
 * The routes a guest record has for either owner: its media (read, avatar, gallery image, video
 * link), step 2 done, and the import (JSON rows as the browser sends them, or the CSV file).
 * Ownership, words and caps are the resource's `service` and route settings.
 */
export function guestRecordRoutes(instance: FastifyInstance, r: GuestRecordRoutes) {
  const app = typedRoutes(instance);
  const { guard, doc, owner, service } = r;
  type Id = { Params: { id: number } };

  app.get(
    r.media.url,
    {
      preHandler: guard,
      schema: doc(r.media.summary, { params: idParams, response: { 200: dataSchema(mediaSchema) } }),
    },
    async (request) => ({ data: await service.media(await owner(request), request.params.id) }),
  );

  for (const field of ['avatar', 'image'] as const) {
    const route = r[field];
    app.post(
      route.url,
      {
        preHandler: guard,
        config: { writeLimit: 'upload' },
        schema: doc(route.summary, {
          params: idParams,
          multipart: true,
          body: {
            type: 'object',
            required: [field],
            properties: { [field]: { type: 'string', format: 'binary', description: 'jpeg, png or gif, up to 20MB' } },
          },
          response: { 200: dataSchema(mediaSchema) },
        }),
      },
      async (request) => {
        const ownerId = await owner(request);
        const id = request.params.id;
        await withMultipartForm(
          request,
          { [field]: (file: MultipartFile) => service.receiveImage(ownerId, id, file) } as Record<
            typeof field,
            FileReceiver
          >,
          ({ files }) =>
            field === 'avatar'
              ? service.setAvatar(ownerId, id, files.avatar)
              : service.addImage(ownerId, id, files.image),
        );
        return { data: await service.media(ownerId, id) };
      },
    );
  }

  app.post<Id & { Body: { url: string } }>(
    r.video.url,
    {
      preHandler: [...guard, validateBody(guestVideoSchema)],
      schema: doc(r.video.summary, {
        params: idParams,
        body: guestVideoSchema,
        response: { 200: dataSchema(mediaSchema) },
      }),
    },
    async (request) => ({
      data: await service.addVideo(await owner(request), request.params.id, request.body.url),
    }),
  );

  app.post(
    r.done.url,
    {
      preHandler: guard,
      schema: doc(r.done.summary, { params: idParams, body: 'none', response: { 200: dataSchema(draftSchema, true) } }),
    },
    async (request) => ({
      data: await service.publish(await owner(request), request.params.id),
      message: r.done.message,
    }),
  );

  const validRows = validateBody(importRowsSchema);
  app.post<{ Body: { rows: unknown[] } }>(
    r.import.url,
    {
      // JSON rows are checked as the body; a file is checked as it is read.
      preHandler: [...guard, async (request) => (request.isMultipart() ? undefined : validRows(request))],
      config: { writeLimit: 'import' },
      // What 5,000 heavy rows of the guest form need (measured in IMPORT_LIMITS), not more.
      bodyLimit: IMPORT_LIMITS.BODY_BYTES_MAX,
      schema: doc(r.import.summary, {
        body: importRowsSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: dataSchema(importResultSchema, true), 409: messageError },
      }),
    },
    async (request) => {
      const ownerId = await owner(request);
      const result = request.isMultipart()
        ? await service.importCsv(ownerId, await receiveCsvFile(request))
        : await service.importRows(ownerId, request.body.rows);
      return { data: result, message: r.import.message(result.imported) };
    },
  );
}
