import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { runAdmin } from '../../admin';
import { isLoopback } from '../../lib/network';
import { HttpError } from '../../plugins/errors';

/**
 * Lets `npm run admin` act through the running API: the embedded PGlite database belongs to one
 * process at a time. Loopback only, with the token the API wrote into DATA_DIR at start.
 */
export default async function adminRoutes(app: FastifyInstance, { token }: { token: string }) {
  app.post<{ Params: { command: string }; Body: { email?: string } }>(
    '/internal/admin/:command',
    { schema: { hide: true } },
    async (request) => {
      const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
      const expected = Buffer.from(token);
      if (
        !isLoopback(request.socket.remoteAddress) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        throw new HttpError(403, 'This action is unauthorized.');
      }
      try {
        return { message: await runAdmin(app.db, request.params.command, request.body?.email ?? '') };
      } catch (error) {
        throw new HttpError(422, (error as Error).message);
      }
    },
  );
}
