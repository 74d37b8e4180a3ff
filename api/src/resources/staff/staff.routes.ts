import type { FastifyInstance } from 'fastify';
import { dataSchema, errorsOf, messageSchema, routeDocs, typedRoutes } from '../../lib/routeDoc';
import { validateBody } from '../../lib/validation';
import { STAFF_ROLES } from './staff.permissions';
import { staffLoginSchema, staffSchema } from './staff.schemas';
import { staffService, toStaffDto } from './staff.service';

const doc = routeDocs({ tags: ['Staff'], errors: errorsOf(401, 403, 418, 422, 429) });
const securedDoc = routeDocs({ tags: ['Staff'], secured: true, errors: errorsOf(401, 403) });

const sessionSchema = dataSchema({
  type: 'object',
  required: ['access_token', 'staff'],
  properties: { access_token: { type: 'string' }, staff: staffSchema },
});

/** The console's sign-in: a staff token, refused by every user route (and a user's by every staff route). */
export default async function staffRoutes(
  instance: FastifyInstance,
  { requireTwoFactor }: { requireTwoFactor: boolean },
) {
  const app = typedRoutes(instance);
  const staff = staffService(app.db, { requireTwoFactor, rateLimits: app.rateLimits });

  app.post<{ Body: { email: string; password: string; code?: string } }>(
    '/staff/auth/login',
    {
      preHandler: validateBody(staffLoginSchema),
      schema: doc(
        'Staff sign-in; 418 asks for the authenticator code; 403 when staff must use one (STAFF_REQUIRE_2FA) and none is set up',
        { body: staffLoginSchema, response: { 200: sessionSchema } },
      ),
    },
    async (request) => ({ data: await staff.login(request.body, request.ip) }),
  );

  app.post(
    '/staff/auth/logout',
    {
      preHandler: app.staffOnly(STAFF_ROLES),
      schema: securedDoc('Staff sign-out: the staff token is revoked', {
        body: 'none',
        response: { 200: messageSchema },
      }),
    },
    async (request) => {
      await staff.logout(request.staffTokenHash!);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/staff/me',
    {
      preHandler: app.staffOnly(STAFF_ROLES),
      schema: securedDoc('The signed-in staff member, with the console areas their role opens', {
        response: { 200: dataSchema(staffSchema) },
      }),
    },
    async (request) => ({ data: toStaffDto(request.staff!) }),
  );
}
