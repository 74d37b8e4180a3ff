import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { staff, staffSessions, type StaffRole } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

const iso = (ms: number) => new Date(ms).toISOString();

/** Staff members and their sessions (bearer tokens kept as SHA-256 only). */
export function staffRepository(db: Executor, now: () => number = Date.now) {
  return {
    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staff)
        .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async insert(values: { email: string; password: string; role: StaffRole; totp_secret: string | null }) {
      const [row] = await db.insert(staff).values(values).returning();
      return row;
    },

    async setTotpSecret(staffId: number, secret: string) {
      await db.update(staff).set({ totp_secret: secret, totp_last_step: null }).where(eq(staff.id, staffId));
    },

    /** Takes an authenticator time step once: false when it (or a later one) was already used. */
    async useTotpStep(staffId: number, step: number): Promise<boolean> {
      const used = await db
        .update(staff)
        .set({ totp_last_step: step })
        .where(and(eq(staff.id, staffId), sql`(${staff.totp_last_step} is null or ${staff.totp_last_step} < ${step})`))
        .returning({ id: staff.id });
      return used.length > 0;
    },

    async startSession(staffId: number, tokenHash: string, expiresAtMs: number) {
      await db.insert(staffSessions).values({ staff_id: staffId, token_hash: tokenHash, expires_at: iso(expiresAtMs) });
      await db
        .update(staff)
        .set({ last_sign_in_at: iso(now()) })
        .where(eq(staff.id, staffId));
    },

    /** The enabled staff member of a live session, or undefined. */
    async bySession(tokenHash: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select({ member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staff_id))
        .where(
          and(
            eq(staffSessions.token_hash, tokenHash),
            isNull(staffSessions.revoked_at),
            gt(staffSessions.expires_at, iso(now())),
            eq(staff.disabled, false),
          ),
        )
        .limit(1);
      return row?.member;
    },

    async endSession(tokenHash: string) {
      await db
        .update(staffSessions)
        .set({ revoked_at: iso(now()) })
        .where(and(eq(staffSessions.token_hash, tokenHash), isNull(staffSessions.revoked_at)));
    },
  };
}
