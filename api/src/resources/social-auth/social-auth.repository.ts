import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { oauthStates, socialChallenges, userIdentities, users } from '../../db/schema';
import type { SocialProvider } from '../../lib/oidc/providers';

const iso = (ms: number) => new Date(ms).toISOString();

export type OauthStateRow = typeof oauthStates.$inferSelect;
export type SocialChallengeRow = typeof socialChallenges.$inferSelect;

/** Identities (provider, subject) of users, and the round trips, links and second-factor challenges in flight. */
export function socialAuthRepository(db: Executor, now: () => number = Date.now) {
  return {
    async userOfIdentity(provider: SocialProvider, subject: string) {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.user_id))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return row?.user ?? null;
    },

    async userById(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user ?? null;
    },

    async hasIdentity(userId: number, provider: SocialProvider) {
      const [row] = await db
        .select({ id: userIdentities.id })
        .from(userIdentities)
        .where(and(eq(userIdentities.user_id, userId), eq(userIdentities.provider, provider)))
        .limit(1);
      return Boolean(row);
    },

    async insertIdentity(userId: number, provider: SocialProvider, subject: string, email: string | null) {
      await db.insert(userIdentities).values({ user_id: userId, provider, subject, email });
    },

    /** Keeps a round trip (or a link waiting for a password); rows past their time are dropped on the way. */
    async saveState(row: Omit<typeof oauthStates.$inferInsert, 'expires_at'>, ttlMs: number) {
      await db.delete(oauthStates).where(lt(oauthStates.expires_at, iso(now())));
      await db.insert(oauthStates).values({ ...row, expires_at: iso(now() + ttlMs) });
    },

    /** Spends a round trip's state: answered once, only while it lasts, only for that provider. */
    async takeRoundTrip(provider: SocialProvider, state: string): Promise<OauthStateRow | null> {
      const [row] = await db
        .delete(oauthStates)
        .where(
          and(
            eq(oauthStates.state, state),
            eq(oauthStates.provider, provider),
            isNull(oauthStates.link_user_id),
            gt(oauthStates.expires_at, iso(now())),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Spends the round trip a Google ID token's nonce belongs to. */
    async takeNonce(provider: SocialProvider, nonce: string): Promise<OauthStateRow | null> {
      const [row] = await db
        .delete(oauthStates)
        .where(
          and(
            eq(oauthStates.nonce, nonce),
            eq(oauthStates.provider, provider),
            isNull(oauthStates.link_user_id),
            gt(oauthStates.expires_at, iso(now())),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A link waiting for its account's password (read, not spent: a wrong password may be retried). */
    async pendingLink(token: string): Promise<OauthStateRow | null> {
      const [row] = await db
        .select()
        .from(oauthStates)
        .where(
          and(
            eq(oauthStates.state, token),
            isNotNull(oauthStates.link_user_id),
            gt(oauthStates.expires_at, iso(now())),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Spends a link; false when another request spent it first. */
    async spendLink(token: string) {
      const spent = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, token), isNotNull(oauthStates.link_user_id)))
        .returning({ state: oauthStates.state });
      return spent.length === 1;
    },

    /** Keeps a sign-in waiting for its second factor (by its token's hash); rows past their time are dropped. */
    async saveChallenge(row: Omit<typeof socialChallenges.$inferInsert, 'expires_at' | 'attempts'>, ttlMs: number) {
      await db.delete(socialChallenges).where(lt(socialChallenges.expires_at, iso(now())));
      await db.insert(socialChallenges).values({ ...row, expires_at: iso(now() + ttlMs) });
    },

    /**
     * Counts one attempt on a challenge before its code is checked (so attempts sent at once are all
     * counted); null when it is unknown, expired or has had its `maxAttempts`.
     */
    async attemptChallenge(tokenHash: string, maxAttempts: number): Promise<SocialChallengeRow | null> {
      const [row] = await db
        .update(socialChallenges)
        .set({ attempts: sql`${socialChallenges.attempts} + 1` })
        .where(
          and(
            eq(socialChallenges.token_hash, tokenHash),
            gt(socialChallenges.expires_at, iso(now())),
            lt(socialChallenges.attempts, maxAttempts),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Spends a challenge; false when another request spent it first (or it expired meanwhile). */
    async spendChallenge(tokenHash: string) {
      const spent = await db
        .delete(socialChallenges)
        .where(and(eq(socialChallenges.token_hash, tokenHash), gt(socialChallenges.expires_at, iso(now()))))
        .returning({ token_hash: socialChallenges.token_hash });
      return spent.length === 1;
    },
  };
}
