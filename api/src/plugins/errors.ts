import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES_KEYWORD } from '../lib/bodySchema';
import { databaseErrorSummary, errorChain, isServiceUnavailable, isWrappedQueryError, sqlstateIn } from '../db/faults';

/** An error a service raises on purpose; its message is safe to show. */
export class HttpError extends Error {
  /** Headers the answer carries (Retry-After on a 429 or 503). */
  headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** 429 with the seconds to wait, as the message says and as `Retry-After`. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** The database or another store the request needs cannot be reached: 503 with `Retry-After`. */
export function sendTemporarilyUnavailable(reply: FastifyReply) {
  return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: TEMPORARILY_UNAVAILABLE });
}

const SOMETHING_WENT_WRONG = 'Something went wrong';
export const TEMPORARILY_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;
export const INVALID = 'The given data was invalid.';

/**
 * Fastify's schema errors as the contract's 422: `{ message, errors: { field: [messages] } }`. A
 * limit derived from a yup rule (lib/bodySchema) carries yup's message for it.
 */
function validationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const v of error.validation ?? []) {
    // An array's `if` only chooses between checking its items and refusing its length.
    if (v.keyword === 'if') continue;
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? v.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? 'body';
    const parent = (v as { parentSchema?: Record<string, unknown> }).parentSchema;
    const yupMessage = (parent?.[MESSAGES_KEYWORD] as Record<string, string> | undefined)?.[v.keyword];
    const message = missing ? 'This field is required' : (yupMessage ?? v.message ?? 'Is invalid');
    (errors[field || 'body'] ??= []).push(message);
  }
  return errors;
}

/**
 * A value the database refused although the route let it through (a number out of range, text
 * it cannot store, a reference to nothing): the client's fault, answered 4xx, never 500.
 */
function refusedInput(error: unknown): { status: number; body: object } | undefined {
  const code = sqlstateIn(error);
  if (!code) return undefined;
  const summary = databaseErrorSummary(error);
  const field = summary?.column ?? 'body';
  if (code.startsWith('22')) {
    return { status: 422, body: { message: INVALID, errors: { [field]: ['This value cannot be stored.'] } } };
  }
  if (code === '23503' || code === '23502' || code === '23514') {
    return { status: 422, body: { message: INVALID, errors: { [field]: ['This value is not allowed.'] } } };
  }
  if (code === '23505') return { status: 409, body: { message: 'This record already exists.' } };
  return undefined;
}

/** Stack frames only: an error's stack starts with its message, which may hold a query's values. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * The logger's `err` serializer: type, message, status, stack frames and, for a database error,
 * its SQLSTATE, table, column and constraint only. Never the statement's parameters, query text or
 * `detail` (which quotes values: `Key (email)=(…)`), whichever wrapper carries them.
 */
export function errorForLog(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const e = error as FastifyError;
  const database = databaseErrorSummary(error);
  const wrapped = isWrappedQueryError(error);
  const causes = errorChain(error).slice(1);
  return {
    type: e.name || e.constructor?.name || 'Error',
    message: database?.message ?? (wrapped ? 'Failed query' : e.message),
    ...(e.statusCode ? { statusCode: e.statusCode } : {}),
    ...(typeof e.code === 'string' && !database ? { code: e.code } : {}),
    ...(database ? { database } : {}),
    ...(causes.length && !database && !wrapped ? { cause: causes.map((c) => c.message).join(' <- ') } : {}),
    stack: framesOf(e.stack),
  };
}

/** The one error handler: every route answers errors in the shapes of spec sections 7 and 8. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error.validation) {
      // A path naming something that cannot exist (`/guests/abc`, `/guests/2147483648`) is not found.
      if (error.validationContext === 'params') return reply.code(404).send({ message: 'Not found' });
      const errors = validationErrors(error);
      return reply.code(422).send({ message: INVALID, errors });
    }
    // The database is down, restarting or too slow: the client may retry; nothing to fix in the request.
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'a store the request needs is unavailable');
      return sendTemporarilyUnavailable(reply);
    }
    const refused = refusedInput(error);
    if (refused) {
      request.log.info({ err: error }, 'database refused a value');
      return reply.code(refused.status).send(refused.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || status < 400) {
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
