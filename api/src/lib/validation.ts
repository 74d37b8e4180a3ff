import type { FastifyRequest } from 'fastify';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { HttpError } from '../plugins/errors';

export const INVALID = 'The given data was invalid.';

/** Field errors in the contract's shape, every field at once. */
export function fieldErrorsOf(error: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const e of error.inner.length ? error.inner : [error]) (errors[e.path ?? 'body'] ??= []).push(e.message);
  return errors;
}

/** Checks a value with one of mf-shared's yup schemas and returns it cleaned; 422 with every field otherwise. */
export async function validated<S extends AnyObjectSchema>(schema: S, value: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpError(422, INVALID, fieldErrorsOf(error));
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
