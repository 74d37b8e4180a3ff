import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError, INVALID } from './errors';

/** PostgreSQL `integer` columns: an id or number outside this range can name nothing stored. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;
/** No form of this API nests deeper; deeper bodies only exhaust the stack of recursive validators. */
export const MAX_INPUT_DEPTH = 32;

export const NUL_MESSAGE = 'This field must not contain NUL characters.';
export const TOO_DEEP_MESSAGE = 'The data is nested too deeply.';
export const OUT_OF_RANGE_MESSAGE = 'This number is out of range.';

type JsonSchema = Record<string, unknown>;

const isIntegerType = (type: unknown) => type === 'integer' || (Array.isArray(type) && type.includes('integer'));

/**
 * A copy of a route's input schema whose integers stay within PostgreSQL's `integer`, so that
 * `/guests/2147483648` or `page=1e20` fail validation (404 or 422 on the field) instead of the query.
 */
export function withIntegerLimits(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withIntegerLimits);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) copy[key] = withIntegerLimits(value);
  if (isIntegerType(copy.type)) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INT32_MAX;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INT32_MIN;
  }
  return copy;
}

/**
 * Where an input first breaks a rule: a string holding U+0000 (PostgreSQL refuses it), a number
 * that is not finite (`1e400`), or nesting too deep.
 */
export function inputProblem(value: unknown): { path: string; message: string } | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length) {
    const { value: v, path, depth } = pending.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { path: path || 'body', message: NUL_MESSAGE };
      continue;
    }
    if (typeof v === 'number' && !Number.isFinite(v)) return { path: path || 'body', message: OUT_OF_RANGE_MESSAGE };
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: 'body', message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(v)) {
      if (key.includes('\u0000')) return { path: path || 'body', message: NUL_MESSAGE };
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

async function checkInput(request: FastifyRequest) {
  // A path segment with U+0000 names nothing that exists.
  if (inputProblem(request.params)) throw new HttpError(404, 'Not found');
  for (const part of [request.query, request.body]) {
    const problem = inputProblem(part);
    if (problem) throw new HttpError(422, INVALID, { [problem.path]: [problem.message] });
  }
}

/**
 * Checks every route's input before its own validation: integers limited to PostgreSQL's range,
 * no NUL characters and no absurd nesting in params, query or body. Registered before the routes.
 */
export default async function inputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    const limited = { ...schema };
    for (const part of ['params', 'querystring', 'body'] as const) {
      if (schema[part]) limited[part] = withIntegerLimits(schema[part]);
    }
    route.schema = limited;
  });
  // Clients often send `Content-Type: application/json` on a DELETE with no body; Fastify's own
  // parser answers that 400. An empty JSON body is no body; anything else parses as before.
  const parseJson = app.getDefaultJsonParser('remove', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.addHook('preValidation', checkInput);
  // Again once validation has coerced the query: Ajv turns `page=1e400` into Infinity and lets it pass.
  app.addHook('preHandler', checkInput);
}
