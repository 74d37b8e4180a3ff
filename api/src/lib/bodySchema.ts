import { ValidationError, type AnyObjectSchema, type AnySchema, type SchemaDescription } from 'yup';

type Described = SchemaDescription & {
  fields?: Record<string, Described>;
  innerType?: Described;
  meta?: { description?: string; example?: unknown };
};

type JsonSchema = Record<string, unknown>;

const paramOf = (d: Described, test: string) =>
  d.tests.find((t) => t.name === test)?.params as Record<string, unknown> | undefined;

/** One yup field as JSON schema: its type and the limits the document can state. */
function fieldSchema(d: Described): JsonSchema {
  const schema: JsonSchema = {};
  const max = paramOf(d, 'max');
  const min = paramOf(d, 'min');
  switch (d.type) {
    case 'string':
      schema.type = 'string';
      if (max) schema.maxLength = max.max;
      if (min) schema.minLength = min.min;
      if (paramOf(d, 'length')) schema.minLength = schema.maxLength = paramOf(d, 'length')!.length;
      if (d.tests.some((t) => t.name === 'email')) schema.format = 'email';
      if (d.tests.some((t) => t.name === 'url')) schema.format = 'uri';
      break;
    case 'number':
      schema.type = d.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (max) schema.maximum = max.max;
      if (min) schema.minimum = min.min;
      break;
    case 'boolean':
      schema.type = 'boolean';
      break;
    case 'date':
      schema.type = 'string';
      schema.format = 'date-time';
      break;
    case 'array':
      schema.type = 'array';
      if (d.innerType) schema.items = fieldSchema(d.innerType);
      if (max) schema.maxItems = max.max;
      if (min) schema.minItems = min.min;
      break;
    case 'object':
      Object.assign(schema, objectSchema(d));
      break;
    default:
      break;
  }
  const allowed = d.oneOf.filter((v) => v !== undefined && v !== null);
  if (allowed.length) schema.enum = allowed;
  if (d.nullable) schema.nullable = true;
  if (d.default !== undefined && typeof d.default !== 'function' && d.type !== 'object') schema.default = d.default;
  if (d.label) schema.title = d.label;
  if (d.meta?.description) schema.description = d.meta.description;
  return schema;
}

function objectSchema(d: Described): JsonSchema {
  const fields = d.fields ?? {};
  const required = Object.keys(fields).filter((name) => !fields[name].optional);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
    ...(required.length ? { required } : {}),
  };
}

/**
 * A request body's JSON schema, for the OpenAPI document, from the one yup schema that validates
 * it (mf-shared's rules): field names, types, required fields and the limits yup states.
 * `extra` describes fields the route reads besides (a multipart file, for example).
 */
export function jsonSchemaOf(schema: AnyObjectSchema, extra: Record<string, object> = {}): JsonSchema {
  const described = objectSchema(schema.describe() as Described);
  return { ...described, properties: { ...(described.properties as object), ...extra } };
}

/** The annotation keyword that carries a limit's yup message to the error handler (plugins/errors). */
export const MESSAGES_KEYWORD = 'x-messages';

/**
 * yup trims most text before it counts characters: the structural limit leaves room for as many
 * surrounding spaces again, so that it never refuses what yup accepts.
 */
const TRIM_ROOM = 64;

type YupTest = { OPTIONS?: { name?: string; message?: unknown; params?: Record<string, unknown> } };
type YupNode = AnySchema & {
  fields?: Record<string, YupNode>;
  innerType?: YupNode;
  tests: YupTest[];
  spec: { meta?: { checkedWith?: YupNode } };
};

/** A test's limit and its message as yup words it (mf-shared's messages are plain text). */
function limitOf(schema: YupNode, name: 'max' | 'length', path: string) {
  const options = schema.tests.map((t) => t.OPTIONS).find((o) => o?.name === name);
  if (!options?.params) return undefined;
  const limit = options.params[name] as number;
  const message = String(ValidationError.formatError(options.message, { ...options.params, path, label: undefined }));
  return { limit, message };
}

