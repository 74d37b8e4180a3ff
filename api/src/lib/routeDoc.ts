import type { FastifySchema } from 'fastify';
import { Schema, type AnyObjectSchema } from 'yup';
import { bodyLimitOf, jsonSchemaOf, structuralSchemaOf } from './bodySchema';

/*
 * A routes file's building blocks, from this one module: the doc (`routeDocs`), the schema pieces
 * it is made of (lib/schemas, lib/lists) and the app typed from them (lib/typedRoutes). The short
 * names `integer`, `text` and `nullableText` are the ones the routes' schemas are written with.
 */
export * from './schemas';
export { integerSchema as integer, nullableTextSchema as nullableText, textSchema as text } from './schemas';
export { listQuerySchema, listSchema, pagingQuerySchema } from './lists';
export { typedRoutes } from './typedRoutes';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body as the OpenAPI document shows it. Fastify never compiles it: the route's
     * yup schema (`validateBody`) checks the body, so the messages stay the spec's words. What
     * Fastify compiles as `body` is only that schema's structure (lib/bodySchema structuralSchemaOf).
     */
    documentedBody?: object;
    /**
     * The body limit the route's yup schema allows (lib/bodySchema bodyLimitOf); plugins/inputGuard
     * makes it the route's `bodyLimit` unless the route sets its own.
     */
    derivedBodyLimit?: number;
  }
}

export interface RouteDocOptions {
  description?: string;
  params?: object;
  querystring?: object;
  /**
   * The body: the yup schema that validates it (converted for the document) or a JSON schema;
   * `'none'` for a POST/PUT/PATCH that reads no body (the document says so with `x-body: none`).
   */
  body?: AnyObjectSchema | object | 'none';
  /** The body comes as multipart/form-data (a file with text fields). */
  multipart?: boolean;
  /** The body's media types otherwise, when not (only) JSON. */
  consumes?: string[];
  /** Every answer the route gives besides the errors of its group: at least each 2xx status. */
  response: Record<number, object>;
  hide?: boolean;
}

/**
 * The one way a route describes itself: `routeDocs({ tags, secured, errors })` gives a group's
 * `doc(summary, { params, querystring, body, response })`.
 */
export function routeDocs(group: { tags: string[]; secured?: boolean; errors?: Record<number, object> }) {
  // The params, query and answers keep their literal types, so a route's handler types are inferred
  // from them (the JSON Schema type provider, lib/typedRoutes.ts) instead of being written again.
  return <const Options extends RouteDocOptions>(
    summary: string,
    { body, multipart, consumes, response, ...rest }: Options,
  ): FastifySchema & Pick<Options, 'params' | 'querystring' | 'response'> => ({
    tags: group.tags,
    summary,
    ...(group.secured ? { security: [{ bearer: [] }] } : {}),
    ...rest,
    ...(body === 'none'
      ? { 'x-body': 'none' }
      : body
        ? {
            documentedBody: body instanceof Schema ? jsonSchemaOf(body as AnyObjectSchema) : body,
            // The body's sizes are checked by Fastify's ajv before any work (a multipart body is
            // parsed later, within the multipart limits: nothing to check yet, so it passes).
            ...(body instanceof Schema ? { body: structuralSchemaOf(body as AnyObjectSchema) } : {}),
            // A multipart body (files) is bounded by the multipart limits instead.
            ...(body instanceof Schema && !multipart && !consumes?.includes('multipart/form-data')
              ? { derivedBodyLimit: bodyLimitOf(body as AnyObjectSchema) }
              : {}),
            ...(multipart || consumes ? { consumes: multipart ? ['multipart/form-data'] : consumes } : {}),
          }
        : {}),
    response: { ...group.errors, ...response },
  });
}

/** @fastify/swagger's `transform`: a route's documented body becomes the document's request body. */
export function documentBodies({ schema, url }: { schema: FastifySchema; url: string }) {
  if (!schema?.documentedBody) return { schema, url };
  const { documentedBody, derivedBodyLimit: _limit, ...rest } = schema;
  return { schema: { ...rest, body: documentedBody } as FastifySchema, url };
}
