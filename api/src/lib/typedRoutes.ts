import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';

/**
 * The app with its handler types inferred from each route's schema: `request.params`,
 * `request.query` and what a handler answers are typed from the params, querystring and response
 * schemas (json-schema-to-ts), so no route writes them a second time as generics.
 */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<JsonSchemaToTsProvider>();
}
