import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Hands the database to every route as `app.db`, and closes it with the server. */
export default fp(async function database(app: FastifyInstance, { handle }: { handle: DatabaseHandle }) {
  app.decorate('db', handle.db);
  app.addHook('onClose', () => handle.close());
});
