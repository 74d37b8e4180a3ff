import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens, teamMembers, users } from '../db/schema';
import { hashToken, idleCutoff, needsLastUsedUpdate } from '../lib/tokens';
import { HttpError } from './errors';

export type AuthUser = typeof users.$inferSelect;

/** What the access guards need of an account: who it is and its section-4 status. */
export type AccountState = Pick<AuthUser, 'id' | 'status' | 'date_deleting'>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /**
     * The account the user acts for: their own, or for a team member the owner's (see
     * `actingAccountId`), loaded with the user in the same query. Its status limits the member too.
     */
    actingAccount: AccountState | null;
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

/** The owner of the team a signed-in member accepted (none for everyone else). */
const owner = alias(users, 'account_owner');

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
  app.decorateRequest('actingAccount', null);
  app.decorateRequest('tokenHash', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, UNAUTHENTICATED);
    const nowMs = clock();
    const now = new Date(nowMs).toISOString();
    const tokenHash = hashToken(match[1]);
    const [row] = await app.db
      .select({
        user: users,
        tokenId: accessTokens.id,
        lastUsedAt: accessTokens.last_used_at,
        owner: { id: owner.id, status: owner.status, date_deleting: owner.date_deleting },
      })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.user_id))
      // One membership per user at most (a unique index): the owner's state comes in the same row.
      .leftJoin(teamMembers, and(eq(teamMembers.member_user_id, users.id), isNotNull(teamMembers.accepted_at)))
      .leftJoin(owner, eq(owner.id, teamMembers.expert_id))
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
    request.actingAccount = row.owner ?? {
      id: row.user.id,
      status: row.user.status,
      date_deleting: row.user.date_deleting,
    };
    request.tokenHash = tokenHash;
  });
});
