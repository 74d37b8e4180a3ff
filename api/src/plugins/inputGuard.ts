import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError, INVALID } from './errors';

/** PostgreSQL `integer` columns: an id or number outside this range can name nothing stored. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;
/** No form of this API nests deeper; deeper bodies only exhaust the stack of recursive validators. */
export const MAX_INPUT_DEPTH = 32;
/**
 * Values (strings, numbers, objects, array elements…) one input may hold. The largest real body,
 * an import of 5,000 guest rows with their lists as ids, holds about 200,000; past this bound the
 * input is refused before anything walks the rest.
 */
export const MAX_INPUT_VALUES = 500_000;
/**
 * Objects and arrays one JSON body may open. Parsing costs mostly these (7 MiB of `{},` took
 * 1.3 s to parse here, as many numbers 0.2 s); the largest real body, 5,000 import rows, opens about
 * 25,000. Counted in the text before parsing, braces inside strings included.
 */
export const MAX_INPUT_CONTAINERS = 100_000;

export const NUL_MESSAGE = 'This field must not contain NUL characters.';
export const TOO_DEEP_MESSAGE = 'The data is nested too deeply.';
export const OUT_OF_RANGE_MESSAGE = 'This number is out of range.';
export const TOO_MANY_VALUES_MESSAGE = 'The request holds too many values.';

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

/** True when `text` opens more than `max` objects and arrays: one native search per brace, stopping early. */
export function opensTooMany(text: string, max = MAX_INPUT_CONTAINERS): boolean {
  let count = 0;
  for (const brace of ['{', '[']) {
    for (let i = text.indexOf(brace); i !== -1; i = text.indexOf(brace, i + 1)) if (++count > max) return true;
  }
  return false;
}

/** A value still to look at: its key and its parent's entry (the path is spelled only for an error). */
type Pending = { value: unknown; key: string; parent: Pending | undefined; depth: number };

const pathOf = (entry: Pending | undefined) => {
  const keys: string[] = [];
  for (let e = entry; e?.parent; e = e.parent) keys.unshift(e.key);
  return keys.join('.') || 'body';
};

/**
 * Where an input first breaks a rule: a string holding U+0000 (PostgreSQL refuses it), a number
 * that is not finite (`1e400`), nesting too deep, or more than MAX_INPUT_VALUES values (`status`
 * 413; the walk stops there).
 */
export function inputProblem(value: unknown): { path: string; message: string; status?: number } | undefined {
  const pending: Pending[] = [{ value, key: '', parent: undefined, depth: 0 }];
  let seen = 0;
  while (pending.length) {
    const entry = pending.pop()!;
    const v = entry.value;
    if (++seen > MAX_INPUT_VALUES) return { path: 'body', message: TOO_MANY_VALUES_MESSAGE, status: 413 };
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { path: pathOf(entry), message: NUL_MESSAGE };
      continue;
    }
    if (typeof v === 'number' && !Number.isFinite(v)) return { path: pathOf(entry), message: OUT_OF_RANGE_MESSAGE };
    if (!v || typeof v !== 'object') continue;
    if (entry.depth >= MAX_INPUT_DEPTH) return { path: 'body', message: TOO_DEEP_MESSAGE };
    if (Array.isArray(v)) {
      if (seen + pending.length + v.length > MAX_INPUT_VALUES)
        return { path: 'body', message: TOO_MANY_VALUES_MESSAGE, status: 413 };
      for (let i = 0; i < v.length; i++)
        pending.push({ value: v[i], key: String(i), parent: entry, depth: entry.depth + 1 });
      continue;
    }
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      if (key.includes('\u0000')) return { path: pathOf(entry), message: NUL_MESSAGE };
      pending.push({ value: (v as Record<string, unknown>)[key], key, parent: entry, depth: entry.depth + 1 });
    }
  }
  return undefined;
}

function refuse(problem: { path: string; message: string; status?: number }): never {
  if (problem.status === 413) throw new HttpError(413, problem.message);
  throw new HttpError(422, INVALID, { [problem.path]: [problem.message] });
}

/** Before validation: the path and the query (small: bounded by the URL's length). */
async function checkAddress(request: FastifyRequest) {
  // A path segment with U+0000 names nothing that exists.
  if (inputProblem(request.params)) throw new HttpError(404, 'Not found');
  const problem = inputProblem(request.query);
  if (problem) refuse(problem);
}

/**
 * After validation: again the query (Ajv turns `page=1e400` into Infinity and lets it pass), and
 * the body, once its compiled structural schema has refused oversized lists without walking them.
 */
async function checkInput(request: FastifyRequest) {
  await checkAddress(request);
  const problem = inputProblem(request.body);
  if (problem) refuse(problem);
}

/**
 * Checks every route's input before its own validation: integers limited to PostgreSQL's range,
 * no NUL characters and no absurd nesting in params, query or body. Registered before the routes.
 */
export default async function inputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    // What the route's rules allow, unless the route states its own limit (lib/bodySchema bodyLimitOf).
    if (route.bodyLimit === undefined && typeof schema.derivedBodyLimit === 'number')
      route.bodyLimit = schema.derivedBodyLimit;
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
    if (opensTooMany(body as string)) return done(new HttpError(413, TOO_MANY_VALUES_MESSAGE), undefined);
    return parseJson(request, body as string, done);
  });
  app.addHook('preValidation', checkAddress);
  app.addHook('preHandler', checkInput);
}
