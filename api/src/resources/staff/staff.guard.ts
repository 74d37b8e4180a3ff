import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import type { StaffRole } from './staff.permissions';
import type { StaffRow } from './staff.repository';
import { staffService } from './staff.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (set by `staffOnly`); null on every other route. */
    staff: StaffRow | null;
    /** The SHA-256 of the staff bearer token the request came with. */
    staffTokenHash: string | null;
  }
  interface FastifyInstance {
    /**
     * The one guard of the operations console: a preHandler that answers 401 unless the request
     * carries a live staff token (a user's token is no staff token: a table of its own), and 403
     * unless the staff member's role is one of `roles` (an owner may do everything).
     */
    staffOnly: (roles: readonly StaffRole[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export const STAFF_UNAUTHENTICATED = 'Unauthenticated.';
export const STAFF_FORBIDDEN = 'This action is unauthorized.';

export default fp(
  async function staffGuard(app: FastifyInstance) {
    const sessions = staffService(app.db, { requireTwoFactor: false });
    app.decorateRequest('staff', null);
    app.decorateRequest('staffTokenHash', null);
    app.decorate('staffOnly', (roles: readonly StaffRole[]) => async (request: FastifyRequest) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match) throw new HttpError(401, STAFF_UNAUTHENTICATED);
      const tokenHash = hashToken(match[1]);
      const member = await sessions.bySession(tokenHash);
      if (!member) throw new HttpError(401, STAFF_UNAUTHENTICATED);
      if (member.role !== 'owner' && !roles.includes(member.role)) throw new HttpError(403, STAFF_FORBIDDEN);
      request.staff = member;
      request.staffTokenHash = tokenHash;
    });
  },
  { name: 'staff-guard' },
);
