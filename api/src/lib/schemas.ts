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
