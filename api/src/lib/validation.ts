import type { FastifyRequest } from 'fastify';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { HttpError, INVALID } from '../plugins/errors';

export { INVALID };

export const WRONG_TYPE = 'This field has the wrong type.';

/**
 * Field errors in the contract's shape, every field at once. Yup's own type errors repeat the value
 * sent ("…but the final value was: …"), which could echo a password: they get a plain message.
 */
export function fieldErrorsOf(error: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const e of error.inner.length ? error.inner : [error])
    (errors[e.path ?? 'body'] ??= []).push(
      e.type === 'typeError' && /final value was/.test(e.message) ? WRONG_TYPE : e.message,
    );
  return errors;
}

export const NOT_TEXT = 'This field must be a text.';

/**
 * Fields a yup schema wants as text but that arrived as an array or object (`email: ['a']`):
 * yup's `trim()` and friends would throw on them, so they are refused first, each on its field.
 */
export function mistypedFields(schema: AnyObjectSchema, value: unknown, prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return errors;
  const fields = (schema as { fields?: Record<string, { type?: string }> }).fields ?? {};
  for (const [name, field] of Object.entries(fields)) {
    const given = (value as Record<string, unknown>)[name];
    if (given === null || given === undefined) continue;
    const path = prefix + name;
    if (field.type === 'string' && typeof given === 'object') errors[path] = [NOT_TEXT];
    else if (field.type === 'object')
      Object.assign(errors, mistypedFields(field as AnyObjectSchema, given, `${path}.`));
  }
  return errors;
}

/** Checks a value with one of mf-shared's yup schemas and returns it cleaned; 422 with every field otherwise. */
export async function validated<S extends AnyObjectSchema>(schema: S, value: unknown): Promise<InferType<S>> {
  const mistyped = mistypedFields(schema, value);
  if (Object.keys(mistyped).length) throw new HttpError(422, INVALID, mistyped);
  try {
    return await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpError(422, INVALID, fieldErrorsOf(error));
    // A value of a shape the schema's transforms cannot handle (yup throws these on bad input).
    if (error instanceof TypeError || error instanceof RangeError) {
      throw new HttpError(422, INVALID, { body: ['Is invalid'] });
    }
    throw error;
  }
}

/**
 * A preHandler that checks the body with one of mf-shared's yup schemas (the same rules the
 * forms use) and replaces it with the cleaned value; 422 otherwise.
 */
export function validateBody(schema: AnyObjectSchema) {
  return async (request: FastifyRequest) => {
    request.body = await validated(schema, request.body);
  };
}

export function fieldError(field: string, message: string, status = 422): HttpError {
  return new HttpError(status, status === 422 ? INVALID : message, { [field]: [message] });
}
