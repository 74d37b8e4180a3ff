import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditLog, staff } from '../../db/schema';
import { escapeLike } from '../../lib/lists';

/** One line of the audit log: who (null: the command line), did what, to which object, why. */
export interface AuditEntry {
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: number | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** The audit log: lines are only ever added (the table's trigger refuses changing or removing one). */
export function auditRepository(db: Executor) {
  /** Lines whose staff email, action, target type, target id or target email (details.email) match `q`. */
  const matching = (q: string | undefined): SQL | undefined => {
    const text = q?.trim();
    if (!text) return undefined;
    const pattern = `%${escapeLike(text)}%`;
    return or(
      ilike(staff.email, pattern),
      ilike(auditLog.action, pattern),
      ilike(auditLog.target_type, pattern),
      sql`${auditLog.details}->>'email' ilike ${pattern}`,
      /^\d{1,9}$/.test(text) ? eq(auditLog.target_id, Number(text)) : undefined,
    );
  };

  return {
    async write(entry: AuditEntry) {
      await db.insert(auditLog).values({
        staff_id: entry.staffId,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        reason: entry.reason ?? null,
        details: entry.details ?? {},
      });
    },

    /** Newest first. */
    page(q: string | undefined) {
      return db
        .select({
          id: auditLog.id,
          staff_id: auditLog.staff_id,
          staff_email: staff.email,
          staff_role: staff.role,
          action: auditLog.action,
          target_type: auditLog.target_type,
          target_id: auditLog.target_id,
          reason: auditLog.reason,
          details: auditLog.details,
          created_at: auditLog.created_at,
        })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staff_id))
        .where(matching(q))
        .orderBy(desc(auditLog.id));
    },

    async count(q: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staff_id))
        .where(matching(q));
      return row.n;
    },
  };
}
