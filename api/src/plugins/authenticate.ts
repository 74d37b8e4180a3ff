import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens, users } from '../db/schema';
import { hashToken, idleCutoff, needsLastUsedUpdate } from '../lib/tokens';
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

export interface AuthenticateOptions {
  /** A token unused for this many days no longer works (the TOKEN_IDLE_DAYS setting). */
  idleDays: number;
  /** The clock, for tests. */
  now?: () => number;
}

const UNAUTHENTICATED = 'Unauthenticated.';

export default fp(async function authenticate(app: FastifyInstance, options: AuthenticateOptions) {
  const { idleDays } = options;
  const clock = options.now ?? Date.now;

  /** Notes that the token was used, at most once every few minutes, so most requests only read. */
  async function touch(tokenId: number, lastUsedAt: string | null, nowMs: number) {
    if (!needsLastUsedUpdate(lastUsedAt, nowMs)) return;
    await app.db
      .update(accessTokens)
      .set({ last_used_at: new Date(nowMs).toISOString() })
      .where(eq(accessTokens.id, tokenId));
  }

  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, UNAUTHENTICATED);
    const nowMs = clock();
    const now = new Date(nowMs).toISOString();
    const tokenHash = hashToken(match[1]);
    const [row] = await app.db
      .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.last_used_at })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.user_id))
      .where(
        and(
          eq(accessTokens.token_hash, tokenHash),
          isNull(accessTokens.revoked_at),
          or(isNull(accessTokens.expires_at), gt(accessTokens.expires_at, now)),
          // Idle too long (never used counts from its creation): as if unknown.
          gt(sql`coalesce(${accessTokens.last_used_at}, ${accessTokens.created_at})`, idleCutoff(nowMs, idleDays)),
        ),
      )
      .limit(1);
    if (!row) throw new HttpError(401, UNAUTHENTICATED);
    await touch(row.tokenId, row.lastUsedAt, nowMs);
    request.user = row.user;
    request.tokenHash = tokenHash;
  });
});
