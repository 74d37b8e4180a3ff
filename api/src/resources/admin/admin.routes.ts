import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../../lib/network';
import { messageError, messageSchema, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { HttpError } from '../../plugins/errors';
import { runAdmin } from './admin.service';

const doc = routeDocs({ tags: ['Admin'], errors: { 403: messageError, 422: messageError } });

/**
 * Lets `npm run admin` act through the running API: the embedded PGlite database belongs to one
 * process at a time. Loopback only, with the token the API wrote into DATA_DIR at start.
 */
export default async function adminRoutes(
  instance: FastifyInstance,
  { token, shellUrl, staffRequireTwoFactor }: { token: string; shellUrl: string; staffRequireTwoFactor: boolean },
) {
  const app = typedRoutes(instance);
  app.post<{ Params: { command: string }; Body: { email?: string; role?: string; password?: string } }>(
    '/internal/admin/:command',
    {
      schema: doc('Run an admin command on one account (loopback only, with the admin token)', {
        hide: true,
        params: { type: 'object', required: ['command'], properties: { command: { type: 'string' } } },
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', format: 'email' },
            // create-staff: the role and the password the command line was given (STAFF_PASSWORD).
            role: { type: 'string', maxLength: 16 },
            password: { type: 'string', maxLength: 255 },
          },
        },
        response: { 200: messageSchema },
      }),
    },
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
        return {
          message: await runAdmin(app.db, request.params.command, request.body?.email ?? '', {
            shellUrl,
            role: request.body?.role,
            staffPassword: request.body?.password,
            staffRequireTwoFactor,
          }),
        };
      } catch (error) {
        throw new HttpError(422, (error as Error).message);
      }
    },
  );
}