/**
 * The structural part of a yup schema as JSON schema: string lengths and array lengths with yup's
 * own limits and messages, through objects and array items. No `type`, `required` or formats:
 * Fastify's ajv coerces types (`coerceTypes: 'array'`) and would change what yup then sees; yup
 * keeps every other rule and its message. An array's items are only looked at once its length is
 * known to be within the limit, so a huge array costs one comparison. Conditions (`when`) keep the
 * base schema's limits; a `mixed` field checked later (import rows) uses `meta({ checkedWith })`.
 */
function structureOf(schema: YupNode, path: string): JsonSchema | undefined {
  const node = schema.spec.meta?.checkedWith ?? schema;
  switch (node.type) {
    case 'string': {
      const max = limitOf(node, 'max', path) ?? limitOf(node, 'length', path);
      if (!max) return undefined;
      const trimmed = node.tests.some((t) => t.OPTIONS?.name === 'trim');
      return {
        maxLength: trimmed ? 2 * max.limit + TRIM_ROOM : max.limit,
        [MESSAGES_KEYWORD]: { maxLength: max.message },
      };
    }
    case 'array': {
      const max = limitOf(node, 'max', path);
      // No limit stated: nothing to check cheaply, and the items are never walked here.
      if (!max) return undefined;
      const items = node.innerType && structureOf(node.innerType, path);
      const within = { maxItems: max.limit, [MESSAGES_KEYWORD]: { maxItems: max.message } };
      return items ? { if: { maxItems: max.limit }, then: { items }, else: within } : within;
    }
    case 'object': {
      const properties: Record<string, JsonSchema> = {};
      for (const [name, field] of Object.entries(node.fields ?? {})) {
        const structure = structureOf(field, name);
        if (structure) properties[name] = structure;
      }
      // Every other field is kept for the route and yup (ajv's removeAdditional: 'all' would drop
      // what matches neither `properties` nor `patternProperties`, whatever additionalProperties says).
      return Object.keys(properties).length ? { properties, patternProperties: { '': true } } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The JSON schema Fastify compiles for a body checked by `schema` (see structureOf): it refuses an
 * oversized list or text in microseconds, before any hook walks the value or yup runs, with the
 * message yup would give. One source of limits: the yup rules in mf-shared.
 */
export function structuralSchemaOf(schema: AnyObjectSchema): JsonSchema {
  return structureOf(schema as unknown as YupNode, '') ?? {};
}

/** Fastify's own body limit (1 MiB): a route that may need more says so itself (the imports). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** The least a route's derived body limit allows: room for fields the rules leave out (a captcha token). */
const BODY_LIMIT_FLOOR = 16 * 1024;

/**
 * The most bytes a JSON body within `schema`'s limits can take, or Infinity when a field has no
 * limit (text without max, a list without max). Text counts 3 bytes a character (UTF-8), with the
 * room structureOf leaves for spaces that yup trims.
 */
function bytesOf(schema: YupNode): number {
  const node = schema.spec.meta?.checkedWith ?? schema;
  switch (node.type) {
    case 'string': {
      const max = limitOf(node, 'max', '') ?? limitOf(node, 'length', '');
      const allowed = [...node.describe().oneOf].filter((v): v is string => typeof v === 'string');
      if (!max && !allowed.length) return Infinity;
      const chars = max
        ? node.tests.some((t) => t.OPTIONS?.name === 'trim')
          ? 2 * max.limit + TRIM_ROOM
          : max.limit
        : 0;
      return 3 * Math.max(chars, ...allowed.map((v) => v.length)) + 2;
    }
    case 'number':
    case 'boolean':
    case 'date':
      return 32;
    case 'array': {
      const max = limitOf(node, 'max', '');
      return max && node.innerType ? 2 + max.limit * (bytesOf(node.innerType) + 1) : Infinity;
    }
    case 'object':
      return Object.entries(node.fields ?? {}).reduce(
        (sum, [name, field]) => sum + name.length + 4 + bytesOf(field),
        2,
      );
    default:
      return Infinity;
  }
}

/**
 * A route's body limit from its yup schema: twice the most a body within the rules can take
 * (at least 16 KiB), when that is under Fastify's default; undefined otherwise (the default holds).
 */
export function bodyLimitOf(schema: AnyObjectSchema): number | undefined {
  const limit = Math.max(BODY_LIMIT_FLOOR, Math.ceil((2 * bytesOf(schema as unknown as YupNode)) / 1024) * 1024);
  return limit < DEFAULT_BODY_LIMIT ? limit : undefined;
}
