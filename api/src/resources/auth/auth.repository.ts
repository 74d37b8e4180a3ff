import { and, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accessTokens, passwordResets, recoveryCodes, users } from '../../db/schema';
import { outbox } from '../../lib/outbox';
import { idleCutoff } from '../../lib/tokens';

const iso = (ms: number) => new Date(ms).toISOString();

/** Sessions (access tokens), password reset links, second-factor state and recovery codes. */
export function authRepository(db: Executor, now: () => number = Date.now) {
  return {
    async insertToken(userId: number, tokenHash: string) {
      await db.insert(accessTokens).values({ user_id: userId, token_hash: tokenHash });
    },

    // Every way a session ends goes through these three, and each closes the user's realtime sockets
    // (through the outbox, after the commit): a socket would otherwise outlive its session.

    async revokeToken(tokenHash: string) {
      const [revoked] = await db
        .update(accessTokens)
        .set({ revoked_at: iso(now()) })
        .where(and(eq(accessTokens.token_hash, tokenHash), isNull(accessTokens.revoked_at)))
        .returning({ userId: accessTokens.user_id });
      if (revoked) await outbox(db).closeSockets(revoked.userId);
    },

    /**
     * Ends sessions that expired (their expiry passed, or unused for `idleDays`): they already answer
     * 401, and ending them closes the sockets they opened. At most `limit` a call; answers how many.
     */
    async revokeExpiredTokens(idleDays: number, limit = 500) {
      const at = now();
      const expired = db
        .select({ id: accessTokens.id })
        .from(accessTokens)
        .where(
          and(
            isNull(accessTokens.revoked_at),
            or(
              lte(accessTokens.expires_at, iso(at)),
              lte(sql`coalesce(${accessTokens.last_used_at}, ${accessTokens.created_at})`, idleCutoff(at, idleDays)),
            ),
          ),
        )
        .limit(limit);
      const revoked = await db
        .update(accessTokens)
        .set({ revoked_at: iso(at) })
        .where(inArray(accessTokens.id, expired))
        .returning({ userId: accessTokens.user_id });
      for (const userId of new Set(revoked.map((r) => r.userId))) await outbox(db).closeSockets(userId);
      return revoked.length;
    },

    /** Ends the user's live sessions (all but `exceptHash`'s); answers how many ended. */
    async revokeTokens(userId: number, exceptHash?: string) {
      const revoked = await db
        .update(accessTokens)
        .set({ revoked_at: iso(now()) })
        .where(
          and(
            eq(accessTokens.user_id, userId),
            isNull(accessTokens.revoked_at),
            exceptHash ? ne(accessTokens.token_hash, exceptHash) : undefined,
          ),
        )
        .returning({ id: accessTokens.id });
      if (revoked.length) await outbox(db).closeSockets(userId);
      return revoked.length;
    },

    /** Every reset link of the user not yet used stops working (marked used). */
    async voidResetLinks(userId: number) {
      await db
        .update(passwordResets)
        .set({ used_at: iso(now()) })
        .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
    },

    async hasResetLinkSince(userId: number, sinceMs: number) {
      const [recent] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(and(eq(passwordResets.user_id, userId), gt(passwordResets.created_at, iso(sinceMs))))
        .limit(1);
      return Boolean(recent);
    },

    async insertResetLink(userId: number, tokenHash: string, expiresAtMs: number) {
      await db.insert(passwordResets).values({
        user_id: userId,
        token_hash: tokenHash,
        expires_at: iso(expiresAtMs),
        created_at: iso(now()),
      });
    },

    /** A reset link that still works: unused, not expired, and the user's newest. */
    usableResetLink(tokenHash: string): SQL {
      return and(
        eq(passwordResets.token_hash, tokenHash),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, iso(now())),
        // Only the newest link works: asking for a new one voids the older ones.
        sql`not exists (select 1 from password_resets newer where newer.user_id = ${passwordResets.user_id} and newer.id > ${passwordResets.id})`,
      )!;
    },

    async resetLinkOwner(usable: SQL) {
      const [owner] = await db
        .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.user_id))
        .where(usable)
        .limit(1);
      return owner;
    },

    /** Spends a link atomically: of two requests with the same link only one gets its user back. */
    async spendResetLink(usable: SQL) {
      const [reset] = await db
        .update(passwordResets)
        .set({ used_at: iso(now()) })
        .where(usable)
        .returning({ user_id: passwordResets.user_id });
      return reset?.user_id;
    },

    async setPassword(userId: number, hashed: string) {
      await db
        .update(users)
        .set({ password: hashed, updated_at: iso(now()) })
        .where(eq(users.id, userId));
    },

    /** Remembers an accepted authenticator step; false when it (or a later one) was already used. */
    async useTotpStep(userId: number, step: number) {
      const updated = await db
        .update(users)
        .set({ twofa_last_step: step })
        .where(and(eq(users.id, userId), sql`coalesce(${users.twofa_last_step}, -1) < ${step}`))
        .returning({ id: users.id });
      return updated.length === 1;
    },

    async setTwoFactor(
      userId: number,
      state: { twofa_secret?: string | null; twofa_status: boolean; twofa_last_step: number | null },
    ) {
      await db.update(users).set(state).where(eq(users.id, userId));
    },

    /** Spends one recovery code; false when it is wrong or already used. */
    async useRecoveryCode(userId: number, codeHash: string) {
      const [used] = await db
        .update(recoveryCodes)
        .set({ used_at: iso(now()) })
        .where(
          and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, codeHash), isNull(recoveryCodes.used_at)),
        )
        .returning({ id: recoveryCodes.id });
      return Boolean(used);
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]) {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
      if (codeHashes.length)
        await db.insert(recoveryCodes).values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
