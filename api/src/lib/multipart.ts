import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import type { StoredFile } from './uploads';

/** Takes one file field in (for example `(file) => uploads.savePicture(file, 'news')`). */
export type FileReceiver = (file: MultipartFile) => Promise<StoredFile>;

export interface MultipartForm<F extends string> {
  /** Text fields by name; a repeated field keeps its last value. JSON text stays text. */
  fields: Record<string, string>;
  /** `name[]` list fields, by name without the brackets (spec section 7). */
  lists: MultipartLists;
  /** The files received, one per expected field at most. */
  files: Partial<Record<F, StoredFile>>;
  /** Files of `name[]` fields (a receiver named `name[]`), every one, by name without the brackets. */
  fileLists: Record<string, StoredFile[]>;
}

/** Per-request parser limits (the app's defaults: one file, 20 text fields). */
export interface MultipartLimits {
  /** Files the form may carry. */
  files?: number;
  /** Text fields, each `name[]` value counted. */
  fields?: number;
  /** Bytes of one text field; a longer one is refused (422 on it). */
  fieldSize?: number;
}

/**
 * Limits for forms whose lists come as `name[]` (the guest form: four lists of up to 100 ids and
 * about fifteen fields): many short fields, none longer than a long description.
 */
export const LIST_FORM_LIMITS: Required<Pick<MultipartLimits, 'fields' | 'fieldSize'>> = {
  fields: 4 * 100 + 40,
  fieldSize: 32 * 1024,
};

/**
 * Reads a multipart request (text fields, and each expected file field through its receiver;
 * other files are drained), then runs `handle` with it. The files stay temporary until `handle`
 * has succeeded: then they are committed (moved to their public place) before the answer goes
 * out; if reading or handling fails, every file received is discarded.
 */
export async function withMultipartForm<F extends string, T>(
  request: FastifyRequest,
  receivers: Record<F, FileReceiver>,
  handle: (form: MultipartForm<F>) => Promise<T>,
  limits?: MultipartLimits,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
  const form: MultipartForm<F> = { fields: {}, lists: {}, files: {}, fileLists: {} };
  const received = () => [
    ...Object.values<StoredFile | undefined>(form.files).filter((f) => f !== undefined),
    ...Object.values(form.fileLists).flat(),
  ];
  try {
    form.fields = await readParts(
      request,
      async (part) => {
        const name = part.fieldname as F;
        const receiver = Object.hasOwn(receivers, name) ? receivers[name] : undefined;
        if (receiver && name.endsWith('[]')) (form.fileLists[name.slice(0, -2)] ??= []).push(await receiver(part));
        else if (!receiver || form.files[name]) part.file.resume();
        else form.files[name] = await receiver(part);
      },
      form.lists,
      limits,
    );
    const result = await handle(form);
    await Promise.all(received().map((file) => file.commit()));
    return result;
  } catch (error) {
    await Promise.all(received().map((file) => file.discard()));
    // A client that went away mid-upload is no server fault (and nobody reads this answer).
    if (request.raw.destroyed && !request.raw.complete) throw new HttpError(400, 'The upload was interrupted');
    throw error;
  }
}

/** A form's list fields sent as `name[]` (spec section 7), by name without the brackets. */
export type MultipartLists = Record<string, string[]>;

/** How many values one `name[]` list field may carry. */
const LIST_MAX = 100;

/**
 * The one reader of a multipart body: text fields by name (a repeated field keeps its last value;
 * JSON text stays text), `name[]` fields gathered into `lists.name`, each file part handed to
 * `onFile`, which must consume or drain it.
 */
async function readParts(
  request: FastifyRequest,
  onFile: (file: MultipartFile) => Promise<void>,
  lists: MultipartLists = {},
  limits?: MultipartLimits,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts(limits ? { limits } : undefined)) {
    if (part.type === 'file') {
      await onFile(part);
      continue;
    }
    if (part.valueTruncated) throw new HttpError(422, FIELD_TOO_LONG, { [part.fieldname]: [FIELD_TOO_LONG] });
    const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    if (part.fieldname.endsWith('[]')) {
      const list = (lists[part.fieldname.slice(0, -2)] ??= []);
      if (list.length >= LIST_MAX) throw new HttpError(422, INVALID_LIST, { [part.fieldname]: [INVALID_LIST] });
      list.push(value);
    } else fields[part.fieldname] = value;
  }
  return fields;
}

export const INVALID_LIST = `A list may carry at most ${LIST_MAX} values.`;

export const FIELD_TOO_LONG = 'This field is too long.';

export const FILES_REFUSED = 'This form takes text fields only, no files.';

/**
 * The text fields of a multipart form that takes no files; a file part is refused (422, named by
 * its field) after being drained, so the connection stays usable.
 */
export function readMultipartFields(request: FastifyRequest, lists?: MultipartLists): Promise<Record<string, string>> {
  return readParts(
    request,
    async (part) => {
      part.file.resume();
      throw new HttpError(422, FILES_REFUSED, { [part.fieldname]: [FILES_REFUSED] });
    },
    lists,
    // A form that gathers lists counts each value as a field.
    lists ? LIST_FORM_LIMITS : undefined,
  );
}

/**
 * A preValidation hook for forms that may come as multipart/form-data (as a browser's FormData
 * sends them): their text fields, and their `name[]` lists as arrays, become `request.body`, as
 * formbody and JSON bodies already are. Other bodies are left as they are.
 */
export async function multipartFieldsAsBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const lists: MultipartLists = {};
  const fields = await readMultipartFields(request, lists);
  request.body = { ...fields, ...lists };
}
