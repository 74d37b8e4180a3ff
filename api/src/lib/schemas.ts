import type { FastifyInstance } from 'fastify';

/** Shared JSON schemas: the contract's list meta and error bodies (spec sections 7 and 8). */
export function addSharedSchemas(app: FastifyInstance) {
  app.addSchema({
    $id: 'ListMeta',
    type: 'object',
    required: ['current_page', 'per_page', 'total', 'last_page'],
    properties: {
      current_page: { type: 'integer' },
      per_page: { type: 'integer' },
      total: { type: 'integer' },
      last_page: { type: 'integer' },
    },
  });
  app.addSchema({
    $id: 'Error',
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' } },
  });
  app.addSchema({
    $id: 'ValidationError',
    type: 'object',
    required: ['message', 'errors'],
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
  });
}

export const errorResponses = {
  401: { $ref: 'Error#' },
  404: { $ref: 'Error#' },
  422: { $ref: 'ValidationError#' },
  500: { $ref: 'Error#' },
} as const;

/** Any other error answered with a message only (403, 418, 429 with Retry-After, 503, …). */
export const messageError = { $ref: 'Error#' } as const;

/**
 * A route group's error answers by status, as `routeDocs({ errors })` takes them: the contract's
 * body for 401, 404, 422 and 500 (`errorResponses`), a message only for any other (`messageError`).
 */
export function errorsOf(...statuses: number[]): Record<number, object> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      status in errorResponses ? errorResponses[status as keyof typeof errorResponses] : messageError,
    ]),
  );
}

/** The path parameter of every route on one object: `/…/:id`, a positive integer. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

/** The answer of a route that only says what it did: `{ message }`. */
export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

/** `{ data: item }`, with the server's `message` when it has one. */
export function dataSchema(item: object, withMessage = false) {
  return {
    type: 'object',
    required: withMessage ? ['data', 'message'] : ['data'],
    properties: { data: item, ...(withMessage ? { message: { type: 'string' } } : {}) },
  } as const;
}

/** Small pieces the resources' schemas are built of. */
export const textSchema = { type: 'string' } as const;
export const nullableTextSchema = { type: ['string', 'null'] } as const;
export const integerSchema = { type: 'integer' } as const;
/** `{ id, name }`: a lookup item (expertise, country, language, …). */
export const namedSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: integerSchema, name: textSchema },
} as const;
/** A list of lookup items (a guest's expertise, countries, languages, …). */
export const namedListSchema = { type: 'array', items: namedSchema } as const;
