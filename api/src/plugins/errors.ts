import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An error a service raises on purpose; its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Fastify's schema errors as the contract's 422: `{ message, errors: { field: [messages] } }`. */
function validationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const v of error.validation ?? []) {
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? v.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? 'body';
    const message = missing ? 'This field is required' : (v.message ?? 'Is invalid');
    (errors[field || 'body'] ??= []).push(message);
  }
  return errors;
}

/** The one error handler: every route answers errors in the shapes of spec sections 7 and 8. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error.validation) {
      const errors = validationErrors(error);
      return reply.code(422).send({ message: 'The given data was invalid.', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SOMETHING_WENT_WRONG });
    }
    // Client errors from Fastify itself (bad JSON, too large): their messages are safe.
    return reply.code(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
});
