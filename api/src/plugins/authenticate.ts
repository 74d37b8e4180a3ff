import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens, users } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { HttpError } from './errors';

export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The SHA-256 of the bearer token this request came with. */
    tokenHash: string | null;
  }
  interface FastifyInstance {
    /** A preHandler: answers 401 unless the request carries a live bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const UNAUTHENTICATED = 'Unauthenticated.';

export default fp(async function authenticate(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, UNAUTHENTICATED);
    const now = new Date().toISOString();
    const tokenHash = hashToken(match[1]);
    const [row] = await app.db
      .select({ user: users })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.user_id))
      .where(
        and(
          eq(accessTokens.token_hash, tokenHash),
          isNull(accessTokens.revoked_at),
          or(isNull(accessTokens.expires_at), gt(accessTokens.expires_at, now)),
        ),
      )
      .limit(1);
    if (!row) throw new HttpError(401, UNAUTHENTICATED);
    request.user = row.user;
    request.tokenHash = tokenHash;
  });
});
