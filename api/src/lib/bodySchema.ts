import type { AnyObjectSchema, SchemaDescription } from 'yup';

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
